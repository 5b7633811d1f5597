import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { statementSettingsSchema, type StatementSettings } from '@islandstay/shared/payments/statement.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useStatementSettings } from '../api/statement-settings.ts';
import { updateStatementSettings } from '../api/update-statement-settings.ts';
import styles from './statements.module.css';

/** The input holds a number (react-hook-form's valueAsNumber): an empty box is NaN, which the schema refuses. */
interface CommissionValues {
  commissionPercent: number;
}

function CommissionFields({ initial }: { initial: number }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, errors, isSubmitting } = useSchemaForm<CommissionValues, StatementSettings>(statementSettingsSchema, {
    defaultValues: { commissionPercent: initial },
  });

  async function submit(values: StatementSettings) {
    setProblem(null);
    try {
      const saved = await updateStatementSettings(values, mutate);
      reset(saved);
      toast.success(t('statements.commission.saved', { percent: saved.commissionPercent }));
    } catch (error) {
      let onField = false;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (detail.path === 'commissionPercent') {
            setError('commissionPercent', asFieldError(detail), { shouldFocus: true });
            onField = true;
          }
        }
      }
      if (!onField) {
        const reason = refusalFor(error, t, { scope: 'statements' });
        setProblem(reason ? `${t('statements.commission.failed')} ${reason}` : t('statements.commission.failed'));
      }
    }
  }

  const error = fieldMessageFor(errors.commissionPercent, t, { scope: 'statements', field: 'commissionPercent' });
  return (
    <form className={`${form.form} ${styles.commissionForm}`} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="commission-title">
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      <FormField id="commission-percent" label={t('statements.commission.label')} error={error} hint={t('statements.commission.hint')} required>
        <div className={styles.percentBox}>
          <input
            className={form.input}
            type="number"
            inputMode="decimal"
            min="0"
            max="100"
            step="any"
            {...fieldA11y('commission-percent', error, 'commission-percent-hint')}
            {...register('commissionPercent', { valueAsNumber: true })}
          />
          <span aria-hidden="true">%</span>
        </div>
      </FormField>
      <div>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('statements.commission.saving') : t('statements.commission.save')}
        </Button>
      </div>
    </form>
  );
}

/** Admin: the platform's commission on what owners receive, a percentage from 0 to 100 (hidden in print). */
export function CommissionForm() {
  const { t } = useTranslation();
  const { data, error, mutate } = useStatementSettings();

  let body;
  if (error && !data) {
    body = (
      <p className={styles.muted}>
        {t('statements.commission.loadFailed')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  } else if (!data) {
    body = (
      <div role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton height={44} width={240} />
      </div>
    );
  } else {
    body = <CommissionFields initial={data.commissionPercent} />;
  }

  return (
    <section aria-labelledby="commission-title" className={styles.panel} data-print="hide">
      <h2 id="commission-title" className={styles.sectionTitle}>
        {t('statements.commission.title')}
      </h2>
      {body}
    </section>
  );
}
