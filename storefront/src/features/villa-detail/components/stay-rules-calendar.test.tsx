import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PRICING_RULES, type PricingRules, type StayRule } from '@islandstay/shared/pricing/pricing-types';
import { initI18n } from '../../../lib/i18n.ts';
import { occupiedNights, type Stay } from '../availability.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

// June 2026: the 1st is a Monday, so the 13th and the 20th are Saturdays.
const TODAY = '2026-06-10';
const SATURDAYS: StayRule = { name: 'High season', startDate: '2026-06-01', endDate: '2026-06-30', minimumNights: 7, checkInDays: [6], checkOutDays: [6], isActive: true };
const ANY_DAY = [0, 1, 2, 3, 4, 5, 6];

function renderCalendar(rules: PricingRules, stay: Stay, ranges: { checkIn: string; checkOut: string }[] = [], onChange = vi.fn()) {
  render(
    <AvailabilityCalendar
      status="ready"
      onRetry={() => undefined}
      occupied={occupiedNights(ranges)}
      priceOf={() => undefined}
      stay={stay}
      onChange={onChange}
      today={TODAY}
      month={new Date(2026, 5, 1)}
      onMonthChange={() => undefined}
      stayRules={{ rules, ranges }}
    />,
  );
  return { onChange };
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const NO_STAY: Stay = { checkIn: '', checkOut: '' };

describe('availability calendar: stay rules grey out days and say why', () => {
  beforeAll(() => initI18n('en'));

  it('when the period allows Saturday check-ins only, then other days are disabled with the reason and the rules are listed', () => {
    renderCalendar({ ...DEFAULT_PRICING_RULES, stayRules: [SATURDAYS] }, NO_STAY);
    const sunday = day(/^Sunday, June 14, 2026/);
    expect(sunday).toBeDisabled();
    expect(sunday).toHaveAccessibleName(expect.stringContaining('Check-in only on Saturday in High season.'));
    expect(day(/^Saturday, June 13, 2026/)).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Stay rules' })).toHaveTextContent('High season (Jun 1, 2026 – Jun 30, 2026): at least 7 nights, check-in Saturday, check-out Saturday.');
    expect(screen.getByText('Not a check-in or check-out day')).toBeInTheDocument();
  });

  it('when a Saturday check-in is chosen, then only a Saturday a week or more later can end the stay', async () => {
    const { onChange } = renderCalendar({ ...DEFAULT_PRICING_RULES, stayRules: [SATURDAYS] }, { checkIn: '2026-06-13', checkOut: '' });
    const friday = day(/^Friday, June 19, 2026/);
    expect(friday).toBeDisabled();
    expect(friday).toHaveAccessibleName(expect.stringContaining('Check-out only on Saturday in High season.'));
    const saturday = day(/^Saturday, June 20, 2026/);
    expect(saturday).toBeEnabled();
    await userEvent.setup().click(saturday);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-06-13', checkOut: '2026-06-20' });
  });

  const gapRules = (enabled: boolean): PricingRules => ({
    ...DEFAULT_PRICING_RULES,
    stayRules: [{ ...SATURDAYS, name: 'June', minimumNights: 3, checkInDays: ANY_DAY, checkOutDays: ANY_DAY }],
    gapFill: { enabled, minGapNights: 1, discountPercentage: 10 },
  });
  // Booked up to the 13th and from the 15th: a 2-night gap.
  const around = [
    { checkIn: '2026-06-11', checkOut: '2026-06-13' },
    { checkIn: '2026-06-15', checkOut: '2026-06-17' },
  ];

  it('when fill gaps is on, then the check-out that fills the gap exactly is enabled below the minimum stay, one night short of it is not', () => {
    renderCalendar(gapRules(true), { checkIn: '2026-06-13', checkOut: '' }, around);
    expect(day(/^Monday, June 15, 2026/)).toBeEnabled();
    const sunday = day(/^Sunday, June 14, 2026/);
    expect(sunday).toBeDisabled();
    expect(sunday).toHaveAccessibleName(expect.stringContaining('Minimum stay is 3 nights for check-in in June.'));
    expect(screen.getByRole('region', { name: 'Stay rules' })).toHaveTextContent('at 10% off');
  });

  it('when fill gaps is off, then the gap cannot be chosen', () => {
    renderCalendar(gapRules(false), { checkIn: '2026-06-13', checkOut: '' }, around);
    expect(day(/^Monday, June 15, 2026/)).toBeDisabled();
  });
});
