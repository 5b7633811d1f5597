import type { ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CANCELLATION_POLICY_NAMES, type VillaPaymentTermsUpdate } from '@islandstay/shared/payments/payment-plan.schemas';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import form from '../../../components/form/form.module.css';
import { updateVillaPaymentTerms, type VillaPaymentTermsResponse } from '../api/update-villa-payment-terms.ts';
import { policyDescription } from '../hooks/policy-description.ts';
import { emptyIsNone, termValueText, type TermField, type TermValues } from '../hooks/term-values.ts';
import { isTermField, villaTermsFormSchema, villaTermsValues, type VillaTermsValues } from '../hooks/villa-terms-form.ts';
import { TermNumberField } from './term-number-field.tsx';
import { TermsForm } from './terms-form.tsx';
import styles from './payment-terms.module.css';

interface TermChoiceProps {
  field: TermField;
  /** The site's value in words, on the "follow the site's" choice. */
  siteText: string;
  registration: UseFormRegisterReturn;
  isOwn: boolean;
  /** The villa's own value's control, shown while the villa's own is chosen. */
  children: ReactNode;
}

/** One term: follow the site's (its value shown) or the villa's own, with the own value's box under it. */
function TermChoice({ field, siteText, registration, isOwn, children }: TermChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(`paymentTerms.fields.${field}`)}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" value="site" {...registration} />
          <span>{t('paymentTerms.villa.followSite', { value: siteText })}</span>
        </label>
        <label className={styles.choice}>
          <input type="radio" value="own" {...registration} />
          <span>{t('paymentTerms.villa.own')}</span>
        </label>
      </div>
      {isOwn && children}
    </fieldset>
  );
}

interface VillaTermsFormProps {
  villaId: string;
  terms: VillaPaymentTermsResponse;
  /** A damage deposit in the villa's currency. */
  money: (amount: number) => string;
}

/**
 * A villa's terms: each follows the site's or is the villa's own. Saving sends every term, a term
 * following the site's as null (the server then takes the site's again).
 */
export function VillaTermsForm({ villaId, terms, money }: VillaTermsFormProps) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const state = useSchemaForm<VillaTermsValues, VillaPaymentTermsUpdate>(villaTermsFormSchema, { defaultValues: villaTermsValues(terms) });
  const { register, control, errors } = state;
  const mode = useWatch({ control, name: 'mode' });
  const ownPolicy = useWatch({ control, name: 'cancellationPolicy' });
  const site: TermValues = { ...terms.site.terms, cancellationPolicy: terms.site.cancellationPolicy };
  const siteText = (field: TermField) => termValueText(field, site[field], t, money);

  const message = (field: TermField) => fieldMessageFor(errors[field], t, { scope: 'paymentTerms', field });
  const policyError = message('cancellationPolicy');

  return (
    <TermsForm
      scope="villa"
      labelledBy="villa-terms-title"
      state={state}
      isField={isTermField}
      save={async (body: VillaPaymentTermsUpdate) => villaTermsValues(await updateVillaPaymentTerms(villaId, body, mutate))}
    >
      <TermChoice field="cancellationPolicy" siteText={siteText('cancellationPolicy')} registration={register('mode.cancellationPolicy')} isOwn={mode.cancellationPolicy === 'own'}>
        <FormField id="villa-policy" label={t('paymentTerms.villa.ownLabel.cancellationPolicy')} error={policyError} hint={policyDescription(ownPolicy, t, i18n.language)}>
          <NativeSelect
            className={form.input}
            options={CANCELLATION_POLICY_NAMES.map((policy) => ({ value: policy, label: t(`paymentTerms.policy.name.${policy}`) }))}
            {...fieldA11y('villa-policy', policyError, 'villa-policy-hint')}
            {...register('cancellationPolicy')}
          />
        </FormField>
      </TermChoice>
      <TermChoice field="depositPercent" siteText={siteText('depositPercent')} registration={register('mode.depositPercent')} isOwn={mode.depositPercent === 'own'}>
        <TermNumberField
          id="villa-deposit"
          label={t('paymentTerms.villa.ownLabel.depositPercent')}
          unit="%"
          error={message('depositPercent')}
          max={100}
          required
          registration={register('depositPercent', { valueAsNumber: true })}
        />
      </TermChoice>
      <TermChoice field="balanceDueDays" siteText={siteText('balanceDueDays')} registration={register('mode.balanceDueDays')} isOwn={mode.balanceDueDays === 'own'}>
        <TermNumberField
          id="villa-balance"
          label={t('paymentTerms.villa.ownLabel.balanceDueDays')}
          unit={t('paymentTerms.value.daysUnit')}
          hint={t('paymentTerms.hints.balanceDueDays')}
          error={message('balanceDueDays')}
          integer
          max={365}
          required
          registration={register('balanceDueDays', { valueAsNumber: true })}
        />
      </TermChoice>
      <TermChoice field="damageDeposit" siteText={siteText('damageDeposit')} registration={register('mode.damageDeposit')} isOwn={mode.damageDeposit === 'own'}>
        <TermNumberField
          id="villa-damage"
          label={t('paymentTerms.villa.ownLabel.damageDeposit')}
          hint={t('paymentTerms.hints.damageDepositVilla')}
          error={message('damageDeposit')}
          registration={register('damageDeposit', { setValueAs: emptyIsNone })}
        />
      </TermChoice>
    </TermsForm>
  );
}
