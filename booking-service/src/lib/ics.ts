import ical from 'ical-generator';

export interface AllDayEvent {
  uid: string;
  /** First night, YYYY-MM-DD. */
  start: string;
  /** Day of departure, YYYY-MM-DD (exclusive, as iCal's DTEND of an all-day event). */
  end: string;
  summary: string;
  description?: string;
  location?: string;
}

/**
 * An iCalendar document of all-day events (`DTSTART;VALUE=DATE`), the form Airbnb, Booking.com
 * and Google Calendar read for stays. Dates are calendar dates, so they are written as such
 * whatever the server's time zone.
 */
export function buildCalendar(name: string, events: AllDayEvent[], now: Date = new Date()): string {
  const calendar = ical({ name, prodId: { company: 'IslandStay', product: 'IslandStay', language: 'EN' } });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: new Date(`${event.start}T00:00:00Z`),
      end: new Date(`${event.end}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: event.summary,
      ...(event.description ? { description: event.description } : {}),
      ...(event.location ? { location: event.location } : {}),
    });
  }
  return calendar.toString();
}
