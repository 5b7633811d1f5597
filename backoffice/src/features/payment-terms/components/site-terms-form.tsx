import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { Info } from 'lucide-react';
import type { PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import { sitePaymentSettingsSchema, type CancellationPolicyName } from '@islandstay/shared/payments/payment-plan.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import form from '../../../components/form/form.module.css';
import { LoadError } from '../../../components/state-message/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSitePaymentSettings } from '../api/site-payment-settings.ts';
import { updateSitePaymentSettings } from '../api/update-site-payment-settings.ts';
import { emptyIsNone } from '../hooks/term-values.ts';
import { PolicyChoice } from './policy-choice.tsx';
import { TermNumberField } from './term-number-field.tsx';
import styles from './payment-terms.module.css';

/** The inputs hold numbers (valueAsNumber: an empty required box is NaN, which the schema refuses); an empty damage deposit is none. */
interface SiteTermsValues {
  cancellationPolicy: CancellationPolicyName;
  terms: { depositPercent: number; balanceDueDays: number; damageDeposit: number | undefined };
}

const FIELDS = ['cancellationPolicy', 'terms.depositPercent', 'terms.balanceDueDays', 'terms.damageDeposit'] as const;
type FieldName = (typeof FIELDS)[number];

function isField(path: string): path is FieldName {
  return (FIELDS as readonly string[]).includes(path);
}

function valuesOf(settings: PaymentSettings): SiteTermsValues {
  return {
    cancellationPolicy: settings.cancellationPolicy,
    terms: { depositPercent: settings.terms.depositPercent, balanceDueDays: settings.terms.balanceDueDays, damageDeposit: settings.terms.damageDeposit },
  };
}

function SiteTermsFields({ initial }: { initial: PaymentSettings }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, errors, isSubmitting } = useSchemaForm<SiteTermsValues, PaymentSettings>(sitePaymentSettingsSchema, { defaultValues: valuesOf(initial) });

  async function submit(values: PaymentSettings) {
    setProblem(null);
    try {
      const saved = await updateSitePaymentSettings(values, mutate);
      reset(valuesOf(saved));
      toast.success(t('paymentTerms.site.saved'));
    } catch (error) {
      let onField = false;
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (!isField(detail.path)) continue;
          setError(detail.path, asFieldError(detail), { shouldFocus: !onField });
          onField = true;
        }
      }
      const reason = onField ? undefined : refusalFor(error, t, { scope: 'paymentTerms' });
      setProblem(reason ? `${t('paymentTerms.site.failed')} ${reason}` : t('paymentTerms.site.failed'));
    }
  }

  const message = (error: Parameters<typeof fieldMessageFor>[0], field: string) => fieldMessageFor(error, t, { scope: 'paymentTerms', field });
  const depositError = message(errors.terms?.depositPercent, 'depositPercent');
  const daysError = message(errors.terms?.balanceDueDays, 'balanceDueDays');
  const damageError = message(errors.terms?.damageDeposit, 'damageDeposit');

  return (
    <form className={form.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="site-terms-title">
      <InlineAlert message={problem} className={form.alert} iconSize={18} />
      <PolicyChoice id="site-policy" registration={register('cancellationPolicy')} error={message(errors.cancellationPolicy, 'cancellationPolicy')} />
      <div className={styles.fields}>
        <TermNumberField
          id="site-deposit"
          label={t('paymentTerms.fields.depositPercent')}
          unit="%"
          hint={t('paymentTerms.hints.depositPercent')}
          error={depositError}
          max={100}
          required
          registration={register('terms.depositPercent', { valueAsNumber: true })}
        />
        <TermNumberField
          id="site-balance"
          label={t('paymentTerms.fields.balanceDueDays')}
          unit={t('paymentTerms.value.daysUnit')}
          hint={t('paymentTerms.hints.balanceDueDays')}
          error={daysError}
          integer
          max={365}
          required
          registration={register('terms.balanceDueDays', { valueAsNumber: true })}
        />
        <TermNumberField
          id="site-damage"
          label={t('paymentTerms.fields.damageDeposit')}
          hint={t('paymentTerms.hints.damageDepositSite')}
          error={damageError}
          registration={register('terms.damageDeposit', { setValueAs: emptyIsNone })}
        />
      </div>
      <p className={form.notice}>
        <Info size={18} aria-hidden="true" />
        <span>{t('paymentTerms.keepTerms')}</span>
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('paymentTerms.saving') : t('paymentTerms.site.save')}
        </Button>
      </div>
    </form>
  );
}

/** Admin: the site's payment terms and cancellation policy, which every villa follows unless it set its own. */
export function SiteTermsForm() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSitePaymentSettings();

  let body;
  if (error && !data) {
    body = <LoadError title={t('paymentTerms.site.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">{t('paymentTerms.loading')}</span>
        <Skeleton height={180} />
        <Skeleton height={72} />
      </div>
    );
  } else {
    body = <SiteTermsFields initial={data} />;
  }

  return (
    <section aria-labelledby="site-terms-title" className={styles.panel}>
      <h2 id="site-terms-title" className={styles.sectionTitle}>
        {t('paymentTerms.site.formTitle')}
      </h2>
      {body}
    </section>
  );
}
