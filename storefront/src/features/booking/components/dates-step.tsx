import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ArrowRight, Eraser } from 'lucide-react';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import type { RateMode } from '@islandstay/shared/pricing/pricing-types';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { Select } from '@islandstay/web-common/components/select/select';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import type { StaySelection } from '../selection.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { RateModeSwitch } from './rate-mode-switch.tsx';
import styles from './booking-flow.module.css';

interface DatesStepProps {
  villa: VillaDto;
  selection: StaySelection;
  guests: number;
  booked: ReadonlySet<IsoDate>;
  today: IsoDate;
  rateMode: RateMode;
  quote: QuoteResponse | undefined;
  quoteLoading: boolean;
  quoteError: boolean;
  availabilityError: boolean;
  /** Why the guest is back here (nights taken meanwhile, minimum stay), already in words. */
  notice: string | null;
  onSelectionChange: (selection: StaySelection) => void;
  onGuestsChange: (guests: number) => void;
  onRateModeChange: (mode: RateMode) => void;
  onRetryAvailability: () => void;
  onContinue: () => void;
}

/** Step 1, Dates & Guests: the calendar, the guest count, the summary and the server's price. */
export const DatesStep = forwardRef<HTMLHeadingElement, DatesStepProps>(function DatesStep(props, headingRef) {
  const { villa, selection, guests, booked, today, rateMode, quote, quoteLoading, quoteError, availabilityError, notice } = props;
  const { t } = useTranslation();
  const id = useId();
  const complete = Boolean(selection.checkIn && selection.checkOut && guests > 0);
  // The "fill in all required fields" hint waits until the guest has picked a day or a guest count:
  // before that the calendar's own prompt says what to do.
  const [touched, setTouched] = useState(false);
  const changeSelection = (next: StaySelection) => {
    setTouched(true);
    props.onSelectionChange(next);
  };
  const changeGuests = (next: number) => {
    setTouched(true);
    props.onGuestsChange(next);
  };
  const current = quote && quote.checkIn === selection.checkIn && quote.checkOut === selection.checkOut ? quote : undefined;
  const canContinue = complete && current !== undefined && current.available;
  const guestOptions = Array.from({ length: Math.max(1, villa.guests) }, (_, i) => ({ value: String(i + 1), label: t('booking.summary.guestCount', { count: i + 1 }) }));

  return (
    <div className={styles.columns}>
      <section className={styles.main} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t('booking.steps.dates')}
        </h2>
        <InlineAlert message={notice} className={styles.alert} icon={AlertTriangle} iconSize={18} />
        <p className={styles.hint}>
          {selection.checkIn && selection.checkOut ? t('booking.calendar.pickAgain') : selection.checkIn ? t('booking.calendar.pickCheckOut') : t('booking.calendar.pickCheckIn')}
        </p>
        <RateModeSwitch value={rateMode} onChange={props.onRateModeChange} />
        <div className={styles.calendarBox}>
          <BookingCalendar
            villaId={villa.id}
            villaCurrency={villa.currency}
            selection={selection}
            booked={booked}
            today={today}
            rateMode={rateMode}
            onChange={changeSelection}
            rules={villa.pricing?.rules}
          />
        </div>
        <InlineAlert message={availabilityError && t('booking.calendar.loadFailed')} className={styles.alert} icon={AlertTriangle} iconSize={18}>
          <Button size="sm" onClick={props.onRetryAvailability}>
            {t('common.retry')}
          </Button>
        </InlineAlert>
        <div className={styles.legendRow}>
          <ul className={styles.legend} aria-label={t('booking.calendar.legend')}>
            <li>
              <span className={`${styles.swatch} ${styles.swatchSelected}`} aria-hidden="true" />
              {t('booking.calendar.selected')}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swatchBooked}`} aria-hidden="true" />
              {t('booking.calendar.booked')}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swatchPast}`} aria-hidden="true" />
              {t('booking.calendar.past')}
            </li>
          </ul>
          <Button size="sm" variant="ghost" disabled={!selection.checkIn} onClick={() => changeSelection({ checkIn: '', checkOut: '' })}>
            <Eraser size={16} aria-hidden="true" />
            {t('booking.calendar.clear')}
          </Button>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-guests`}>
            {t('booking.summary.guests')}
          </label>
          <Select
            id={`${id}-guests`}
            label={t('booking.summary.guests')}
            value={String(guests)}
            options={guestOptions}
            onChange={(value) => changeGuests(Number(value))}
            className={styles.guestSelect}
          />
          <p className={styles.hint}>{t('booking.guestsMax', { count: villa.guests })}</p>
        </div>
      </section>

      <aside className={styles.aside}>
        <BookingSummary villa={villa} selection={selection} guests={guests} quote={quote} quoteLoading={quoteLoading} quoteError={quoteError}>
          {!complete && touched && <p className={styles.hint}>{t('booking.errors.required')}</p>}
          <Button variant="primary" className={styles.wide} disabled={!canContinue} onClick={props.onContinue}>
            {t('booking.continue')}
            <ArrowRight size={18} aria-hidden="true" />
          </Button>
        </BookingSummary>
      </aside>
    </div>
  );
});
