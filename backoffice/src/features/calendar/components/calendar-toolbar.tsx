import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarRange, ChevronLeft, ChevronRight, RefreshCw, Search } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import formStyles from '../../../components/form/form.module.css';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { rangeFor, shiftRange, spanOf, type CalendarParams, type RangeSpan } from '../hooks/calendar-params.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { DevToolsMenu } from './dev-tools-menu.tsx';
import styles from './calendar.module.css';

interface CalendarToolbarProps {
  params: CalendarParams;
  today: string;
  update: (patch: Partial<CalendarParams>, options?: { replace?: boolean }) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Season Pricing Configuration; absent for owners (the admin alone edits season ranges). */
  onOpenSeasons?: () => void;
  /** Development flag only (the session's devTools): Find Booking. */
  onFindBooking?: () => void;
  /** Development flag only, and the admin's: Clear Test Bookings. */
  onClearTestBookings?: () => void;
}

/**
 * Range navigation, span, view toggle, villa search, Refresh Calendar and Season Pricing (docs/product.md#calendar, admin
 * booking calendar), and the development aids in a menu: one row at 1280 px.
 */
export function CalendarToolbar({ params, today, update, onRefresh, refreshing, onOpenSeasons, onFindBooking, onClearTestBookings }: CalendarToolbarProps) {
  const { t, i18n } = useTranslation();
  const span = spanOf(params.from, params.to);
  const [search, setSearch] = useState(params.search);
  const settled = useDebouncedValue(search, 250);

  // The URL changed from elsewhere (Clear search, back button): the box follows it.
  useEffect(() => setSearch(params.search), [params.search]);

  // Only a settled change of the box writes the URL (one history entry, replaced while typing).
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    if (settled !== params.search) update({ search: settled }, { replace: true });
  }, [settled, params.search, update]);

  const rangeLabel =
    span === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${params.from}T00:00:00Z`))
      : t('calendar.toolbar.rangeLabel', { from: formatDate(params.from, i18n.language, { day: 'numeric', month: 'short' }), to: formatDate(params.to, i18n.language) });
  const unit = span === 'month' ? 'Month' : 'Range';

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('calendar.toolbar.label')}>
      <div className={styles.toolbarGroup}>
        <Button size="sm" aria-label={t(`calendar.toolbar.previous${unit}`)} onClick={() => update(shiftRange(params.from, params.to, -1))}>
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <span className={styles.rangeLabel} aria-live="polite">
          {rangeLabel}
        </span>
        <Button size="sm" aria-label={t(`calendar.toolbar.next${unit}`)} onClick={() => update(shiftRange(params.from, params.to, 1))}>
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
        <Button size="sm" onClick={() => update(rangeFor(span === 'custom' ? 'month' : span, today))}>
          {t('calendar.toolbar.today')}
        </Button>
      </div>
      <label className="visually-hidden" htmlFor="calendar-span">
        {t('calendar.toolbar.span')}
      </label>
      <select
        id="calendar-span"
        className={`${formStyles.input} ${styles.spanSelect}`}
        value={span}
        onChange={(event) => update(rangeFor(event.target.value as Exclude<RangeSpan, 'custom'>, params.from))}
      >
        <option value="month">{t('calendar.toolbar.spanMonth')}</option>
        <option value="2w">{t('calendar.toolbar.span2w')}</option>
        <option value="3m">{t('calendar.toolbar.span3m')}</option>
        {span === 'custom' ? (
          <option value="custom" disabled>
            {t('calendar.toolbar.spanCustom')}
          </option>
        ) : null}
      </select>
      <div className={styles.viewToggle} role="group" aria-label={t('calendar.toolbar.view')}>
        <button type="button" aria-pressed={params.view === 'all'} onClick={() => update({ view: 'all' })}>
          {t('calendar.toolbar.allVillas')}
        </button>
        <button type="button" aria-pressed={params.view === 'individual'} onClick={() => update({ view: 'individual' })}>
          {t('calendar.toolbar.individual')}
        </button>
      </div>
      {params.view === 'all' ? (
        <div className={styles.searchBox}>
          <label className="visually-hidden" htmlFor="calendar-search">
            {t('calendar.toolbar.search')}
          </label>
          <div className={styles.searchWrap}>
            <input
              id="calendar-search"
              type="search"
              className={formStyles.input}
              placeholder={t('calendar.toolbar.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Search size={16} aria-hidden="true" className={styles.searchIcon} />
          </div>
        </div>
      ) : null}
      <Button size="sm" onClick={onRefresh} disabled={refreshing} title={t('calendar.toolbar.refresh')}>
        <RefreshCw size={16} aria-hidden="true" />
        {/* On a phone only the icon: the row keeps Season Pricing and the dev tools beside it. */}
        <span className={styles.phoneHidden}>{t('calendar.toolbar.refresh')}</span>
      </Button>
      {onOpenSeasons ? (
        <Button size="sm" onClick={onOpenSeasons}>
          <CalendarRange size={16} aria-hidden="true" />
          {t('calendar.toolbar.seasons')}
        </Button>
      ) : null}
      <DevToolsMenu onFindBooking={onFindBooking} onClearTestBookings={onClearTestBookings} />
    </div>
  );
}
