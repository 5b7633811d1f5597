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
import { lockVilla } from '../bookings/bookings.repository.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  claimFeeds,
  countImportedBlocks,
  deleteFeed,
  deleteImportedBlocks,
  exportRanges,
  findExportToken,
  findFeed,
  finishPoll,
  importedBlocks,
  insertFeed,
  listFeeds,
  overlappingBooking,
  saveExportToken,
  toFeedDto,
  upsertImportedBlock,
  villaOwnerContact,
  type FeedRow,
} from './calendar-sync.repository.ts';
import { FeedParseError, parseFeed, type ImportedEvent } from './ics-import.ts';

const LEASE_MS = 2 * 60_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export interface CalendarSyncConfig {
  siteUrl: string;
  pollMinutes: number;
  fetchTimeoutMs: number;
  allowHosts: readonly string[];
}

/**
 * Calendar sync with the channels (ARCHITECTURE section 8). Export: a secret feed per villa with
 * its bookings and manual blocks. Import: feeds polled on a schedule; their events become blocks
 * under the villa's lock, an event that collides with a booking is kept out and reported (feed
 * status and an email to the owner), events removed from the feed free their dates.
 */
export class CalendarSyncService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly mail: MailService,
    private readonly config: CalendarSyncConfig,
  ) {}

  // --- export -------------------------------------------------------------------------------

  async exportFeed(villaId: string, token: string): Promise<string> {
    const expected = await findExportToken(this.db, villaId);
    if (!expected || expected.length !== token.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(token))) throw AppError.notFound('Calendar not found');
    const from = addDays(todayOnIsland(this.clock()), -30);
    const ranges = await exportRanges(this.db, villaId, from);
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
    const counts = await countImportedBlocks(this.db, feeds.map((f) => f.id));
    return { villaId, exportUrl: await this.exportUrl(villaId, regenerateToken), feeds: feeds.map((f) => toFeedDto(f, counts.get(f.id) ?? 0)) };
  }

  /** Adds a feed and syncs it once at once, so the answer already says whether it works. */
  async addFeed(session: Session, villaId: string, request: AddFeedRequest): Promise<FeedDto> {
    await villaInScope(this.db, session, villaId);
    const host = new URL(request.url).hostname;
    let feed: FeedRow;
    try {
      feed = await insertFeed(this.db, { villaId, url: request.url, name: request.name || host, now: this.clock() });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError('CONFLICT', 'This calendar is already connected to the villa');
      throw err;
    }
    const synced = await this.syncNow(session, villaId, feed.id);
    if (synced.lastStatus === 'error') {
      // A URL that cannot be read now (refused, unreachable, not a calendar) is not kept.
      await this.removeFeed(session, villaId, feed.id);
      throw AppError.validation('url', synced.lastError ?? 'could not be read');
    }
    return synced;
  }

  async removeFeed(session: Session, villaId: string, feedId: string): Promise<void> {
    await villaInScope(this.db, session, villaId);
    await this.db.transaction(async (trx) => {
      await lockVilla(trx, villaId);
      if (!(await findFeed(trx, villaId, feedId))) throw AppError.notFound('Calendar feed not found');
      await deleteFeed(trx, feedId);
    });
  }

  async syncNow(session: Session, villaId: string, feedId: string): Promise<FeedDto> {
    await villaInScope(this.db, session, villaId);
    if (!(await findFeed(this.db, villaId, feedId))) throw AppError.notFound('Calendar feed not found');
    const [claimed] = await claimFeeds(this.db, this.clock(), LEASE_MS, { limit: 1, feedId });
    if (!claimed) throw new AppError('CONFLICT', 'This calendar is being synced right now; try again in a moment');
    await this.poll(claimed);
    const feed = (await findFeed(this.db, villaId, feedId))!;
    const counts = await countImportedBlocks(this.db, [feedId]);
    return toFeedDto(feed, counts.get(feedId) ?? 0);
  }

  // --- polling ------------------------------------------------------------------------------

  /** Polls every due feed once (claimed, so several instances share the work). */
  async pollDue(): Promise<number> {
    let polled = 0;
    for (;;) {
      const feeds = await claimFeeds(this.db, this.clock(), LEASE_MS, { limit: 5 });
      if (feeds.length === 0) return polled;
      for (const feed of feeds) await this.poll(feed);
      polled += feeds.length;
    }
  }

  schedule(intervalMs: number): () => void {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await this.pollDue();
      } catch (err) {
        this.logger.error({ err }, 'calendar sync: poll failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    void tick();
    return () => clearInterval(timer);
  }

  /** One poll of a claimed feed; never throws (the outcome is the feed's status). */
  private async poll(feed: FeedRow): Promise<void> {
    const now = this.clock();
    const nextPollAt = new Date(now.getTime() + this.config.pollMinutes * 60_000);
    try {
      const response = await safeFetch(feed.url, {
        maxBytes: MAX_FEED_BYTES,
        timeoutMs: this.config.fetchTimeoutMs,
        allowHosts: this.config.allowHosts,
        headers: {
          accept: 'text/calendar, */*;q=0.5',
          ...(feed.etag ? { 'if-none-match': feed.etag } : {}),
          ...(feed.last_modified ? { 'if-modified-since': feed.last_modified } : {}),
        },
      });
      if (response.status === 304) {
        await finishPoll(this.db, feed.id, { status: 'not_modified', error: null, now, nextPollAt });
        return;
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
    } catch (err) {
      const message = err instanceof OutboundRefused || err instanceof FeedParseError ? err.message : 'the calendar could not be read';
      if (!(err instanceof OutboundRefused || err instanceof FeedParseError)) this.logger.warn({ err, feedId: feed.id }, 'calendar sync: poll failed');
      await finishPoll(this.db, feed.id, { status: 'error', error: message, now, nextPollAt });
    }
  }

  /**
   * Makes the feed's blocks match its events, under the villa's lock: upcoming events become
   * blocks unless a booking holds one of their nights (then they are conflicts); blocks of events
   * gone from the feed are deleted. New conflicts are emailed to the owner.
   */
  private async apply(feed: FeedRow, events: ImportedEvent[]): Promise<FeedConflict[]> {
    const today = todayOnIsland(this.clock());
    const upcoming = events.filter((e) => e.endDate > today);
    return this.db.transaction(async (trx) => {
      await lockVilla(trx, feed.villa_id);
      const conflicts: FeedConflict[] = [];
      const kept = new Set<string>();
      for (const event of upcoming) {
        const booking = await overlappingBooking(trx, feed.villa_id, event.startDate, event.endDate);
        if (booking) {
          conflicts.push({ uid: event.uid, summary: event.summary, startDate: event.startDate, endDate: event.endDate, bookingReference: booking.reference });
          continue;
        }
        const label = event.placeholder ? `Not available (${feed.name})` : `${event.summary ?? 'Reserved'} (${feed.name})`;
        await upsertImportedBlock(trx, { villaId: feed.villa_id, feedId: feed.id, uid: event.uid, start: event.startDate, end: event.endDate, note: label.slice(0, 500) });
        kept.add(event.uid);
      }
      const stale = (await importedBlocks(trx, feed.id)).filter((b) => !kept.has(b.external_uid));
      await deleteImportedBlocks(trx, stale.map((b) => b.id));

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

function header(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 300) : null;
}
