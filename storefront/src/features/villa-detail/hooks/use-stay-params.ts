import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '@islandstay/web-common/lib/use-search-params-writer';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { parseStay, type Stay } from '../availability.ts';

/**
 * The chosen stay lives in the URL (`checkIn`, `checkOut`, `guests`), so a reload or a shared
 * link keeps it. Date clicks replace the history entry: Back leaves the villa page, it does not
 * step back through every click.
 */
export function useStayParams(maxGuests: number) {
  const [params, setParams] = useSearchParamsWriter();
  const today = todayOnIsland();
  const checkInParam = params.get('checkIn');
  const checkOutParam = params.get('checkOut');
  const guestsParam = params.get('guests');

  const stay = useMemo(() => parseStay(checkInParam, checkOutParam, today), [checkInParam, checkOutParam, today]);
  const guestsNumber = Number(guestsParam);
  const guests = Number.isInteger(guestsNumber) && guestsNumber >= 1 ? Math.min(guestsNumber, Math.max(1, maxGuests)) : 1;

  const update = useCallback(
    (next: { stay?: Stay; guests?: number }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.stay) {
            for (const [key, value] of Object.entries(next.stay)) {
              if (value) out.set(key, value);
              else out.delete(key);
            }
          }
          if (next.guests !== undefined) {
            if (next.guests > 1) out.set('guests', String(next.guests));
            else out.delete('guests');
          }
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setStay = useCallback((next: Stay) => update({ stay: next }), [update]);
  const setGuests = useCallback((next: number) => update({ guests: next }), [update]);
  return { stay, guests, today, setStay, setGuests };
}
