import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormReset, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Info } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { asFieldError, refusalFor } from '@islandstay/web-common/errors/messages';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import styles from './payment-terms.module.css';

interface TermsFormProps<Values extends FieldValues, Body, Field extends Path<Values>> {
  /** Whose terms: the texts are paymentTerms.<scope>.save, .saved and .failed. */
  scope: 'site' | 'villa';
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The form's state, from useSchemaForm (the fields in children register with the same form). */
  state: { handleSubmit: UseFormHandleSubmit<Values, Body>; setError: UseFormSetError<Values>; reset: UseFormReset<Values>; isSubmitting: boolean };
  /** Whether a server error's path names one of the form's fields: its message is shown there. */
  isField: (path: string) => path is Field;
  /** Sends the checked body; resolves to the saved terms as the form's values. */
  save: (body: Body) => Promise<Values>;
  /** The terms' fields. */
  children: ReactNode;
}

/**
 * The payment terms form, the site's (admin) and a villa's: the fields it is given, the note that
 * bookings already made keep their terms, and Save. A refusal naming a field is shown on it (the
 * first such field takes the focus); any other is shown above the fields.
 */
export function TermsForm<Values extends FieldValues, Body, Field extends Path<Values>>({ scope, labelledBy, state, isField, save, children }: TermsFormProps<Values, Body, Field>) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { handleSubmit, setError, reset, isSubmitting } = state;

  async function submit(body: Body) {
    setProblem(null);
    try {
      reset(await save(body));
      toast.success(t(`paymentTerms.${scope}.saved`));
    } catch (error) {
      let onField = false;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (!isField(detail.path)) continue;
          setError(detail.path, asFieldError(detail), { shouldFocus: !onField });
          onField = true;
        }
      }
      const failed = t(`paymentTerms.${scope}.failed`);
      const reason = onField ? undefined : refusalFor(error, t, { scope: 'paymentTerms' });
      setProblem(reason ? `${failed} ${reason}` : failed);
    }
  }

  return (
    <form className={form.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby={labelledBy}>
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      {children}
      <p className={form.notice}>
        <Info size={18} aria-hidden="true" />
        <span>{t('paymentTerms.keepTerms')}</span>
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('paymentTerms.saving') : t(`paymentTerms.${scope}.save`)}
        </Button>
      </div>
    </form>
  );
}
