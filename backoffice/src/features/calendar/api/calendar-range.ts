import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { calendarResponseSchema } from '@islandstay/shared/bookings/calendar.schemas';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { fetchChunks } from '../hooks/calendar-params.ts';

export type CalendarVilla = z.infer<typeof calendarResponseSchema>['villas'][number];

const CALENDAR_PATH = '/api/admin/calendar';

/**
 * GET /api/admin/calendar answers at most 62 days; a longer range is asked in chunks and each
 * villa's bookings, blocks and prices are merged (a stay across two chunks comes once).
 */
export async function fetchCalendarRange(from: string, to: string): Promise<CalendarVilla[]> {
  const answers = await Promise.all(fetchChunks(from, to).map((chunk) => apiRequest(withQuery(CALENDAR_PATH, chunk), calendarResponseSchema)));
  const villas = new Map<string, CalendarVilla>();
  for (const answer of answers) {
    for (const villa of answer.villas) {
      const known = villas.get(villa.id);
      if (!known) {
        villas.set(villa.id, { ...villa, bookings: [...villa.bookings], blocks: [...villa.blocks], prices: { ...villa.prices } });
        continue;
      }
      for (const booking of villa.bookings) if (!known.bookings.some((b) => b.id === booking.id)) known.bookings.push(booking);
      for (const block of villa.blocks) if (!known.blocks.some((b) => b.id === block.id)) known.blocks.push(block);
      Object.assign(known.prices, villa.prices);
    }
  }
  return [...villas.values()];
}

export function useCalendarRange(from: string, to: string) {
  // The last good answer stays on screen while another range loads or a reload fails.
  return useSWR([CALENDAR_PATH, from, to], () => fetchCalendarRange(from, to), { keepPreviousData: true, revalidateOnFocus: false });
}

/** After a booking or block changes: every loaded calendar range is read again. */
export function refreshCalendar() {
  return mutate((key) => Array.isArray(key) && key[0] === CALENDAR_PATH);
}
