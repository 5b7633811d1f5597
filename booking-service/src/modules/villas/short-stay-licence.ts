import { LONG_STAY_MIN_NIGHTS, LONG_STAY_ONLY_CODE, LONG_STAY_ONLY_MESSAGE, licenceAllowsStay, type ShortStayLicence } from '@islandstay/shared/villas/short-stay-licence';
import { AppError } from '../../lib/app-error.ts';

/**
 * The Thai short-stay rule at the API: a stay under 30 nights at a villa without a hotel licence
 * or non-hotel registration is refused (400, code LONG_STAY_ONLY), naming the check-out the guest
 * would have to move and the villa field that decides it.
 */
export function refuseWithoutLicence(licence: ShortStayLicence | null, nights: number): void {
  if (licenceAllowsStay(licence, nights)) return;
  throw new AppError('MIN_STAY', LONG_STAY_ONLY_CODE, LONG_STAY_ONLY_MESSAGE, {
    params: { minimumNights: LONG_STAY_MIN_NIGHTS },
    details: [
      { path: 'checkOut', message: `stays at this villa must be at least ${LONG_STAY_MIN_NIGHTS} nights`, code: LONG_STAY_ONLY_CODE, params: { minimumNights: LONG_STAY_MIN_NIGHTS } },
      { path: 'villa.shortStayLicence', message: 'this villa has no hotel licence or non-hotel registration', code: LONG_STAY_ONLY_CODE, params: { minimumNights: LONG_STAY_MIN_NIGHTS } },
    ],
    extra: { minimumNights: LONG_STAY_MIN_NIGHTS },
  });
}
