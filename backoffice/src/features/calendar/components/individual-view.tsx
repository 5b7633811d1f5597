import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar, dateFnsLocalizer, type EventProps } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS, th } from 'date-fns/locale';
import { BadgeDollarSign, CalendarSync, TriangleAlert } from 'lucide-react';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { BlockDto } from '@islandstay/shared/blocks/block.schemas';
import type { BookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, type IsoDate } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import formStyles from '../../../components/form/form.module.css';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LoadError } from '../../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { CalendarVilla } from '../api/calendar-range.ts';
import { monthOf, type CalendarParams } from '../hooks/calendar-params.ts';
import { BlockDialog, type BlockTarget } from './block-dialog.tsx';
import { BookingDialog, type BookingDraft } from './booking-dialog.tsx';
import styles from './calendar.module.css';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { en: enUS, th } });

/** A calendar date as the local midnight react-big-calendar works in. */
function localDate(date: IsoDate): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function isoOf(date: Date): IsoDate {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

interface MarkerEvent {
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  booking?: BookingDto;
  block?: BlockDto;
}

/** docs/product.md#calendar: at most 2 booking markers a day, then +N. */
const MAX_MARKERS = 2;

interface IndividualViewProps {
  params: CalendarParams;
  today: IsoDate;
  villas: readonly CalendarVilla[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  onChooseVilla: (villaId: string) => void;
  onOpenVilla: (villa: CalendarVilla) => void;
  /** The villa pricing modal (season-type rates). */
  onOpenPricing?: (villa: CalendarVilla) => void;
}

/** The Individual view: one villa's month (react-big-calendar), a price per day, markers per stay. */
export function IndividualView({ params, today, villas, error, isLoading, onRetry, onChooseVilla, onOpenVilla, onOpenPricing }: IndividualViewProps) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  const villa = villas?.find((v) => v.id === params.villa) ?? villas?.[0];
  const month = monthOf(params.from);

  const events = useMemo<MarkerEvent[]>(() => {
    if (!villa) return [];
    return [
      ...villa.bookings.map((booking) => ({
        title: booking.customerInfo.name.split(/\s+/)[0] ?? booking.customerInfo.name,
        start: localDate(booking.checkIn),
        end: localDate(booking.checkOut),
        allDay: true as const,
        booking,
      })),
      ...villa.blocks.map((block) => ({
        title: t(`calendar.blockKind.${block.kind}`),
        start: localDate(block.startDate),
        end: localDate(block.endDate),
        allDay: true as const,
        block,
      })),
    ];
  }, [villa, t]);

  if (error && !villas) return <LoadError title={t('calendar.loadError')} error={error} onRetry={onRetry} />;
  if (isLoading && !villas) return <Skeleton height={480} />;
  if (!villa) return <StateMessage icon={TriangleAlert} title={t('calendar.empty')} text={t('calendar.emptyText')} />;

  const tonight = villa.prices[today];
  const DateHeader = ({ date, label }: { date: Date; label: string }) => {
    const price = villa.prices[isoOf(date)];
    return (
      <span className={styles.monthDay}>
        <span>{label}</span>
        {price !== undefined ? <small>{formatFrom(price, villa.currency)}</small> : null}
      </span>
    );
  };
  const Marker = ({ event }: EventProps<MarkerEvent>) => <span className={event.block ? styles.markerBlock : styles.marker}>{event.title}</span>;

  return (
    <div className={styles.page}>
      <div className={styles.individualHead}>
        <div>
          <label htmlFor="calendar-villa" className={formStyles.label}>
            {t('calendar.individual.villa')}
          </label>
          <select id="calendar-villa" className={formStyles.input} value={villa.id} onChange={(event) => onChooseVilla(event.target.value)}>
            {villas?.map((v) => (
              <option key={v.id} value={v.id}>
                {v.areas.length ? `${v.name} - ${v.areas.join(', ')}` : v.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.priceHead}>
          {tonight !== undefined ? <strong>{t('calendar.individual.tonight', { price: formatFrom(tonight, villa.currency) })}</strong> : null}
          {tonight !== undefined && tonight !== villa.basePrice ? (
            <span className={styles.hint}>{t('calendar.individual.baseNote', { price: formatFrom(villa.basePrice, villa.currency) })}</span>
          ) : null}
        </div>
        <Button size="sm" onClick={() => onOpenVilla(villa)}>
          <CalendarSync size={16} aria-hidden="true" />
          {t('calendar.individual.sync')}
        </Button>
        {onOpenPricing ? (
          <Button size="sm" onClick={() => onOpenPricing(villa)}>
            <BadgeDollarSign size={16} aria-hidden="true" />
            {t('calendar.individual.pricing')}
          </Button>
        ) : null}
      </div>
      <div className={`${styles.monthGrid} ${villa.isActive ? '' : styles.inactiveMonth}`}>
        <Calendar<MarkerEvent>
          localizer={localizer}
          culture={i18n.language === 'th' ? 'th' : 'en'}
          events={events}
          views={['month']}
          view="month"
          toolbar={false}
          date={localDate(month.first)}
          onNavigate={() => undefined}
          onView={() => undefined}
          selectable={villa.isActive}
          popup
          messages={{ showMore: (count: number) => t('calendar.individual.more', { count }) }}
          components={{ month: { dateHeader: DateHeader }, event: Marker }}
          dayPropGetter={(date) => ({ className: isoOf(date) < today ? styles.pastDay : isoOf(date) === today ? styles.todayDay : undefined })}
          onSelectSlot={(slot) => {
            if (!villa.isActive) return;
            const first = isoOf(slot.start as Date);
            const lastNight = addDays(isoOf(slot.end as Date), -1);
            setDraft({ mode: 'create', villaId: villa.id, checkIn: first, checkOut: addDays(lastNight < first ? first : lastNight, 1) });
          }}
          onSelectEvent={(event) => {
            if (event.booking) setDraft({ mode: 'edit', booking: event.booking });
            else if (event.block) setBlockTarget({ villa, block: event.block });
          }}
          style={{ minHeight: 560 }}
        />
      </div>
      <p className={styles.hint}>{t('calendar.individual.hint', { count: MAX_MARKERS })}</p>
      <BookingDialog draft={draft} villas={villas ?? []} onClose={() => setDraft(null)} />
      <BlockDialog
        target={blockTarget}
        onClose={() => setBlockTarget(null)}
        onOpenSync={(v) => {
          setBlockTarget(null);
          onOpenVilla(v);
        }}
      />
    </div>
  );
}
