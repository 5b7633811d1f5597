import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Knex } from '../../db/knex.ts';
import {
  CANCELLATION_CLOSED_MESSAGE,
  CHECK_IN_TIME,
  FREE_CANCELLATION_HOURS,
  MAX_UPCOMING_BOOKINGS,
  NOT_AVAILABLE_MESSAGE,
  UPCOMING_LIMIT_MESSAGE,
  type BookingDto,
  type BookingWithVillaDto,
  type CreateBookingRequest,
  type CustomerBookingDto,
} from '@islandstay/shared/bookings/booking.schemas';
import { convert } from '@islandstay/shared/currency/currency';
import { addDays, islandInstant, todayOnIsland } from '@islandstay/shared/dates/dates';
import { quoteStay, type NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { SeasonRange } from '@islandstay/shared/pricing/pricing-types';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { loadCurrencyTable, type CurrencyTable } from '../currencies/currency-reads.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import type { VillaCatalog } from '../villas/villa-catalog.ts';
import { findPublicVilla, listSeasonRanges, type VillaRecord } from '../villas/villa-reads.ts';
import { refuseWithoutLicence } from '../villas/short-stay-licence.ts';
import { newBookingReference } from './booking-reference.ts';
import {
  claimIdempotencyKey,
  findBooking,
  listCustomerBookings,
  lockVilla,
  readStayNeighbourhoodAndUpcoming,
  setBookingStatus,
  insertBooking,
  listOccupiedRanges,
  startGuestBooking,
  storeIdempotentResponse,
  type BookingStart,
  type Occupancy,
} from './bookings.repository.ts';
import { withVilla, withVillas } from './booking-villas.ts';
import { CheckInTime } from './check-in-time.ts';

/** What the bookings need of the mail outbox. */
export interface BookingMail {
  bookingCreated(trx: Knex.Transaction, bookingId: string): Promise<void>;
  bookingCancelled(trx: Knex.Transaction, bookingId: string): Promise<void>;
}

/**
 * What the bookings need of calendar sync: the villa's import feeds read again just before a
 * booking is confirmed, outside its transaction, so a stay sold elsewhere a moment ago is a block
 * by the time the booking checks its nights. Never throws.
 */
export interface ChannelCheck {
  refreshBeforeBooking(villaId: string): Promise<void>;
}


export interface Caller {
  /** Who the idempotency keys are scoped to: `<role>:<id>`. */
  scope: string;
  isStaff: boolean;
  /** Set when a customer books for themselves: the booking is linked to them. */
  customerId?: string;
}

export interface BookingResult {
  status: number;
  body: unknown;
  replayed: boolean;
}

function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The 409 body. A customer learns which dates are taken, never whose booking holds them (its
 * reference would open another guest's booking to anyone who can guess the rest); staff get the
 * reference, status and guest to sort the clash out.
 */
export function conflictError(occupancy: Occupancy, isStaff: boolean): AppError {
  const dates = { checkIn: occupancy.checkIn, checkOut: occupancy.checkOut };
  return new AppError('CONFLICT', NOT_AVAILABLE_MESSAGE, undefined, {
    conflictingBooking: isStaff
      ? { reference: occupancy.reference, ...dates, status: occupancy.status, ...(occupancy.customer ? { customer: occupancy.customer } : {}) }
      : dates,
  });
}

/**
 * Contact details of the stay: a customer's come from their profile (name and email may be
 * overridden for this stay; the phone is always their verified one); staff give them.
 */
function contactDetails(request: CreateBookingRequest, caller: Caller, profile: BookingStart['customer']): { name: string; email: string; phone: string } {
  const info = request.customerInfo ?? {};
  if (caller.customerId) {
    if (!profile) throw new AppError('UNAUTHORIZED', 'Please sign in');
    const name = info.name || [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    const email = info.email || profile.email;
    if (!name || !email) {
      throw new AppError('VALIDATION', 'Please complete your details (name and email) before booking', [{ path: 'customerInfo', message: 'name and email are required' }]);
    }
    return { name, email, phone: profile.phone };
  }
  if (!info.name || !info.email || !info.phone) {
    throw new AppError('VALIDATION', 'customerInfo: name, email and phone are required', [{ path: 'customerInfo', message: 'name, email and phone are required' }]);
  }
  return { name: info.name, email: info.email, phone: info.phone };
}

/**
 * Free cancellation lasts until 48 hours before check-in time on the check-in day, on the island
 * (UTC+7); the check-in time comes from the site settings (14:00 by default).
 */
export function canCancel(checkIn: string, now: Date, checkInTime = CHECK_IN_TIME): boolean {
  const checkInAt = islandInstant(checkIn, checkInTime).getTime();
  return now.getTime() < checkInAt - FREE_CANCELLATION_HOURS * 3_600_000;
}

/**
 * The rate a booking keeps: the base currency of the moment and its units per unit of the
 * villa's currency, so revenue never moves when rates or the base change later.
 */
export function bookingBaseRate(villaCurrency: { rate: number }, base: { code: string; rate: number }): { baseCurrency: string; baseRate: number } {
  return { baseCurrency: base.code, baseRate: new Decimal(base.rate).div(villaCurrency.rate).toNumber() };
}

export class BookingService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    /** Booking emails, written to the outbox in the booking's own transaction. */
    private readonly mail?: BookingMail,
    /** The site's check-in time, which the free-cancellation deadline counts back from. */
    private readonly checkInTime = new CheckInTime(),
    /** The public catalog in memory: a booking prices from it instead of reading the villa's rows. */
    private readonly catalog?: VillaCatalog,
  ) {}

  /**
   * Creates a guest booking in the caller's transaction: the server prices the stay, checks
   * capacity and dates, and takes the villa's lock before checking bookings and blocks. With an
   * Idempotency-Key the same caller, key and body within 24 h replays the first response.
   */
  async create(trx: Knex.Transaction, request: CreateBookingRequest, caller: Caller, idempotencyKey?: string): Promise<BookingResult> {
    const idempotency = idempotencyKey ? { scope: caller.scope, key: idempotencyKey, requestHash: requestHash(request) } : undefined;
    // One statement claims the key and takes the customer's and the villa's locks (the villa as
    // the catalog held knows it: its id, even when the request names its slug).
    const lockedVillaId = this.villaIdAsHeld(request.villaId);
    const start = await startGuestBooking(trx, { customerId: caller.customerId, villaId: lockedVillaId, idempotency });
    if (idempotency && !start.keyClaimed) {
      const stored = await claimIdempotencyKey(trx, idempotency.scope, idempotency.key, idempotency.requestHash);
      if (stored) {
        if (stored.requestHash !== idempotency.requestHash) {
          throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request');
        }
        return { status: stored.status, body: stored.body, replayed: true };
      }
      // The key was older than 24 hours: claimed anew, this request books.
    }

    const booking = await this.insertGuestBooking(trx, request, caller, start, lockedVillaId);
    await this.mail?.bookingCreated(trx, booking.id);
    const body = { data: booking, id: booking.id, _id: booking.id };
    if (idempotency) await storeIdempotentResponse(trx, idempotency.scope, idempotency.key, 201, body);
    return { status: 201, body, replayed: false };
  }

  /** The villa's id in the catalog held in memory (no query), or what the request said. */
  private villaIdAsHeld(idOrSlug: string): string {
    const snapshot = this.catalog?.peek();
    return (snapshot?.byId.get(idOrSlug) ?? snapshot?.bySlug.get(idOrSlug))?.villa.id ?? idOrSlug;
  }

  private async insertGuestBooking(trx: Knex.Transaction, request: CreateBookingRequest, caller: Caller, start: BookingStart, lockedVillaId: string): Promise<BookingDto> {
    const today = todayOnIsland(this.clock());
    if (request.checkIn < today) throw AppError.validation('checkIn', 'check-in cannot be in the past');

    // Few round trips while the transaction holds its connection and the villa's lock: each
    // statement reads what the ones before it made safe to read. The checks then refuse in the
    // order a guest fixes things: details, villa, guests, stay rules, licence, currency, the
    // upcoming-bookings limit, the nights taken.
    const customer = contactDetails(request, caller, start.customer);
    const { villa, ranges, currencies: table, pricer } = await this.pricingInputs(trx, request.villaId, start.catalogVersion);
    if (request.guests > villa.guests) {
      throw AppError.validation('guests', `this villa sleeps at most ${villa.guests} guests`);
    }
    // A villa the catalog held did not know by that id or slug (a newer catalog): lock it now.
    if (villa.id !== lockedVillaId) await lockVilla(trx, villa.id);
    // The neighbouring bookings and blocks decide whether the stay fills a gap (let in below the
    // minimum stay, at the gap discount); the exclusion constraint still guards the nights.
    const { occupancy, touching, upcoming } = await readStayNeighbourhoodAndUpcoming(trx, villa.id, request, caller.customerId, today);

    const quoted = quoteStay(villa.pricing, ranges, request.checkIn, request.checkOut, pricer, { occupied: touching });
    if (!quoted.ok) {
      const path = quoted.code === 'CHECK_IN_DAY' ? 'checkIn' : 'checkOut';
      throw new AppError('MIN_STAY', quoted.message, [{ path, message: quoted.message }], { code: quoted.code });
    }
    const quote = quoted.quote;
    refuseWithoutLicence(villa.shortStayLicence, quote.nights);

    const villaCurrency = CurrencyService.require(table, villa.currency, 'villaCurrency');
    const customerCurrency = request.currency ? CurrencyService.require(table, request.currency, 'currency') : table.base;
    if (caller.customerId && upcoming >= MAX_UPCOMING_BOOKINGS) throw new AppError('UNPROCESSABLE', UPCOMING_LIMIT_MESSAGE);
    if (occupancy) throw conflictError(occupancy, caller.isStaff);

    return insertBooking(trx, {
      reference: newBookingReference(),
      villaId: villa.id,
      villaName: villa.name,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      guests: request.guests,
      nights: quote.nights,
      pricePerNight: quote.pricePerNight,
      subtotal: quote.subtotal,
      discountPercentage: quote.discountPercentage,
      totalPrice: quote.totalPrice,
      villaCurrency: villaCurrency.code,
      villaCurrencyRate: villaCurrency.rate,
      customerCurrency: customerCurrency.code,
      currencyRate: customerCurrency.rate,
      customerToPay: convert(quote.totalPrice, villaCurrency, customerCurrency),
      ...bookingBaseRate(villaCurrency, table.base),
      customer,
      customerId: caller.customerId ?? null,
      // Guests are promised instant confirmation; payment collection is a later feature.
      status: 'confirmed',
      notes: request.notes ?? null,
      priceBreakdown: quote,
    });
  }

  /**
   * The villa (public, by id or slug, else 404), the season ranges and the currencies in force
   * for a booking whose transaction saw `catalogVersion`. The catalog held in memory answers when
   * it is of that version or later (a later one is what the transaction's next statement would
   * read anyway), so the usual booking asks nothing here. An older one is reloaded in the
   * background and the rows are read in the transaction meanwhile: waiting for the load here
   * would hold this connection while the load needs another.
   */
  private async pricingInputs(
    trx: Knex.Transaction,
    idOrSlug: string,
    catalogVersion: number,
  ): Promise<{ villa: VillaRecord; ranges: SeasonRange[]; currencies: CurrencyTable; pricer?: NightPricer }> {
    const snapshot = this.catalog?.heldAt(catalogVersion);
    if (snapshot) {
      const entry = snapshot.byId.get(idOrSlug) ?? snapshot.bySlug.get(idOrSlug);
      if (!entry) throw AppError.notFound('Villa not found');
      return { villa: entry.villa, ranges: snapshot.ranges, currencies: snapshot.currencies, pricer: entry.pricer };
    }
    const villa = await findPublicVilla(trx, idOrSlug);
    if (!villa) throw AppError.notFound('Villa not found');
    // Rates are read in the booking's own transaction: the figures stored are the ones in force.
    return { villa, ranges: await listSeasonRanges(trx), currencies: await loadCurrencyTable(trx) };
  }

  /** A customer's own booking with its villa, or 404 (another customer's booking does not exist for them). */
  async ownBooking(customerId: string, bookingId: string): Promise<BookingWithVillaDto> {
    const booking = await findBooking(this.db, bookingId);
    if (!booking || booking.customerId !== customerId) throw AppError.notFound('Booking not found');
    return withVilla(this.db, booking);
  }

  /** A customer cancels their own stay until 48 hours before the site's check-in time on the island. */
  async cancelOwn(customerId: string, bookingId: string): Promise<BookingDto> {
    const checkInTime = await this.checkInTime.current();
    return this.db.transaction(async (trx) => {
      const booking = await findBooking(trx, bookingId, { forUpdate: true });
      if (!booking || booking.customerId !== customerId) throw AppError.notFound('Booking not found');
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking is already cancelled');
      if (booking.status === 'completed') throw new AppError('CONFLICT', 'A completed stay cannot be cancelled');
      if (!canCancel(booking.checkIn, this.clock(), checkInTime)) throw new AppError('CONFLICT', CANCELLATION_CLOSED_MESSAGE);
      const cancelled = await setBookingStatus(trx, booking.id, 'cancelled');
      if (!cancelled) throw AppError.notFound('Booking not found');
      await this.mail?.bookingCancelled(trx, booking.id);
      return cancelled;
    });
  }

  /** My bookings, newest stay first, each with its villa, its review and whether it can still be cancelled. */
  async customerBookings(customerId: string): Promise<CustomerBookingDto[]> {
    const [rows, checkInTime] = await Promise.all([listCustomerBookings(this.db, customerId), this.checkInTime.current()]);
    const bookings = await withVillas(this.db, rows.map((r) => r.booking));
    const now = this.clock();
    return bookings.map((booking, i) => ({
      ...booking,
      review: rows[i]!.review,
      canCancel: booking.status !== 'cancelled' && booking.status !== 'completed' && canCancel(booking.checkIn, now, checkInTime),
    }));
  }

  /** Occupied ranges from about two months back, for the public availability calendar. */
  async occupiedRanges(villaId: string): Promise<{ checkIn: string; checkOut: string; status: string }[]> {
    const from = addDays(todayOnIsland(this.clock()), -62);
    return listOccupiedRanges(this.db, villaId, from);
  }
}
