import { z } from 'zod';

/**
 * Thailand's short-stay rule: renting a home for less than 30 nights needs a hotel licence or a
 * non-hotel registration. A villa records which it holds; `none` means it may only take stays of
 * 30 nights or more. A villa whose status is not recorded yet (null, villas from before the
 * field) is not restricted until an owner or admin records it.
 */
export const SHORT_STAY_LICENCES = ['hotel_licence', 'non_hotel_registration', 'none'] as const;
export type ShortStayLicence = (typeof SHORT_STAY_LICENCES)[number];
export const shortStayLicenceSchema = z.enum(SHORT_STAY_LICENCES, {
  error: 'shortStayLicence must be one of hotel_licence, non_hotel_registration, none',
});

/** The shortest stay a villa without a short-stay licence may take. */
export const LONG_STAY_MIN_NIGHTS = 30;

/** The error code (shared/src/http/error-codes.ts) of a stay this rule refuses. */
export const LONG_STAY_ONLY_CODE = 'stay.longStayOnly' as const;
export const LONG_STAY_ONLY_MESSAGE = `This villa has no short-stay licence (hotel licence or non-hotel registration), so it takes stays of ${LONG_STAY_MIN_NIGHTS} nights or more only`;

/** True when the villa may only take stays of LONG_STAY_MIN_NIGHTS or more. */
export function longStaysOnly(licence: ShortStayLicence | null | undefined): boolean {
  return licence === 'none';
}

/** Whether a stay of `nights` is allowed by the villa's licence status. */
export function licenceAllowsStay(licence: ShortStayLicence | null | undefined, nights: number): boolean {
  return !longStaysOnly(licence) || nights >= LONG_STAY_MIN_NIGHTS;
}
