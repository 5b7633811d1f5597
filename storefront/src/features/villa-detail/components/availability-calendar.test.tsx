import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { occupiedNights, type Stay } from '../availability.ts';
import { setupI18n } from '../test/render.tsx';
import { AvailabilityCalendar, type AvailabilityStatus } from './availability-calendar.tsx';

beforeAll(setupI18n);

// June 2026: the 1st is a Monday, so the 12th and 13th are a Friday and a Saturday.
const TODAY = '2026-06-10';
const occupied = occupiedNights([{ checkIn: '2026-06-15', checkOut: '2026-06-17' }]);

function renderCalendar({ stay = { checkIn: '', checkOut: '' } as Stay, status = 'ready' as AvailabilityStatus, onChange = vi.fn(), onRetry = vi.fn() } = {}) {
  render(
    <AvailabilityCalendar
      status={status}
      onRetry={onRetry}
      occupied={occupied}
      priceOf={(day) => (day >= TODAY ? '฿2.9K' : undefined)}
      stay={stay}
      onChange={onChange}
      today={TODAY}
      month={new Date(2026, 5, 1)}
      onMonthChange={() => undefined}
    />,
  );
  return { onChange, onRetry };
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('availability calendar day states', () => {
  it('when a day is before today, then it is disabled and named a past date', () => {
    renderCalendar();
    const past = day(/^Tuesday, June 9, 2026/);
    expect(past).toBeDisabled();
    expect(past).toHaveAccessibleName(expect.stringContaining('past date'));
  });

  it('when a night is booked, then its day is disabled and says "booked" in its name, not by colour alone', () => {
    renderCalendar();
    const booked = day(/^Monday, June 15, 2026/);
    expect(booked).toBeDisabled();
    expect(booked).toHaveAccessibleName(expect.stringContaining('booked, not available'));
    expect(day(/^Tuesday, June 16, 2026/)).toBeDisabled();
    // The booking's check-out day is free for the next guest.
    expect(day(/^Wednesday, June 17, 2026/)).toBeEnabled();
  });

  it('when a night is a Friday or a Saturday, then it is marked as a weekend night', () => {
    renderCalendar();
    expect(day(/^Friday, June 12, 2026/)).toHaveAccessibleName(expect.stringContaining('weekend night'));
    expect(day(/^Saturday, June 13, 2026/)).toHaveAccessibleName(expect.stringContaining('weekend night'));
    expect(day(/^Sunday, June 14, 2026/)).not.toHaveAccessibleName(expect.stringContaining('weekend'));
  });

  it('when a stay is chosen, then its ends and the nights between are selected, and the footer says how many nights', () => {
    renderCalendar({ stay: { checkIn: '2026-06-11', checkOut: '2026-06-13' } });
    expect(day(/^Thursday, June 11, 2026, check-in/)).toBeInTheDocument();
    expect(day(/^Friday, June 12, 2026, selected/)).toBeInTheDocument();
    expect(day(/^Saturday, June 13, 2026, check-out/)).toBeInTheDocument();
    const selectedCells = screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selectedCells).toHaveLength(3);
    expect(screen.getByText(/2 nights/)).toBeInTheDocument();
  });

  it('when a check-in is set, then the first booked night can be the check-out and a click on it ends the stay there', async () => {
    const { onChange } = renderCalendar({ stay: { checkIn: '2026-06-11', checkOut: '' } });
    const firstBooked = day(/^Monday, June 15, 2026/);
    expect(firstBooked).toBeEnabled();
    expect(firstBooked).toHaveAccessibleName(expect.stringContaining('available as check-out'));
    expect(day(/^Tuesday, June 16, 2026/)).toBeDisabled();
    await userEvent.click(firstBooked);
    expect(onChange).toHaveBeenCalledWith({ checkIn: '2026-06-11', checkOut: '2026-06-15' });
  });

  it('when a day past a booked night is clicked after a check-in, then the selection restarts there', async () => {
    const { onChange } = renderCalendar({ stay: { checkIn: '2026-06-11', checkOut: '' } });
    await userEvent.click(day(/^Thursday, June 18, 2026/));
    expect(onChange).toHaveBeenCalledWith({ checkIn: '2026-06-18', checkOut: '' });
  });

  it('when Clear dates is pressed, then the stay is emptied', async () => {
    const { onChange } = renderCalendar({ stay: { checkIn: '2026-06-11', checkOut: '2026-06-13' } });
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenCalledWith({ checkIn: '', checkOut: '' });
  });

  it('shows the nightly price under an available day and a legend with the five states', () => {
    renderCalendar();
    expect(day(/^Friday, June 12, 2026/)).toHaveAccessibleName(expect.stringContaining('฿2.9K per night'));
    const legend = screen.getByRole('list', { name: 'Calendar legend' });
    for (const item of ['Past dates', 'Available', 'Weekend', 'Booked', 'Selected']) expect(within(legend).getByText(item)).toBeInTheDocument();
  });

  it('while availability loads, the calendar says so instead of showing days', async () => {
    renderCalendar({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('when availability failed to load, then Retry asks again', async () => {
    const { onRetry } = renderCalendar({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load availability data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
