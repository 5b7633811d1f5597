import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import { sitePaymentSettingsSchema, type CancellationPolicyName } from '@islandstay/shared/payments/payment-plan.schemas';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { LoadError } from '../../../components/state-message/load-error.tsx';
import { useSitePaymentSettings } from '../api/site-payment-settings.ts';
import { updateSitePaymentSettings } from '../api/update-site-payment-settings.ts';
import { emptyIsNone } from '../hooks/term-values.ts';
import { PolicyChoice } from './policy-choice.tsx';
import { TermNumberField } from './term-number-field.tsx';
import { TermsForm } from './terms-form.tsx';
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
  const state = useSchemaForm<SiteTermsValues, PaymentSettings>(sitePaymentSettingsSchema, { defaultValues: valuesOf(initial) });
  const { register, errors } = state;

  const message = (error: Parameters<typeof fieldMessageFor>[0], field: string) => fieldMessageFor(error, t, { scope: 'paymentTerms', field });
  const depositError = message(errors.terms?.depositPercent, 'depositPercent');
  const daysError = message(errors.terms?.balanceDueDays, 'balanceDueDays');
  const damageError = message(errors.terms?.damageDeposit, 'damageDeposit');

  return (
    <TermsForm scope="site" labelledBy="site-terms-title" state={state} isField={isField} save={async (values) => valuesOf(await updateSitePaymentSettings(values, mutate))}>
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
    </TermsForm>
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
