import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CANCELLATION_POLICY_NAMES } from '@islandstay/shared/payments/payment-plan.schemas';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import { afterCheckInText, policyDescription } from '../hooks/policy-description.ts';
import styles from './payment-terms.module.css';

interface PolicyChoiceProps {
  id: string;
  /** `register('cancellationPolicy')`: each radio carries it, with its own value. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The cancellation policies as a radio group, each with one line on what cancelling costs when. */
export function PolicyChoice({ id, registration, error }: PolicyChoiceProps) {
  const { t, i18n } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={[`${id}-after`, error ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{t('paymentTerms.fields.cancellationPolicy')}</legend>
      <div className={styles.choices}>
        {CANCELLATION_POLICY_NAMES.map((policy) => (
          <label key={policy} className={styles.choice}>
            <input type="radio" value={policy} aria-labelledby={`${id}-${policy}-name`} aria-describedby={`${id}-${policy}-line`} {...registration} />
            <span className={styles.choiceText}>
              <span id={`${id}-${policy}-name`} className={styles.choiceName}>
                {t(`paymentTerms.policy.name.${policy}`)}
              </span>
              <span id={`${id}-${policy}-line`} className={styles.choiceLine}>
                {policyDescription(policy, t, i18n.language)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-after`} className={styles.muted}>
        {afterCheckInText(t)}
      </p>
      <FieldError id={errorId} message={error} className={form.error} />
    </fieldset>
  );
}
