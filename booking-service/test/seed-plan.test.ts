import { describe, expect, it } from 'vitest';
import { addDays, islandInstant } from '@islandstay/shared/dates/dates';
import { planIsland } from '../dev/seed/island-plan.ts';

const DAY_MS = 86_400_000;

describe('the demo island plan', () => {
  it('when stays are planned, then each was booked days or weeks before its check-in, and none after the plan day', () => {
    const today = '2026-11-26';
    const plan = planIsland({ villas: 30, bookingsPerVilla: 12, today });
    const bookings = plan.villas.flatMap((villa) => villa.bookings) as { created_at: Date; check_in: string; status: string }[];
    expect(bookings.some((b) => b.status === 'completed')).toBe(true);

    const startOfToday = islandInstant(today, '00:00').getTime();
    const leads: number[] = [];
    for (const booking of bookings) {
      expect(booking.created_at).toBeInstanceOf(Date);
      const checkIn = islandInstant(booking.check_in, '00:00').getTime();
      expect(booking.created_at.getTime(), `${booking.check_in} booked ${booking.created_at.toISOString()}`).toBeLessThan(checkIn);
      expect(booking.created_at.getTime()).toBeLessThan(startOfToday);
      leads.push((checkIn - booking.created_at.getTime()) / DAY_MS);
    }
    // Past stays were booked ahead, not on the day: at least two days, at most about six weeks.
    const past = bookings.filter((b) => b.check_in < addDays(today, -60));
    expect(past.length).toBeGreaterThan(0);
    for (const booking of past) {
      const lead = (islandInstant(booking.check_in, '00:00').getTime() - booking.created_at.getTime()) / DAY_MS;
      expect(lead).toBeGreaterThan(2);
      expect(lead).toBeLessThan(46);
    }
    expect(new Set(leads.map(Math.floor)).size).toBeGreaterThan(10);
  });

  it('when planned twice with the same seed and day, then the booking dates are the same', () => {
    const once = planIsland({ villas: 3, bookingsPerVilla: 4, today: '2026-11-26' });
    const again = planIsland({ villas: 3, bookingsPerVilla: 4, today: '2026-11-26' });
    expect(again).toEqual(once);
  });
});
