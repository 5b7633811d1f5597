import { z } from 'zod';

/**
 * How a villa's guests pay and what a cancellation returns (docs/product.md#static-pages-and-the-contact-form,
 * the Terms): the site's terms are the defaults the admin edits, and a villa's owner may override
 * each of them for the villa.
 */
export const CANCELLATION_POLICY_NAMES = ['flexible', 'standard', 'strict'] as const;
export const cancellationPolicyNameSchema = z.enum(CANCELLATION_POLICY_NAMES);
export type CancellationPolicyName = z.infer<typeof cancellationPolicyNameSchema>;

/** The Terms' own schedule. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicyName = 'standard';

/** Percentages and amounts as the pricing schemas take them: JSON numbers, read exactly by decimal.js. */
const percent = z.number({ error: 'must be a number' }).min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100');
const days = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be between 0 and 365').max(365, 'must be between 0 and 365');
/** In the villa's currency; held apart from the stay's total and given back after check-out. */
const damageDeposit = z.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(10_000_000);

export const paymentTermsSchema = z.object({
  /** The share of the total paid at booking. */
  depositPercent: percent,
  /** The balance falls due this many days before check-in; a booking made on or after that day pays in full. */
  balanceDueDays: days,
  /** Absent or 0: the villa asks for none. */
  damageDeposit: damageDeposit.optional(),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** A 50% deposit books the stay; the rest is due 30 days before check-in (the Terms). */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { depositPercent: 50, balanceDueDays: 30 };

/** What a villa's owner sets for the villa: any field left out keeps the site's terms. */
export const villaPaymentTermsSchema = paymentTermsSchema.partial().extend({ cancellationPolicy: cancellationPolicyNameSchema.optional() });
export type VillaPaymentTerms = z.infer<typeof villaPaymentTermsSchema>;

/** The site's terms and policy as the admin sets them (docs/product.md#payments). */
export const sitePaymentSettingsSchema = z.strictObject({ terms: paymentTermsSchema.strict(), cancellationPolicy: cancellationPolicyNameSchema });

/** A villa's own terms as its owner sets them: a field sent as null goes back to the site's. */
export const villaPaymentTermsUpdateSchema = z.strictObject({
  cancellationPolicy: cancellationPolicyNameSchema.nullable().optional(),
  depositPercent: percent.nullable().optional(),
  balanceDueDays: days.nullable().optional(),
  damageDeposit: damageDeposit.nullable().optional(),
});
export type VillaPaymentTermsUpdate = z.infer<typeof villaPaymentTermsUpdateSchema>;

/** A villa's terms: what its owner set, the site's, and what its bookings are made under now. */
export const villaPaymentTermsResponseSchema = z.object({
  villaId: z.string(),
  villa: villaPaymentTermsSchema,
  site: sitePaymentSettingsSchema,
  effective: sitePaymentSettingsSchema,
});
