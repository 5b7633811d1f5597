import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, RotateCcw, SearchX } from 'lucide-react';
import { addDays } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import { useMediaQuery } from '@islandstay/web-common/lib/use-media-query';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LoadError } from '../../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { CalendarVilla } from '../api/calendar-range.ts';
import { datesOf, type CalendarParams } from '../hooks/calendar-params.ts';
import { useFirstRenderMeasure } from '../hooks/render-measure.ts';
import type { DayCell } from '../hooks/day-cells.ts';
import { LazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';
import type { BlockTarget } from './block-dialog.tsx';
import type { BookingDraft } from './booking-dialog.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import type { NightSelection } from './selection-dialog.tsx';
import { VillaGrid } from './villa-grid.tsx';
import styles from './calendar.module.css';

// The dialogs a cell opens load when first opened, not with the grid (the form library among them).
const BookingDialog = lazy(() => import('./booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })));
const SelectionDialog = lazy(() => import('./selection-dialog.tsx').then((m) => ({ default: m.SelectionDialog })));
const BlockDialog = lazy(() => import('./block-dialog.tsx').then((m) => ({ default: m.BlockDialog })));

/** Villas whose name or area holds the search text (case-insensitive). */
export function filterVillas(villas: readonly CalendarVilla[], search: string): CalendarVilla[] {
  const text = search.trim().toLocaleLowerCase();
  if (!text) return [...villas];
  return villas.filter((villa) => villa.name.toLocaleLowerCase().includes(text) || villa.areas.some((area) => area.toLocaleLowerCase().includes(text)));
}

interface AllVillasViewProps {
  params: CalendarParams;
  today: string;
  villas: readonly CalendarVilla[] | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  onRetry: () => void;
  onClearSearch: () => void;
  /** The villa's own cell: its calendar sync and pricing. */
  onOpenVilla: (villa: CalendarVilla) => void;
}

/** The All Villas view: its states (loading, error with Retry, empty), the grid and the dialogs a cell opens. */
export function AllVillasView({ params, today, villas, error, isLoading, isValidating, onRetry, onClearSearch, onOpenVilla }: AllVillasViewProps) {
  const { t } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const narrow = useMediaQuery('(max-width: 768px)');
  const dates = useMemo(() => datesOf(params.from, params.to), [params.from, params.to]);
  const shown = useMemo(() => filterVillas(villas ?? [], params.search), [villas, params.search]);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [selection, setSelection] = useState<NightSelection | null>(null);
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  // The grid's first render of a range with that range's own data (not the previous range's, kept while loading).
  const showsGrid = villas !== undefined && !isLoading && shown.length > 0;
  useFirstRenderMeasure(showsGrid ? `${params.from}..${params.to}` : null, { villas: shown.length, days: dates.length });

  function openCell(villa: CalendarVilla, cell: DayCell) {
    if (cell.booking) setDraft({ mode: 'edit', booking: cell.booking });
    else if (cell.block) setBlockTarget({ villa, block: cell.block });
    else setDraft({ mode: 'create', villaId: villa.id, checkIn: cell.date, checkOut: addDays(cell.date, 1) });
  }

  const retry = (
    <Button variant="primary" onClick={onRetry}>
      <RotateCcw size={18} aria-hidden="true" />
      {t('common.retry')}
    </Button>
  );

  let body;
  if (error && !villas) {
    body = <LoadError title={t('calendar.loadError')} error={error} onRetry={onRetry} />;
  } else if (isLoading && !villas) {
    body = (
      <div role="status" className={styles.page}>
        <span className="visually-hidden">{t('calendar.loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={52} />
        ))}
      </div>
    );
  } else if (villas && villas.length === 0) {
    body = <StateMessage icon={Building2} title={t('calendar.empty')} text={t('calendar.emptyText')} />;
  } else if (villas && shown.length === 0) {
    body = (
      <StateMessage
        icon={SearchX}
        title={t('calendar.noMatches')}
        text={t('calendar.noMatchesText', { search: params.search })}
        actions={<Button onClick={onClearSearch}>{t('calendar.clearSearch')}</Button>}
      />
    );
  } else {
    body = (
      <div className={isValidating && !error ? styles.stale : undefined} aria-busy={isValidating}>
        <VillaGrid
          villas={shown}
          dates={dates}
          today={today}
          label={t('calendar.grid.label')}
          formatPrice={formatFrom}
          onOpenCell={openCell}
          onSelectNights={(villa, first, last) => setSelection({ villa, first, last })}
          onOpenVilla={onOpenVilla}
          nameWidth={narrow ? 124 : 200}
        />
      </div>
    );
  }

  return (
    <>
      {error && villas ? (
        <div className={styles.banner} role="alert">
          <span>{t('calendar.reloadError')}</span>
          {retry}
        </div>
      ) : null}
      {body}
      {villas && shown.length > 0 ? (
        <>
          <CalendarLegend />
          <p className={styles.hint}>{t('calendar.grid.hint')}</p>
        </>
      ) : null}
      <LazyDialog open={draft !== null}>
        <BookingDialog draft={draft} villas={villas ?? []} onClose={() => setDraft(null)} />
      </LazyDialog>
      <LazyDialog open={selection !== null}>
        <SelectionDialog
          selection={selection}
          onClose={() => setSelection(null)}
          onCreateBooking={(chosen) => {
            setSelection(null);
            setDraft({ mode: 'create', villaId: chosen.villa.id, checkIn: chosen.first, checkOut: addDays(chosen.last, 1) });
          }}
        />
      </LazyDialog>
      <LazyDialog open={blockTarget !== null}>
        <BlockDialog
          target={blockTarget}
          onClose={() => setBlockTarget(null)}
          onOpenSync={(villa) => {
            setBlockTarget(null);
            onOpenVilla(villa);
          }}
        />
      </LazyDialog>
    </>
  );
}
