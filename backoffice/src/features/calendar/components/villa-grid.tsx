import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { CalendarSync, Download, Lock, Settings2 } from 'lucide-react';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import type { CalendarVilla } from '../api/calendar-range.ts';
import { deriveDayCells, type DayCell } from '../hooks/day-cells.ts';
import { nextPosition, selectionSpan, type GridPosition } from '../hooks/grid-navigation.ts';
import styles from './calendar.module.css';

export const ROW_HEIGHT = 60;
export const COLUMN_WIDTH = 76;
export const HEADER_HEIGHT = 48;

interface Selection {
  row: number;
  anchor: number;
  focus: number;
}

export interface VillaGridProps {
  villas: readonly CalendarVilla[];
  dates: readonly IsoDate[];
  today: IsoDate;
  /** Accessible name of the grid. */
  label: string;
  formatPrice: (amount: number, currency: string) => string;
  onOpenCell: (villa: CalendarVilla, cell: DayCell) => void;
  /** Several nights chosen (drag or Shift+arrows): first and last night. */
  onSelectNights: (villa: CalendarVilla, first: IsoDate, last: IsoDate) => void;
  onOpenVilla: (villa: CalendarVilla) => void;
  /** Width of the sticky villa column (narrower on phones). */
  nameWidth?: number;
}

/** Keeps the focused row or column rendered when it scrolls out of view, so the grid keeps its tab stop. */
function keepIndex(index: number) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (index >= 0 && index < range.count && !indexes.includes(index)) indexes.push(index);
    return indexes.sort((a, b) => a - b);
  };
}

/**
 * The All Villas view: one row per villa, one column per day, both virtualised, with the villa
 * names and the day headers sticky. A WAI-ARIA grid with a roving tab stop: arrows move, Enter
 * opens, Shift+Left/Right (or a mouse drag) selects several nights of one villa.
 */
