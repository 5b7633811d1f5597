import type { CancellationPolicyName } from '@islandstay/shared/payments/payment-plan.schemas';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The four terms a villa may set apart from the site's, in the order the pages show them. */
export const TERM_FIELDS = ['cancellationPolicy', 'depositPercent', 'balanceDueDays', 'damageDeposit'] as const;
export type TermField = (typeof TERM_FIELDS)[number];

export interface TermValues {
  cancellationPolicy: CancellationPolicyName;
  depositPercent: number;
  balanceDueDays: number;
  damageDeposit?: number;
}

/**
 * A term's value in words, as the follow-the-site choice and the summary show it. `money` formats
 * a damage deposit (in the villa's currency where it is known); none or 0 reads "None".
 */
export function termValueText<F extends TermField>(field: F, value: TermValues[F], t: Translate, money: (amount: number) => string): string {
  switch (field) {
    case 'cancellationPolicy':
      return t(`paymentTerms.policy.name.${value as CancellationPolicyName}`);
    case 'depositPercent':
      return t('paymentTerms.value.percent', { value });
    case 'balanceDueDays':
      return t('paymentTerms.value.days', { count: value as number });
    default:
      return value ? money(value as number) : t('paymentTerms.value.none');
  }
}

/** A number box's text as a term's value: an empty box is no value (a damage deposit of none). */
export function emptyIsNone(value: unknown): number | undefined {
  return value === '' || value === null || value === undefined ? undefined : Number(value);
}
