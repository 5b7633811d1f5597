import type { BookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { TM30_CSV_COLUMNS, TM30_RETENTION_DAYS, tm30GuestSchema, type Tm30Form, type Tm30Guest, type Tm30Response } from '@islandstay/shared/bookings/tm30.schemas';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvField } from '../../lib/csv.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Session } from '../auth/session.service.ts';
import { ownerScope } from '../auth/scope.ts';
import { findBooking, villaOwnerOf } from '../bookings/booking-reads.ts';
import type { Tm30Sealer } from './tm30-crypto.ts';
import { deleteTm30CheckedOutBy, findTm30, saveTm30 } from './tm30.repository.ts';

/**
 * Who is asking for a booking's pre-arrival form: the caller's session, if signed in (only a
 * customer's counts), and the confirmation email's token, if the link was followed.
 */
export interface GuestCaller {
  session: Session | undefined;
  token: string | undefined;
}

const NOT_FOUND = 'Booking not found';

/** The last check-out day whose TM30 details are deleted on `now`'s island day (completion job). */
export function tm30ExpiredCheckOut(now: Date): string {
  return addDays(todayOnIsland(now), -TM30_RETENTION_DAYS);
}

/**
 * The TM30 retention rule: a stay's pre-arrival passport details are deleted 90 days after its
 * check-out. Idempotent, so several instances running it at once do no harm.
 */
export async function purgeExpiredTm30(db: Knex, now: Date): Promise<number> {
  return deleteTm30CheckedOutBy(db, tm30ExpiredCheckOut(now));
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The TM30 pre-arrival details of a booking: filled by the guest (signed in, or through the
 * confirmation email's signed link), sealed with AES-256-GCM, readable by the villa's owner and
 * the admin only, and deleted TM30_RETENTION_DAYS after check-out.
 */
export class Tm30Service {
  constructor(
    private readonly db: Knex,
    private readonly sealer: Tm30Sealer,
    private readonly clock: Clock,
  ) {}

  /** The link of the confirmation email (the storefront's form page, with its token). */
  linkPath(bookingId: string): string {
    return `/booking-confirmation/${bookingId}/tm30?token=${this.sealer.linkToken(bookingId)}`;
  }

  async forGuest(caller: GuestCaller, bookingId: string): Promise<Tm30Response> {
    const booking = await this.guestBooking(this.db, caller, bookingId);
    return this.response(this.db, booking);
  }

  async submit(caller: GuestCaller, bookingId: string, form: Tm30Form): Promise<Tm30Response> {
    return this.db.transaction(async (trx) => {
      const booking = await this.guestBooking(trx, caller, bookingId, true);
      if (!this.editable(booking)) {
        throw new AppError('CONFLICT', 'tm30.closed', 'The pre-arrival form closes when the stay ends or the booking is cancelled');
      }
      if (form.guests.length > booking.guests) {
        throw AppError.validation('guests', 'tm30.tooManyGuests', `this booking is for ${booking.guests} guest${booking.guests === 1 ? '' : 's'}`, { count: booking.guests });
      }
      await saveTm30(trx, booking.id, form.guests.length, this.sealer.seal(booking.id, form.guests), this.clock());
      return this.response(trx, booking);
    });
  }

  /** The villa's owner or the admin; anyone else's booking does not exist for them. */
  async forStaff(session: Session, bookingId: string): Promise<Tm30Response> {
    const booking = await this.staffBooking(session, bookingId);
    return this.response(this.db, booking);
  }

  /** The filled details as CSV, one guest a line, in the order of the immigration form. */
  async csv(session: Session, bookingId: string): Promise<{ filename: string; body: string }> {
    const booking = await this.staffBooking(session, bookingId);
    const { entries } = await this.response(this.db, booking);
    const lines = [TM30_CSV_COLUMNS.map(csvField).join(',')];
    entries.forEach((g, i) => {
      const nationality = `${countryNames.of(g.nationality) ?? g.nationality} (${g.nationality})`;
      lines.push([i + 1, g.fullName, nationality, g.passportNumber, booking.checkIn, booking.checkOut, g.dateOfBirth, g.gender].map(csvField).join(','));
    });
    return { filename: `tm30-${booking.bookingReference}.csv`, body: `${lines.join('\r\n')}\r\n` };
  }

  private editable(booking: BookingDto): boolean {
    return booking.status !== 'cancelled' && booking.status !== 'completed' && booking.checkOut > todayOnIsland(this.clock());
  }

  /** The booking when the caller is its signed-in customer or holds its link's token; else 404 (staff sessions do not count here). */
  private async guestBooking(db: Knex | Knex.Transaction, { session, token }: GuestCaller, bookingId: string, forUpdate = false): Promise<BookingDto> {
    const booking = await findBooking(db, bookingId, { forUpdate });
    if (!booking) throw AppError.notFound(NOT_FOUND, 'booking.notFound');
    const own = session?.role === 'customer' && booking.customerId === session.subject;
    const linked = token ? this.sealer.checkLinkToken(booking.id, token) : false;
    if (!own && !linked) throw AppError.notFound(NOT_FOUND, 'booking.notFound');
    return booking;
  }

  private async staffBooking(session: Session, bookingId: string): Promise<BookingDto> {
    const scope = ownerScope(session);
    const booking = await findBooking(this.db, bookingId);
    if (!booking || (scope !== undefined && (await villaOwnerOf(this.db, booking.villaId)) !== scope)) throw AppError.notFound(NOT_FOUND, 'booking.notFound');
    return booking;
  }

  private async response(db: Knex | Knex.Transaction, booking: BookingDto): Promise<Tm30Response> {
    const stored = await findTm30(db, booking.id);
    const entries: Tm30Guest[] = stored ? tm30GuestSchema.array().parse(this.sealer.open(booking.id, stored.sealed)) : [];
    return {
      bookingId: booking.id,
      reference: booking.bookingReference,
      villaName: booking.villaName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guestCount: booking.guests,
      editable: this.editable(booking),
      entries,
      submittedAt: stored ? stored.submittedAt.toISOString() : null,
    };
  }
}
