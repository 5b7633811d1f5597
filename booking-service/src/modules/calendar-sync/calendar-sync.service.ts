import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddFeedRequest, FeedConflict, FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { buildCalendar } from '../../lib/ics.ts';
import type { Logger } from '../../lib/logger.ts';
import { OutboundRefused, safeFetch } from '../../lib/safe-fetch.ts';
import { villaInScope } from '../auth/scope.ts';
import type { Session } from '../auth/session.service.ts';
import { bookedRanges, liveBookingsFrom, lockVilla, overlappingBooking } from '../bookings/booking-reads.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  claimFeeds,
  claimVillaFeedsReadBefore,
  countImportedBlocks,
  deleteFeed,
  deleteImportedBlocks,
  exportedBlocks,
  feedsStillBeingRead,
  findExportToken,
  findFeed,
  finishPoll,
  importedBlocks,
  insertFeed,
  listFeeds,
  lockStaleFeedsToNotify,
  markStaleNotified,
  saveExportToken,
  toFeedDto,
  upsertImportedBlock,
  villaFeedsReadBefore,
  villasWithFeeds,
  villaOwnerContact,
  type FeedRow,
} from './calendar-sync.repository.ts';
import { FeedParseError, parseFeed, type ImportedEvent } from './ics-import.ts';

const LEASE_MS = 2 * 60_000;
const WAIT_STEP_MS = 100;
const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Feeds read longer ago than this are read again just before a booking is confirmed. */
export const BOOKING_CHECK_MAX_AGE_MS = 5 * 60_000;

export interface CalendarSyncConfig {
  siteUrl: string;
  pollMinutes: number;
  fetchTimeoutMs: number;
  /** The short wait for each feed read just before a booking (ICAL_BOOKING_CHECK_TIMEOUT_MS). */
  bookingCheckTimeoutMs: number;
  allowHosts: readonly string[];
}

type PollOutcome = { ok: true } | { ok: false; error: string };

/**
 * Calendar sync with the channels (docs/architecture.md, "Availability and bookings"). Export: a secret feed per villa with
 * its bookings and manual blocks. Import: feeds polled on a schedule; their events become blocks
 * under the villa's lock, an event that collides with a booking is kept out and reported (feed
 * status and an email to the owner), events removed from the feed free their dates.
 */
