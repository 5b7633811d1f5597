import useSWR from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { ResultOf } from '@islandstay/shared/contract/operation';
import { revalidate } from '@islandstay/web-common/api/use-api';
import { derivedRead } from '@islandstay/web-common/api/derived-read';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { readEarlyOr, startEarlyRead } from '../../../lib/early-reads.ts';
import { fetchChunks, readCalendarParams } from '../hooks/calendar-params.ts';

type CalendarAnswer = ResultOf<typeof import('@islandstay/shared/contract/calendar.contract').calendar.get>;
export type CalendarVilla = CalendarAnswer['villas'][number];

/**
 * The calendar around [from, to] (a night before, two after): the server answers at most 62 days,
 * so the span is asked in chunks and each villa's bookings, blocks and prices are merged (a stay
 * across two chunks comes once) into one answer for the whole span, cached under the span's URL.
 */
function calendarSpan(from: string, to: string) {
  const chunks = fetchChunks(from, to);
  return { chunks, query: { from: chunks[0]!.from, to: chunks[chunks.length - 1]!.to } };
}

export async function fetchCalendarRange(from: string, to: string): Promise<CalendarAnswer> {
  const { chunks, query } = calendarSpan(from, to);
  const answers = await Promise.all(chunks.map((chunk) => api.calendar.get({ query: chunk })));
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
  return { ...query, villas: [...villas.values()] };
}

function calendarKey(from: string, to: string): string {
  return api.calendar.get.key({ query: calendarSpan(from, to).query });
}

/**
 * Starts the read of the range the calendar at this address shows (its query string, read as the
 * page reads it), before the page's code has loaded: the page's hook takes the answer (lib/early-reads.ts).
 */
export function startCalendarRead(search: string): void {
  const { from, to } = readCalendarParams(new URLSearchParams(search), todayOnIsland());
  startEarlyRead(calendarKey(from, to), () => fetchCalendarRange(from, to));
}

/** The villas of the range, with their bookings, blocks and prices. */
export function useCalendarRange(from: string, to: string) {
  const key = calendarKey(from, to);
  // The last good answer stays on screen while another range loads or a reload fails.
  const read = useSWR(key, () => readEarlyOr(key, () => fetchCalendarRange(from, to)), { keepPreviousData: true, revalidateOnFocus: false });
  return derivedRead(read, (answer) => answer.villas);
}

/** After a booking or block changes: every loaded calendar range is read again. */
export function refreshCalendar() {
  return revalidate(api.calendar.get);
}
