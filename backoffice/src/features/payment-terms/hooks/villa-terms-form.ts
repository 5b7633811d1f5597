import { z } from 'zod';
import { villaPaymentTermsUpdateSchema, type CancellationPolicyName } from '@islandstay/shared/payments/payment-plan.schemas';
import type { VillaPaymentTermsResponse } from '../api/update-villa-payment-terms.ts';
import { TERM_FIELDS, type TermField } from './term-values.ts';

type TermMode = 'site' | 'own';

/**
 * The villa form: for each term whether it follows the site's or is the villa's own, and the own
 * value (kept while the term follows the site, so switching back and forth loses nothing). The
 * value fields carry the update body's names, so the shared schema's and the server's errors land
 * on them as they are.
 */
export interface VillaTermsValues {
  mode: Record<TermField, TermMode>;
  cancellationPolicy: CancellationPolicyName;
  depositPercent: number;
  balanceDueDays: number;
  /** Empty box: undefined, which as the villa's own means no damage deposit (0). */
  damageDeposit: number | undefined;
}

const modeSchema = z.enum(['site', 'own']);

/** The form's values to the update body (a term following the site is sent as null), checked by the shared schema. */
export const villaTermsFormSchema = z
  .object({
    mode: z.object({ cancellationPolicy: modeSchema, depositPercent: modeSchema, balanceDueDays: modeSchema, damageDeposit: modeSchema }),
    cancellationPolicy: z.unknown(),
    depositPercent: z.unknown(),
    balanceDueDays: z.unknown(),
    damageDeposit: z.unknown(),
  })
  // The values are checked by the shared schema right after: the cast only hands them over.
  .transform(
    ({ mode, ...values }) =>
      ({
        cancellationPolicy: mode.cancellationPolicy === 'own' ? values.cancellationPolicy : null,
        depositPercent: mode.depositPercent === 'own' ? values.depositPercent : null,
        balanceDueDays: mode.balanceDueDays === 'own' ? values.balanceDueDays : null,
        damageDeposit: mode.damageDeposit === 'own' ? (values.damageDeposit ?? 0) : null,
      }) as z.input<typeof villaPaymentTermsUpdateSchema>,
  )
  .pipe(villaPaymentTermsUpdateSchema);

export function isTermField(path: string): path is TermField {
  return (TERM_FIELDS as readonly string[]).includes(path);
}

/** The form as the server's answer sets it: the villa's own terms as own, the rest following the site, with the site's value to start from. */
export function villaTermsValues({ villa, site }: Pick<VillaPaymentTermsResponse, 'villa' | 'site'>): VillaTermsValues {
  const mode = Object.fromEntries(TERM_FIELDS.map((field) => [field, villa[field] === undefined ? 'site' : 'own'])) as Record<TermField, TermMode>;
  return {
    mode,
    cancellationPolicy: villa.cancellationPolicy ?? site.cancellationPolicy,
    depositPercent: villa.depositPercent ?? site.terms.depositPercent,
    balanceDueDays: villa.balanceDueDays ?? site.terms.balanceDueDays,
    damageDeposit: villa.damageDeposit ?? site.terms.damageDeposit,
  };
}
