import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../../lib/i18n.ts';
import { datesOf } from '../hooks/calendar-params.ts';
import { booking, villa } from '../test/fixtures.ts';
import { VillaGrid } from './villa-grid.tsx';

// jsdom lays nothing out: the grid's scroll box gets a size so the virtualiser renders cells.
const sizes = { clientWidth: 1000, clientHeight: 600, offsetWidth: 76, offsetHeight: 60 };
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(async () => {
  await initI18n('en');
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const DATES = datesOf('2026-11-01', '2026-11-07');
const VILLAS = [
  villa('villa-a', 'Baan Talay', { bookings: [booking('2026-11-03', '2026-11-05', 'Somchai Jaidee')], prices: { '2026-11-01': 120 } }),
  villa('villa-b', 'Coconut House'),
  villa('villa-c', 'Old Mill', { isActive: false }),
];

function renderGrid() {
  const onOpenCell = vi.fn();
  const onSelectNights = vi.fn();
  const onOpenVilla = vi.fn();
  render(
    <VillaGrid
      villas={VILLAS}
      dates={DATES}
      today="2026-11-01"
      label="Bookings of every villa by day"
      formatPrice={(amount) => `$${amount}`}
      onOpenCell={onOpenCell}
      onSelectNights={onSelectNights}
      onOpenVilla={onOpenVilla}
    />,
  );
  return { onOpenCell, onSelectNights, onOpenVilla };
}

const focusedLabel = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? '';

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('VillaGrid keyboard', { timeout: 30_000 }, () => {
  it('when the grid is tabbed into, then one cell (today, first villa) is the only tab stop', async () => {
    renderGrid();
    const user = userEvent.setup();
    await user.tab();
    expect(focusedLabel()).toMatch(/^Sunday, November 1, 2026, Available, \$120, today/);
    expect(screen.getByRole('grid', { name: 'Bookings of every villa by day' }).querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('when arrow keys are pressed, then the focus moves day by day and villa by villa, and Left from the first day reaches the villa', async () => {
    const { onOpenCell, onOpenVilla } = renderGrid();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedLabel()).toMatch(/^Tuesday, November 3, 2026, Check-in, Somchai Jaidee \(IS-TEST\d+\)/);
    await user.keyboard('{ArrowDown}');
    expect(focusedLabel()).toMatch(/^Tuesday, November 3, 2026, Available/);
    await user.keyboard('{Enter}');
    expect(onOpenCell).toHaveBeenCalledWith(expect.objectContaining({ id: 'villa-b' }), expect.objectContaining({ date: '2026-11-03', state: 'available' }));
    await user.keyboard('{End}');
    expect(focusedLabel()).toMatch(/^Saturday, November 7, 2026/);
    await user.keyboard('{Home}{ArrowLeft}');
    expect(focusedLabel()).toBe('Coconut House, Active: calendar sync and pricing');
    await user.keyboard('{Enter}');
    expect(onOpenVilla).toHaveBeenCalledWith(expect.objectContaining({ id: 'villa-b' }));
  });

  it('when an inactive villa day is opened, then nothing opens', async () => {
    const { onOpenCell } = renderGrid();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedLabel()).toMatch(/villa inactive$/);
    await user.keyboard('{Enter}');
    expect(onOpenCell).not.toHaveBeenCalled();
  });

  it('when Shift+Right selects three days and Enter is pressed, then those nights are offered for a booking or a block', async () => {
    const { onSelectNights, onOpenCell } = renderGrid();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getAllByRole('gridcell', { selected: true })).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(onSelectNights).toHaveBeenCalledWith(expect.objectContaining({ id: 'villa-b' }), '2026-11-01', '2026-11-03');
    expect(onOpenCell).not.toHaveBeenCalled();
  });

  it('when the mouse drags across two days of a row, then those nights are offered; a plain click opens the day', () => {
    const { onSelectNights, onOpenCell } = renderGrid();
    const cell = (date: RegExp) => screen.getAllByRole('gridcell', { name: date })[1] as HTMLElement; // Coconut House's row
    fireEvent.pointerDown(cell(/^Monday, November 2/), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell(/^Tuesday, November 3/), { pointerType: 'mouse' });
    fireEvent.pointerUp(window, { pointerType: 'mouse' });
    fireEvent.click(cell(/^Tuesday, November 3/));
    expect(onSelectNights).toHaveBeenCalledWith(expect.objectContaining({ id: 'villa-b' }), '2026-11-02', '2026-11-03');
    expect(onOpenCell).not.toHaveBeenCalled();

    fireEvent.click(cell(/^Thursday, November 5/));
    expect(onOpenCell).toHaveBeenCalledWith(expect.objectContaining({ id: 'villa-b' }), expect.objectContaining({ date: '2026-11-05' }));
  });
});