export function VillaGrid({ villas, dates, today, label, formatPrice, onOpenCell, onSelectNights, onOpenVilla, nameWidth = 200 }: VillaGridProps) {
  const { t, i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: Math.max(0, dates.indexOf(today)) });
  const [selection, setSelection] = useState<Selection | null>(null);
  const focusAfterRender = useRef(false);
  const dragging = useRef<Selection | null>(null);
  const swallowClick = useRef(false);

  const rows = useMemo(() => villas.map((villa) => deriveDayCells(villa, dates, today)), [villas, dates, today]);

  // The position survives a range or filter change only while it still fits.
  const row = Math.min(active.row, Math.max(0, villas.length - 1));
  const col = Math.min(active.col, dates.length - 1);

  const rowVirtualizer = useVirtualizer({
    count: villas.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    overscan: 4,
    rangeExtractor: useMemo(() => keepIndex(row), [row]),
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: dates.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    paddingStart: nameWidth,
    scrollPaddingStart: nameWidth,
    // The grid opens on today (with the day before at the left) when the range holds it.
    initialOffset: () => Math.max(0, dates.indexOf(today) - 1) * COLUMN_WIDTH,
    overscan: 3,
    rangeExtractor: useMemo(() => keepIndex(col), [col]),
  });

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${row}:${col}"]`)?.focus({ preventScroll: true });
  }, [row, col]);

  // Another range (next month...) opens on its first day, or on today when it holds today.
  const rangeKey = `${dates[0] ?? ''}:${dates.length}`;
  const shownRange = useRef(rangeKey);
  useEffect(() => {
    if (shownRange.current === rangeKey) return;
    shownRange.current = rangeKey;
    columnVirtualizer.scrollToOffset(Math.max(0, dates.indexOf(today) - 1) * COLUMN_WIDTH);
  }, [rangeKey, dates, today, columnVirtualizer]);

  function moveTo(next: GridPosition) {
    focusAfterRender.current = true;
    setActive(next);
    rowVirtualizer.scrollToIndex(next.row, { align: 'auto' });
    if (next.col >= 0) columnVirtualizer.scrollToIndex(next.col, { align: 'auto' });
    // The effect focuses only after a change; the same cell again is focused here.
    if (next.row === row && next.col === col) scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${row}:${col}"]`)?.focus({ preventScroll: true });
  }

  function finishSelection(current: Selection) {
    const villa = villas[current.row];
    const { start, end } = selectionSpan(current.anchor, current.focus);
    const first = dates[start];
    const last = dates[end];
    setSelection(null);
    if (villa && first && last) onSelectNights(villa, first, last);
  }

  function openAt(position: GridPosition) {
    const villa = villas[position.row];
    if (!villa) return;
    if (position.col < 0) {
      onOpenVilla(villa);
      return;
    }
    const cell = rows[position.row]?.[position.col];
    if (cell && villa.isActive) onOpenCell(villa, cell);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Dialogs opened from the grid are portals: their keys bubble through React, not the DOM.
    if (!event.currentTarget.contains(event.target as Node)) return;
    const villa = villas[row];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selection && selection.anchor !== selection.focus) finishSelection(selection);
      else openAt({ row, col });
      return;
    }
    if (event.key === 'Escape') {
      setSelection(null);
      return;
    }
    if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && col >= 0) {
      event.preventDefault();
      if (!villa?.isActive) return;
      const next = nextPosition({ row, col }, event.key, { rows: villas.length, cols: dates.length });
      if (!next || next.col < 0) return;
      const anchor = selection && selection.row === row ? selection.anchor : col;
      setSelection({ row, anchor, focus: next.col });
      moveTo(next);
      return;
    }
    const next = nextPosition({ row, col }, event.key, { rows: villas.length, cols: dates.length }, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setSelection(null);
    moveTo(next);
  }

  useEffect(() => {
    function onPointerUp() {
      const current = dragging.current;
      dragging.current = null;
      if (!current) return;
      if (current.anchor !== current.focus) {
        swallowClick.current = true;
        finishSelection(current);
      } else {
        setSelection(null);
      }
    }
    window.addEventListener('pointerup', onPointerUp);
    return () => window.removeEventListener('pointerup', onPointerUp);
  });

  const onCellPointerDown = (position: GridPosition, event: PointerEvent<HTMLElement>) => {
    // A drag over several cells ends with a click on the row, not a cell: the flag must not outlive it.
    swallowClick.current = false;
    // Touch keeps scrolling the grid; selecting by dragging is for a mouse or pen.
    if (event.pointerType === 'touch' || event.button !== 0 || !villas[position.row]?.isActive) return;
    const start = { row: position.row, anchor: position.col, focus: position.col };
    dragging.current = start;
    setSelection(start);
  };

  const onCellPointerEnter = (position: GridPosition) => {
    const current = dragging.current;
    if (!current || current.row !== position.row || current.focus === position.col) return;
    dragging.current = { ...current, focus: position.col };
    setSelection(dragging.current);
  };

  const onCellClick = (position: GridPosition) => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    setActive(position);
    openAt(position);
  };

  // Cells get one stable set of handlers (reading the latest through a ref), so a scroll re-renders only new cells.
  const latest = useRef({ onCellPointerDown, onCellPointerEnter, onCellClick });
  latest.current = { onCellPointerDown, onCellPointerEnter, onCellClick };
  const handlers = useMemo<CellHandlers>(
    () => ({
      onPointerDown: (position, event) => latest.current.onCellPointerDown(position, event),
      onPointerEnter: (position) => latest.current.onCellPointerEnter(position),
      onClick: (position) => latest.current.onCellClick(position),
    }),
    [],
  );
  const describeCell = useCellDescriber(rows, villas, formatPrice);

  const span = selection ? { row: selection.row, ...selectionSpan(selection.anchor, selection.focus) } : null;
  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }), [i18n.language]);
  const headerFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }), [i18n.language]);
  const marks = useMemo(() => ({ in: t('calendar.mark.in'), out: t('calendar.mark.out') }), [t]);

  return (
    <div
      ref={scrollRef}
      className={styles.gridScroll}
      role="grid"
      aria-label={label}
      aria-rowcount={villas.length + 1}
      aria-colcount={dates.length + 1}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
      style={{ ['--name-width' as string]: `${nameWidth}px` }}
    >
      <div className={styles.gridCanvas} style={{ height: rowVirtualizer.getTotalSize(), width: columnVirtualizer.getTotalSize() }}>
        <div className={styles.headerRow} role="row" aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
          <div className={styles.corner} role="columnheader" aria-colindex={1}>
            {t('calendar.grid.villa')}
          </div>
          {virtualColumns.map((column) => {
            const date = dates[column.index] as IsoDate;
            const weekday = dayFormat.format(new Date(`${date}T00:00:00Z`));
            return (
              <div
                key={column.key}
                role="columnheader"
                aria-colindex={column.index + 2}
                className={[styles.dayHeader, date === today ? styles.todayHeader : '', date < today ? styles.pastHeader : ''].join(' ')}
                style={{ left: column.start, width: column.size }}
              >
                {/* The header's text, for assistive technology, is the whole date ("Wednesday, November 11"). */}
                <span className={styles.weekday} aria-hidden="true">
                  {weekday}
                </span>
                <span className={styles.dayNumber} aria-hidden="true">
                  {Number(date.slice(8, 10))}
                </span>
                <span className="visually-hidden">{headerFormat.format(new Date(`${date}T00:00:00Z`))}</span>
              </div>
            );
          })}
        </div>
        {virtualRows.map((virtualRow) => {
          const villa = villas[virtualRow.index] as CalendarVilla;
          const cells = rows[virtualRow.index] ?? [];
          return (
            <div
              key={villa.id}
              role="row"
              aria-rowindex={virtualRow.index + 2}
              className={[styles.row, villa.isActive ? '' : styles.inactiveRow].join(' ')}
              style={{ top: virtualRow.start, height: virtualRow.size }}
            >
              <div role="rowheader" aria-colindex={1} className={styles.villaCell}>
                <button
                  type="button"
                  className={styles.villaButton}
                  data-pos={`${virtualRow.index}:-1`}
                  tabIndex={row === virtualRow.index && col === -1 ? 0 : -1}
                  onClick={() => {
                    setActive({ row: virtualRow.index, col: -1 });
                    onOpenVilla(villa);
                  }}
                  aria-label={t('calendar.grid.villaLabel', { name: villa.name, status: t(villa.isActive ? 'calendar.grid.active' : 'calendar.grid.inactive') })}
                >
                  {/* The space keeps the visible words apart ("Baan Talay Active"), so the name contains them (WCAG 2.5.3). */}
                  <span className={styles.villaName}>{villa.name}</span>{' '}
                  <span className={styles.villaMeta}>
                    <span className={villa.isActive ? styles.activeTag : styles.inactiveTag}>{t(villa.isActive ? 'calendar.grid.active' : 'calendar.grid.inactive')}</span>
                    <CalendarSync size={14} aria-hidden="true" className={styles.villaIcon} />
                    <Settings2 size={14} aria-hidden="true" className={styles.villaIcon} />
                  </span>
                </button>
              </div>
              {virtualColumns.map((column) => {
                const cell = cells[column.index];
                if (!cell) return null;
                const selected = span !== null && span.row === virtualRow.index && column.index >= span.start && column.index <= span.end;
                const text = describeCell(virtualRow.index, column.index);
                return (
                  <DayCellView
                    key={column.key}
                    cell={cell}
                    rowIndex={virtualRow.index}
                    colIndex={column.index}
                    left={column.start}
                    width={column.size}
                    focusable={row === virtualRow.index && col === column.index}
                    selected={selected}
                    disabled={!villa.isActive}
                    price={text.price}
                    label={text.label}
                    marks={marks}
                    handlers={handlers}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface CellHandlers {
  onPointerDown: (position: GridPosition, event: PointerEvent<HTMLElement>) => void;
  onPointerEnter: (position: GridPosition) => void;
  onClick: (position: GridPosition) => void;
}

interface DayCellViewProps {
  cell: DayCell;
  rowIndex: number;
  colIndex: number;
  left: number;
  width: number;
  focusable: boolean;
  selected: boolean;
  disabled: boolean;
  price: string;
  label: string;
  marks: { in: string; out: string };
  handlers: CellHandlers;
}

const STATE_CLASS: Record<DayCell['state'], string | undefined> = {
  available: undefined,
  'check-in': styles.checkIn,
  'check-out': styles.checkOut,
  'same-day': styles.sameDay,
  booked: styles.booked,
  blocked: styles.blocked,
  imported: styles.imported,
};

/**
 * Each cell's price text and the words a screen reader hears (date, state, who, price), built
 * once per cell and kept while the data and the language stay the same: scrolling only reads them.
 */
function useCellDescriber(rows: readonly DayCell[][], villas: readonly CalendarVilla[], formatPrice: (amount: number, currency: string) => string) {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const cache = new Map<string, { price: string; label: string }>();
    return (row: number, col: number) => {
      const key = `${row}:${col}`;
      const known = cache.get(key);
      if (known) return known;
      const cell = rows[row]?.[col];
      const villa = villas[row];
      if (!cell || !villa) return { price: '', label: '' };
      const price = cell.price === undefined ? '' : formatPrice(cell.price, villa.currency);
      const parts = [dateFormat.format(new Date(`${cell.date}T00:00:00Z`)), t(`calendar.state.${cell.state}`)];
      if (cell.state === 'same-day' && cell.checkingOut && cell.booking) {
        parts.push(t('calendar.cell.turnover', { out: cell.checkingOut.customerInfo.name, in: cell.booking.customerInfo.name }));
      } else if (cell.booking) {
        parts.push(t('calendar.cell.guest', { name: cell.booking.customerInfo.name, reference: cell.booking.bookingReference }));
      } else if (cell.checkingOut) {
        parts.push(t('calendar.cell.leaving', { name: cell.checkingOut.customerInfo.name }));
      }
      if (cell.block && cell.block.kind !== 'import') parts.push(t(`calendar.blockKind.${cell.block.kind}`));
      if (price) parts.push(price);
      if (cell.today) parts.push(t('calendar.cell.today'));
      if (!villa.isActive) parts.push(t('calendar.cell.inactive'));
      const text = { price, label: parts.join(', ') };
      cache.set(key, text);
      return text;
    };
  }, [rows, villas, formatPrice, t, i18n.language]);
}

const DayCellView = memo(function DayCellView({ cell, rowIndex, colIndex, left, width, focusable, selected, disabled, price, label, marks, handlers }: DayCellViewProps) {
  const classes = [styles.cell, STATE_CLASS[cell.state], cell.past ? styles.past : '', cell.today ? styles.today : '', selected ? styles.selected : '', disabled ? styles.disabledCell : '']
    .filter(Boolean)
    .join(' ');
  const position = { row: rowIndex, col: colIndex };
  return (
    <div
      role="gridcell"
      aria-colindex={colIndex + 2}
      aria-label={label}
      aria-selected={selected || undefined}
      aria-disabled={disabled || undefined}
      tabIndex={focusable ? 0 : -1}
      data-pos={`${rowIndex}:${colIndex}`}
      data-state={cell.state}
      className={classes}
      style={{ left, width }}
      onPointerDown={(event) => handlers.onPointerDown(position, event)}
      onPointerEnter={() => handlers.onPointerEnter(position)}
      onClick={() => handlers.onClick(position)}
    >
      <span className={styles.cellPrice} aria-hidden="true">
        {price}
      </span>
      <CellMark cell={cell} outLabel={marks.out} inLabel={marks.in} />
    </div>
  );
});

function CellMark({ cell, outLabel, inLabel }: { cell: DayCell; outLabel: string; inLabel: string }) {
  switch (cell.state) {
    case 'check-in':
      return (
        <span className={styles.mark} aria-hidden="true">
          {inLabel} {cell.initials}
        </span>
      );
    case 'check-out':
      return (
        <span className={styles.mark} aria-hidden="true">
          {outLabel} {cell.outInitials}
        </span>
      );
    case 'same-day':
      return (
        <span className={styles.turnover} aria-hidden="true">
          <span>
            {outLabel} {cell.outInitials}
          </span>
          <span>
            {inLabel} {cell.initials}
          </span>
        </span>
      );
    case 'blocked':
      return (
        <span className={styles.mark} aria-hidden="true">
          <Lock size={12} />
        </span>
      );
    case 'imported':
      return (
        <span className={styles.mark} aria-hidden="true">
          <Download size={12} />
        </span>
      );
    default:
      return null;
  }
}