export class CalendarSyncService {
  /** The villas with feeds, read for a catalog version (feedVillasAt). */
  private feedVillas?: { version: number; villas: Promise<Set<string>> };

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly mail: MailService,
    private readonly config: CalendarSyncConfig,
  ) {}

  // --- export -------------------------------------------------------------------------------

  /** What the export lists: live bookings and manual blocks, never imported events (no echo between channels). */
  private async exportRanges(villaId: string, from: string): Promise<{ uid: string; start: string; end: string; kind: 'booking' | 'block' }[]> {
    const bookings = await liveBookingsFrom(this.db, villaId, from);
    const blocks = await exportedBlocks(this.db, villaId, from);
    return [
      ...bookings.map((b) => ({ uid: `booking-${b.id}@islandstay`, start: b.checkIn, end: b.checkOut, kind: 'booking' as const })),
      ...blocks.map((b) => ({ uid: `block-${b.id}@islandstay`, start: b.start, end: b.end, kind: 'block' as const })),
    ];
  }

  async exportFeed(villaId: string, token: string): Promise<string> {
    const expected = await findExportToken(this.db, villaId);
    if (!expected || expected.length !== token.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(token))) throw AppError.notFound('Calendar not found', 'calendar.notFound');
    const from = addDays(todayOnIsland(this.clock()), -30);
    const ranges = await this.exportRanges(villaId, from);
    const villa = await villaOwnerContact(this.db, villaId);
    return buildCalendar(
      `${villa?.villaName ?? 'Villa'} (IslandStay)`,
      ranges.map((r) => ({ uid: r.uid, start: r.start, end: r.end, summary: r.kind === 'booking' ? 'Booked (IslandStay)' : 'Not available (IslandStay)' })),
      this.clock(),
    );
  }

  private async exportUrl(villaId: string, regenerate = false): Promise<string> {
    let token = regenerate ? undefined : await findExportToken(this.db, villaId);
    if (!token) {
      token = randomBytes(24).toString('base64url');
      await saveExportToken(this.db, villaId, token);
    }
    return `${this.config.siteUrl}/api/ical/${encodeURIComponent(villaId)}/${token}.ics`;
  }

  // --- back office --------------------------------------------------------------------------

  async overview(session: Session, villaId: string, regenerateToken = false): Promise<{ villaId: string; exportUrl: string; feeds: FeedDto[] }> {
    await villaInScope(this.db, session, villaId);
    const feeds = await listFeeds(this.db, villaId);
    const counts = await countImportedBlocks(
      this.db,
      feeds.map((f) => f.id),
    );
    return { villaId, exportUrl: await this.exportUrl(villaId, regenerateToken), feeds: feeds.map((f) => toFeedDto(f, counts.get(f.id) ?? 0, this.isStale(f))) };
  }

  /** Adds a feed and syncs it once at once, so the answer already says whether it works. */
  async addFeed(session: Session, villaId: string, request: AddFeedRequest): Promise<FeedDto> {
    await villaInScope(this.db, session, villaId);
    const host = new URL(request.url).hostname;
    let feed: FeedRow;
    try {
      feed = await insertFeed(this.db, { villaId, url: request.url, name: request.name || host, now: this.clock() });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError('CONFLICT', 'calendarSync.alreadyConnected', 'This calendar is already connected to the villa');
      throw err;
    }
    const synced = await this.syncNow(session, villaId, feed.id);
    if (synced.lastStatus === 'error') {
      // A URL that cannot be read now (refused, unreachable, not a calendar) is not kept.
      await this.removeFeed(session, villaId, feed.id);
      throw AppError.validation('url', 'calendarSync.unreadable', synced.lastError ?? 'could not be read', { reason: synced.lastError ?? 'could not be read' });
    }
    return synced;
  }

  async removeFeed(session: Session, villaId: string, feedId: string): Promise<void> {
    await villaInScope(this.db, session, villaId);
    await this.db.transaction(async (trx) => {
      await lockVilla(trx, villaId);
      if (!(await findFeed(trx, villaId, feedId))) throw AppError.notFound('Calendar feed not found', 'calendarSync.feedNotFound');
      await deleteFeed(trx, feedId);
    });
  }

  async syncNow(session: Session, villaId: string, feedId: string): Promise<FeedDto> {
    await villaInScope(this.db, session, villaId);
    if (!(await findFeed(this.db, villaId, feedId))) throw AppError.notFound('Calendar feed not found', 'calendarSync.feedNotFound');
    const [claimed] = await claimFeeds(this.db, this.clock(), LEASE_MS, { limit: 1, feedId });
    if (!claimed) throw new AppError('CONFLICT', 'calendarSync.busy', 'This calendar is being synced right now; try again in a moment');
    const outcome = await this.poll(claimed);
    // A feed found stale by hand tells its owner now, not at the next poll (still once per episode).
    if (!outcome.ok && this.isStale(claimed)) await this.notifyStale(feedId);
    const feed = (await findFeed(this.db, villaId, feedId))!;
    const counts = await countImportedBlocks(this.db, [feedId]);
    return toFeedDto(feed, counts.get(feedId) ?? 0, this.isStale(feed));
  }

  // --- channel safety -----------------------------------------------------------------------

  /**
   * Reads the villa's feeds again whose last read is older than five minutes, just before a
   * booking is confirmed, so a stay sold on another channel a moment ago becomes a block the
   * booking then meets (409). Runs outside the booking's transaction and locks, each read capped
   * by the short timeout; a feed that fails is logged and never stops the booking. A feed another
   * poll (or another booking) is reading right now is waited for, as long as the same timeout.
   * Given the catalog version the booking saw, a villa without feeds is known without a query
   * (`feedVillasAt`).
   */
  async refreshBeforeBooking(villaId: string, catalogVersion?: number): Promise<void> {
    try {
      if (catalogVersion !== undefined && !(await this.feedVillasAt(catalogVersion)).has(villaId)) return;
      const now = this.clock();
      const readBefore = new Date(now.getTime() - BOOKING_CHECK_MAX_AGE_MS);
      const old = await villaFeedsReadBefore(this.db, villaId, readBefore);
      if (old.length === 0) return;
      const feeds = await claimVillaFeedsReadBefore(this.db, villaId, readBefore, now, LEASE_MS);
      const claimed = new Set(feeds.map((f) => f.id));
      await Promise.all([
        ...feeds.map(async (feed) => {
          const outcome = await this.poll(feed, { timeoutMs: this.config.bookingCheckTimeoutMs, keepScheduleOnError: true });
          if (!outcome.ok) this.logger.warn({ feedId: feed.id, villaId, reason: outcome.error }, 'calendar sync: feed could not be read before a booking; the booking goes ahead');
        }),
        this.awaitOtherReads(
          villaId,
          old.filter((id) => !claimed.has(id)),
          readBefore,
        ),
      ]);
    } catch (err) {
      this.logger.warn({ err, villaId }, 'calendar sync: feeds could not be checked before a booking; the booking goes ahead');
    }
  }

  /**
   * The villas with feeds as of a catalog version or later: adding, removing or moving a feed
   * moves the version (migration 034), so one read serves every booking until it moves. A failed
   * read is not kept.
   */
  private feedVillasAt(catalogVersion: number): Promise<Set<string>> {
    const held = this.feedVillas;
    if (held && held.version >= catalogVersion) return held.villas;
    const villas = villasWithFeeds(this.db);
    const entry = { version: catalogVersion, villas };
    this.feedVillas = entry;
    villas.catch(() => {
      if (this.feedVillas === entry) this.feedVillas = undefined;
    });
    return villas;
  }

  /** Waits, at most the booking check's timeout, until other polls holding these feeds are done. */
  private async awaitOtherReads(villaId: string, feedIds: string[], readBefore: Date): Promise<void> {
    const giveUpAt = Date.now() + this.config.bookingCheckTimeoutMs;
    for (let pending = feedIds; pending.length > 0;) {
      pending = await feedsStillBeingRead(this.db, pending, readBefore, this.clock());
      if (pending.length === 0) return;
      if (Date.now() >= giveUpAt) {
        this.logger.warn({ villaId, feedIds: pending }, 'calendar sync: feed still being read by another poll; the booking goes ahead');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  /** No good read for more than two poll intervals. */
  private isStale(feed: FeedRow): boolean {
    return (feed.last_success_at ?? feed.created_at).getTime() < this.staleBefore().getTime();
  }

  private staleBefore(): Date {
    return new Date(this.clock().getTime() - 2 * this.config.pollMinutes * 60_000);
  }

  /**
   * Emails the owner of each feed that just went stale (only `feedId` when given), once per stale
   * episode (the next good read clears the mark). Rows are locked with SKIP LOCKED, so two
   * instances never both send.
   */
  async notifyStale(feedId?: string): Promise<number> {
    return this.db.transaction(async (trx) => {
      const feeds = await lockStaleFeedsToNotify(trx, this.staleBefore(), 50, feedId);
      for (const feed of feeds) {
        const contact = await villaOwnerContact(trx, feed.villa_id);
        this.logger.warn({ feedId: feed.id, villaId: feed.villa_id, lastSuccessAt: feed.last_success_at }, 'calendar sync: feed is stale');
        if (contact?.ownerEmail) {
          const since = feed.last_success_at ? `since ${feed.last_success_at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'since it was connected';
          await this.mail.enqueue(trx, {
            kind: 'ical-stale',
            to: contact.ownerEmail,
            subject: `Calendar "${feed.name}" of ${contact.villaName} has not synced ${since}`.slice(0, 300),
            text: [
              `Hello${contact.ownerName ? ` ${contact.ownerName}` : ''},`,
              '',
              `IslandStay could not read the calendar "${feed.name}" connected to ${contact.villaName} ${since}${feed.last_error ? ` (last error: ${feed.last_error})` : ''}.`,
              'Stays booked on that channel since then may not block the dates here, so a guest could book the same nights.',
              'Please check the calendar link in the channel (it may have been renewed) and connect it again if needed.',
              `Back office: ${this.config.siteUrl}/admin/calendar`,
            ].join('\n'),
          });
        }
        await markStaleNotified(trx, feed.id, this.clock());
      }
      return feeds.length;
    });
  }

  // --- polling ------------------------------------------------------------------------------

  /**
   * Polls every due feed once (claimed, so several instances share the work), then tells owners
   * of feeds gone stale. The body of the iCal poll job (src/jobs/schedule.ts).
   */
  async pollDue(): Promise<number> {
    let polled = 0;
    for (;;) {
      const feeds = await claimFeeds(this.db, this.clock(), LEASE_MS, { limit: 5 });
      if (feeds.length === 0) {
        await this.notifyStale();
        return polled;
      }
      for (const feed of feeds) await this.poll(feed);
      polled += feeds.length;
    }
  }

  /**
   * One poll of a claimed feed; never throws (the outcome is the feed's status). A read before a
   * booking has a shorter timeout, and when it fails the feed keeps its next scheduled poll.
   */
  private async poll(feed: FeedRow, options: { timeoutMs?: number; keepScheduleOnError?: boolean } = {}): Promise<PollOutcome> {
    const now = this.clock();
    const nextPollAt = new Date(now.getTime() + this.config.pollMinutes * 60_000);
    try {
      const response = await safeFetch(feed.url, {
        maxBytes: MAX_FEED_BYTES,
        timeoutMs: options.timeoutMs ?? this.config.fetchTimeoutMs,
        allowHosts: this.config.allowHosts,
        headers: {
          accept: 'text/calendar, */*;q=0.5',
          ...(feed.etag ? { 'if-none-match': feed.etag } : {}),
          ...(feed.last_modified ? { 'if-modified-since': feed.last_modified } : {}),
        },
      });
      if (response.status === 304) {
        await finishPoll(this.db, feed.id, { status: 'not_modified', error: null, now, nextPollAt });
        return { ok: true };
      }
      if (response.status !== 200) throw new FeedParseError(`the calendar server answered HTTP ${response.status}`);
      const events = parseFeed(response.body.toString('utf8'));
      const conflicts = await this.apply(feed, events);
      await finishPoll(this.db, feed.id, {
        status: 'ok',
        error: null,
        etag: header(response.headers.etag),
        lastModified: header(response.headers['last-modified']),
        eventCount: events.length,
        conflicts,
        now,
        nextPollAt,
      });
      return { ok: true };
    } catch (err) {
      const message = err instanceof OutboundRefused || err instanceof FeedParseError ? err.message : 'the calendar could not be read';
      if (!(err instanceof OutboundRefused || err instanceof FeedParseError)) this.logger.warn({ err, feedId: feed.id }, 'calendar sync: poll failed');
      await finishPoll(this.db, feed.id, { status: 'error', error: message, now, nextPollAt: options.keepScheduleOnError ? feed.next_poll_at : nextPollAt });
      return { ok: false, error: message };
    }
  }

  /**
   * Makes the feed's blocks match its events, under the villa's lock: upcoming events become
   * blocks unless a booking holds one of their nights (then they are conflicts); blocks of events
   * gone from the feed are deleted. New conflicts are emailed to the owner. "Not available"
   * placeholders are closed dates, not stays (Airbnb's booking window, or our own bookings echoed
   * back through the channel): they block the nights no booking holds and are never conflicts.
   */
  private async apply(feed: FeedRow, events: ImportedEvent[]): Promise<FeedConflict[]> {
    const today = todayOnIsland(this.clock());
    const upcoming = events.filter((e) => e.endDate > today);
    return this.db.transaction(async (trx) => {
      await lockVilla(trx, feed.villa_id);
      const conflicts: FeedConflict[] = [];
      const kept = new Set<string>();
      for (const event of upcoming) {
        if (event.placeholder) {
          for (const piece of unbookedPieces(event, await bookedRanges(trx, feed.villa_id, event.startDate, event.endDate))) {
            await upsertImportedBlock(trx, { villaId: feed.villa_id, feedId: feed.id, ...piece, note: `Not available (${feed.name})`.slice(0, 500) });
            kept.add(piece.uid);
          }
          continue;
        }
        const booking = await overlappingBooking(trx, feed.villa_id, event.startDate, event.endDate);
        if (booking) {
          conflicts.push({ uid: event.uid, summary: event.summary, startDate: event.startDate, endDate: event.endDate, bookingReference: booking.reference });
          continue;
        }
        const label = `${event.summary ?? 'Reserved'} (${feed.name})`;
        await upsertImportedBlock(trx, { villaId: feed.villa_id, feedId: feed.id, uid: event.uid, start: event.startDate, end: event.endDate, note: label.slice(0, 500) });
        kept.add(event.uid);
      }
      const stale = (await importedBlocks(trx, feed.id)).filter((b) => !kept.has(b.external_uid));
      await deleteImportedBlocks(
        trx,
        stale.map((b) => b.id),
      );

      const known = new Set(feed.conflicts.map((c) => `${c.uid}|${c.startDate}|${c.endDate}`));
      const fresh = conflicts.filter((c) => !known.has(`${c.uid}|${c.startDate}|${c.endDate}`));
      if (fresh.length > 0) await this.notifyConflicts(trx, feed, fresh);
      return conflicts;
    });
  }

  private async notifyConflicts(trx: Knex.Transaction, feed: FeedRow, conflicts: FeedConflict[]): Promise<void> {
    const contact = await villaOwnerContact(trx, feed.villa_id);
    this.logger.warn({ feedId: feed.id, conflicts: conflicts.length }, 'calendar sync: imported events collide with bookings');
    if (!contact?.ownerEmail) return;
    const lines = conflicts.map((c) => `- ${c.startDate} to ${c.endDate}${c.summary ? ` "${c.summary}"` : ''}: overlaps booking ${c.bookingReference}`);
    await this.mail.enqueue(trx, {
      kind: 'ical-conflict',
      to: contact.ownerEmail,
      subject: `Calendar conflict for ${contact.villaName}: ${conflicts.length} imported event${conflicts.length === 1 ? '' : 's'} overlap bookings`,
      text: [
        `Hello${contact.ownerName ? ` ${contact.ownerName}` : ''},`,
        '',
        `The calendar "${feed.name}" connected to ${contact.villaName} has events on nights that are already booked on IslandStay. They were not imported:`,
        ...lines,
        '',
        'Please check both calendars: one of the stays may need to be moved or cancelled.',
        `Back office: ${this.config.siteUrl}/admin/calendar`,
      ].join('\n'),
    });
  }
}

/**
 * The parts of an event's nights no booking holds, each with its own UID (the event's own when
 * nothing is cut out, so its block stays the same row). `booked` is ordered by check-in.
 */
export function unbookedPieces(event: ImportedEvent, booked: { checkIn: string; checkOut: string }[]): { uid: string; start: string; end: string }[] {
  if (booked.length === 0) return [{ uid: event.uid, start: event.startDate, end: event.endDate }];
  const pieces: { uid: string; start: string; end: string }[] = [];
  let cursor = event.startDate;
  for (const stay of booked) {
    const end = stay.checkIn < event.endDate ? stay.checkIn : event.endDate;
    if (cursor < end) pieces.push({ uid: `${event.uid.slice(0, 480)}#${cursor}`, start: cursor, end });
    if (stay.checkOut > cursor) cursor = stay.checkOut;
  }
  if (cursor < event.endDate) pieces.push({ uid: `${event.uid.slice(0, 480)}#${cursor}`, start: cursor, end: event.endDate });
  return pieces;
}

function header(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 300) : null;
}
