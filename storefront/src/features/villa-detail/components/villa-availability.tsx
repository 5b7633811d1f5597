import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import type { PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { isoToLocalDate } from '@islandstay/web-common/lib/dates';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { useMediaQuery } from '@islandstay/web-common/lib/use-media-query';
import { useMonthPrices } from '../../../lib/api/month-prices.ts';
import { useOccupiedRanges } from '../../../lib/api/occupied-dates.ts';
import { occupiedNights, type Stay } from '../availability.ts';
import { compactPrice } from '../compact-price.ts';
import { AvailabilityCalendarPlaceholder } from './availability-calendar-placeholder.tsx';

// The date picker and the calendar's code load once the page has loaded and been idle after the
// villa rendered (the main photo is its largest paint): fetched and run earlier, they compete with
// that paint on a slow phone. The data reads below start at once.
const AvailabilityCalendar = lazy(() => import('./availability-calendar.tsx').then((m) => ({ default: m.AvailabilityCalendar })));

const TWO_MONTHS = '(min-width: 769px)';

interface VillaAvailabilityProps {
  villaId: string;
  villaCurrency: string;
  stay: Stay;
  today: IsoDate;
  onChange: (stay: Stay) => void;
  /** The villa's stay rules (its public pricing); absent: none. */
  rules?: PricingRules;
}

/** The calendar with its data: occupied nights, and nightly prices for the months on screen. */
export function VillaAvailability({ villaId, villaCurrency, stay, today, onChange, rules }: VillaAvailabilityProps) {
  const { t } = useTranslation();
  const { currency, currencies } = useCurrency();
  const idle = useIdle();
  const twoMonths = useMediaQuery(TWO_MONTHS);
  const numberOfMonths = twoMonths ? 2 : 1;
  const [month, setMonth] = useState(() => {
    const start = isoToLocalDate(stay.checkIn || today);
    return new Date(start.getFullYear(), start.getMonth(), 1);
  });

  const availability = useOccupiedRanges(villaId);
  const occupied = useMemo(() => occupiedNights(availability.data ?? []), [availability.data]);
  const stayRules = useMemo(() => ({ rules, ranges: availability.data ?? [] }), [rules, availability.data]);

  const months = useMemo(
    () =>
      Array.from({ length: numberOfMonths }, (_, i) => {
        const d = new Date(month.getFullYear(), month.getMonth() + i, 1);
        return { year: d.getFullYear(), month: d.getMonth() + 1 };
      }),
    [month, numberOfMonths],
  );
  // The months on screen (one or two), each its own read; their prices merged.
  const firstPrices = useMonthPrices(villaId, months[0] ?? null);
  const secondPrices = useMonthPrices(villaId, months[1] ?? null);
  const prices = useMemo(() => ({ ...firstPrices, ...secondPrices }), [firstPrices, secondPrices]);
  const priceOf = useCallback(
    (day: IsoDate) => {
      const amount = prices[day];
      return amount === undefined ? undefined : compactPrice(amount, villaCurrency, currency, currencies);
    },
    [prices, villaCurrency, currency, currencies],
  );

  const status = availability.data ? 'ready' : availability.error ? 'error' : 'loading';
  return (
    <section id="availability" aria-labelledby="availability-title" tabIndex={-1}>
      <h2 id="availability-title">{t('villa.calendar.title')}</h2>
      <p>{t('villa.calendar.subtitle')}</p>
      {idle ? (
        <Suspense fallback={<AvailabilityCalendarPlaceholder />}>
          <AvailabilityCalendar
            status={status}
            onRetry={() => void availability.mutate()}
            occupied={occupied}
            priceOf={priceOf}
            stay={stay}
            onChange={onChange}
            today={today}
            month={month}
            onMonthChange={setMonth}
            numberOfMonths={numberOfMonths}
            stayRules={stayRules}
          />
        </Suspense>
      ) : (
        <AvailabilityCalendarPlaceholder />
      )}
    </section>
  );
}
