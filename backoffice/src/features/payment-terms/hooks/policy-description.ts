import { AFTER_CHECK_IN, CANCELLATION_POLICIES, type CancellationTier } from '@islandstay/shared/payments/cancellation-policy';
import type { CancellationPolicyName } from '@islandstay/shared/payments/payment-plan.schemas';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DAY_HOURS = 24;
/** Below this a notice reads in hours, as the booking card's "48 hours" does; whole days from it on. */
const DAYS_FROM_HOURS = 3 * DAY_HOURS;

/** A tier's notice in words: "with more than 30 days' notice", "with 7 days' notice or more", "later". */
function noticeText(tier: CancellationTier, t: Translate): string {
  if (tier.minNoticeHours === 0) return t('paymentTerms.policy.notice.later');
  const inDays = tier.minNoticeHours >= DAYS_FROM_HOURS && tier.minNoticeHours % DAY_HOURS === 0;
  const count = inDays ? tier.minNoticeHours / DAY_HOURS : tier.minNoticeHours;
  const bound = tier.inclusive ? 'atLeast' : 'moreThan';
  return t(`paymentTerms.policy.notice.${bound}${inDays ? 'Days' : 'Hours'}`, { count });
}

/**
 * One line on what cancelling costs under a policy, read from the shared tiers (the numbers are
 * written once, in shared/src/payments/cancellation-policy.ts): each tier's share of the total
 * kept (100 - refundPercent) and the notice it needs.
 */
export function policyDescription(policy: CancellationPolicyName, t: Translate, language: string): string {
  const tiers = CANCELLATION_POLICIES[policy].map((tier) => t('paymentTerms.policy.tier', { percent: 100 - tier.refundPercent, when: noticeText(tier, t) }));
  return t('paymentTerms.policy.line', { tiers: new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(tiers) });
}

/** What cancelling after check-in costs, the same under every policy. */
export function afterCheckInText(t: Translate): string {
  return t('paymentTerms.policy.afterCheckIn', { percent: 100 - AFTER_CHECK_IN.refundPercent });
}
