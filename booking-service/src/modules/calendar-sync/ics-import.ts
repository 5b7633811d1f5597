import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import ICAL from 'ical.js';

export interface ImportedEvent {
  uid: string;
  summary: string | null;
  /** First blocked night and the day after the last, island dates. */
  startDate: string;
  endDate: string;
  /** Airbnb's and Booking.com's "Not available" placeholders (closed dates, not guests). */
  placeholder: boolean;
}

export class FeedParseError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

/** A DATE as written; a DATE-TIME in UTC as the island's date; any other DATE-TIME by its wall clock. */
function islandDate(time: ICAL.Time): string {
  if (!time.isDate && time.zone?.tzid === 'UTC') return todayOnIsland(time.toJSDate());
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * The events of an iCalendar feed as date ranges. Cancelled and transparent (free) events are
 * left out; an event without an end lasts one night; recurrence rules are not expanded (the
 * channels' availability feeds do not use them).
 */
export function parseFeed(text: string): ImportedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (err) {
    throw new FeedParseError(`the feed is not a valid iCalendar file (${(err as Error).message})`);
  }
  if (root.name !== 'vcalendar') throw new FeedParseError('the feed is not a valid iCalendar file (no VCALENDAR)');
  const events: ImportedEvent[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const startDate = islandDate(event.startDate);
    let endDate = event.endDate ? islandDate(event.endDate) : addDays(startDate, 1);
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    const summary = event.summary ? String(event.summary).slice(0, 300) : null;
    const uid = String(event.uid || `${startDate}/${endDate}/${summary ?? ''}`).slice(0, 500);
    events.push({ uid, summary, startDate, endDate, placeholder: /not available|unavailable|closed|blocked/i.test(summary ?? '') });
  }
  return events;
}
