import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { paymentPlan } from '@islandstay/shared/payments/payment-plan';
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
import { convert, type DecimalInput } from '@islandstay/shared/currency/currency';
import { STAY_RULE_ERROR_CODES } from '@islandstay/shared/http/error-codes';
import { addDays, daysBetween, islandInstant, todayOnIsland } from '@islandstay/shared/dates/dates';
import { checkStayRules } from '@islandstay/shared/pricing/stay-rules';
import { quoteStay, type NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { SeasonRange } from '@islandstay/shared/pricing/pricing-types';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { consumeRateLimits } from '../../lib/rate-limiter.ts';
import type { Session } from '../../lib/session.ts';
import { exactCurrency, loadCurrencyTable, type CurrencyTable } from '../currencies/currency-reads.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import type { CatalogSnapshot, VillaCatalog } from '../villas/villa-catalog.ts';
import { licenceAllowsStay } from '@islandstay/shared/villas/short-stay-licence';
import type { OccupancyView } from './occupancy.ts';
import { storeAnswerReadingMailFacts, type BookingMailRow } from './booking-reads.ts';
import { findPublicVilla, listSeasonRanges, type VillaRecord } from '../villas/villa-reads.ts';
import { refuseWithoutLicence } from '../villas/short-stay-licence.ts';
import { newBookingReference } from './booking-reference.ts';
import {
  claimIdempotencyKey,
  findBooking,
  listCustomerBookings,
  lockVilla,
  readCustomerBookingState,
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
  /** `facts`: the booking's notices' facts, when read already (storeAnswerReadingMailFacts). */
  bookingCreated(trx: Knex.Transaction, bookingId: string, facts?: BookingMailRow): Promise<void>;
  bookingCancelled(trx: Knex.Transaction, bookingId: string): Promise<void>;
}

/**
 * What the bookings need of calendar sync: the villa's import feeds read again just before a
 * booking is confirmed, outside its transaction, so a stay sold elsewhere a moment ago is a block
 * by the time the booking checks its nights. Never throws.
 */
export interface ChannelCheck {
  /** With the catalog version the booking saw, a villa without feeds costs no query. */
  refreshBeforeBooking(villaId: string, catalogVersion?: number): Promise<void>;
}

/** What the bookings ask of the villas: a public villa by id or slug, else 404. */
export interface PublicVillas {
  requirePublic(idOrSlug: string): Promise<{ entry: { villa: { id: string } } }>;
  /** The bookings module's occupancy index, brought up to date by a read that starts after the call. */
  occupancyFrom(from: string): Promise<OccupancyView>;
  /** The same index as last read, without a read (undefined until it holds `from`). */
  occupancyHeld(from: string): OccupancyView | undefined;
}

/** What the bookings ask of the staff side of this module: a booking or a villa's bookings in a staff member's scope. */
export interface StaffBookingViews {
  get(session: Session, bookingId: string): Promise<BookingWithVillaDto>;
  villaBookings(session: Session, villaId: string): Promise<VillaCalendar>;
}

/** What the bookings ask of the customers: the signed-in customer, when the phone is theirs (else it throws). */
export interface CustomerPhones {
  ownByPhone(customerId: string, phoneDigits: string): Promise<unknown>;
}

/**
 * How many bookings a customer may try to make in an hour, alone and with everyone behind their
 * address; cancellations are counted apart against the same numbers (docs/architecture.md,
 * "Booking and mail limits").
 */
export interface BookingLimits {
  perCustomerHour: number;
  perIpHour: number;
}

const LIMITED_MESSAGES = {
  create: {
    customer: 'Too many bookings from your account in the last hour. Please try again later.',
    ip: 'Too many bookings were made from this network in the last hour. Please try again later.',
  },
  cancel: {
    customer: 'Too many cancellations from your account in the last hour. Please try again later.',
    ip: 'Too many cancellations were made from this network in the last hour. Please try again later.',
  },
} as const;

export interface BookingServiceDeps {
  db: Knex;
  clock: Clock;
  /** A customer's bookings and cancellations per hour; none: unlimited. */
  limits?: BookingLimits;
  /** Booking emails, written to the outbox in the booking's own transaction. */
  mail?: BookingMail;
  /** The site's check-in time, which the free-cancellation deadline counts back from. */
  checkInTime?: CheckInTime;
  /** The public catalog in memory: a booking prices from it instead of reading the villa's rows. */
  catalog?: VillaCatalog;
  /** The villa's channel calendars, read again before a booking is made. */
  channels?: ChannelCheck;
  villas: PublicVillas;
  staff: StaffBookingViews;
  customers: CustomerPhones;
  /** Records what a guest's cancellation gives back, in the cancellation's transaction. */
  refunds?: CancellationRefunds;
  /** How long a guest's booking waits for the money due at booking before it lapses; 0 or none: no hold. */
  paymentHoldHours?: number;
}

/** The payments module's side of a guest's cancellation (docs/product.md#payments). */
export interface CancellationRefunds {
  refundOnCancellation(trx: Knex.Transaction, bookingId: string, cancelledAt: Date, checkInTime: string): Promise<void>;
}

/** A villa's occupied ranges: the public view, or the staff view with guests. */
export interface VillaCalendar {
  villaId: string;
  data: { checkIn: string; checkOut: string; status: string }[];
}

interface Caller {
  /** Who the idempotency keys are scoped to: `<role>:<id>`. */
  scope: string;
  isStaff: boolean;
  /** Set when a customer books for themselves: the booking is linked to them. */
  customerId?: string;
}

function callerOf(session: Session): Caller {
  const isCustomer = session.role === 'customer';
  return { scope: `${session.role}:${session.subject}`, isStaff: !isCustomer, ...(isCustomer ? { customerId: session.subject } : {}) };
}

/** A new booking, or the first answer again for a repeated Idempotency-Key and body. */
export interface BookingCreated {
  kind: 'created' | 'replayed';
  booking: BookingDto;
}

/**
 * The idempotency record keeps the answer as it was sent, in the form the rows already stored
 * have (`response_status` 201 and the answer's body), so a retry straddling a deploy replays.
 */
const STORED_ANSWER_STATUS = 201;
function storedAnswer(booking: BookingDto): { data: BookingDto; id: string; _id: string } {
  return { data: booking, id: booking.id, _id: booking.id };
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
  return new AppError('CONFLICT', 'booking.datesUnavailable', NOT_AVAILABLE_MESSAGE, {
    extra: {
      conflictingBooking: isStaff ? { reference: occupancy.reference, ...dates, status: occupancy.status, ...(occupancy.customer ? { customer: occupancy.customer } : {}) } : dates,
    },
  });
}

/**
 * Contact details of the stay: a customer's come from their profile (name and email may be
 * overridden for this stay; the phone is always their verified one); staff give them.
 */
function contactDetails(request: CreateBookingRequest, caller: Caller, profile: BookingStart['customer']): { name: string; email: string; phone: string } {
  const info = request.customerInfo ?? {};
  if (caller.customerId) {
    if (!profile) throw new AppError('UNAUTHORIZED', 'auth.signInRequired', 'Please sign in');
    const name = info.name || [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    const email = info.email || profile.email;
    if (!name || !email) {
      throw new AppError('VALIDATION', 'customer.detailsIncomplete', 'Please complete your details (name and email) before booking', {
        details: [{ path: 'customerInfo', message: 'name and email are required', code: 'customer.detailsIncomplete' }],
      });
    }
    return { name, email, phone: profile.phone };
  }
  if (!info.name || !info.email || !info.phone) {
    throw new AppError('VALIDATION', 'booking.customerInfoRequired', 'customerInfo: name, email and phone are required', {
      details: [{ path: 'customerInfo', message: 'name, email and phone are required', code: 'booking.customerInfoRequired' }],
    });
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
export function bookingBaseRate(villaCurrency: { rate: DecimalInput }, base: { code: string; rate: DecimalInput }): { baseCurrency: string; baseRate: string } {
  return { baseCurrency: base.code, baseRate: new Decimal(base.rate).div(villaCurrency.rate).toFixed() };
}

export class BookingService {
  private readonly db: Knex;
  private readonly clock: Clock;
  private readonly limits?: BookingLimits;
  private readonly mail?: BookingMail;
  private readonly checkInTime: CheckInTime;
  private readonly catalog?: VillaCatalog;
  private readonly channels?: ChannelCheck;
  private readonly villas: PublicVillas;
  private readonly staff: StaffBookingViews;
  private readonly customers: CustomerPhones;
  private readonly refunds: CancellationRefunds | undefined;
  private readonly paymentHoldHours: number;

  constructor(deps: BookingServiceDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.limits = deps.limits;
    this.mail = deps.mail;
    this.checkInTime = deps.checkInTime ?? new CheckInTime();
    this.catalog = deps.catalog;
    this.channels = deps.channels;
    this.villas = deps.villas;
    this.staff = deps.staff;
    this.customers = deps.customers;
    this.refunds = deps.refunds;
    this.paymentHoldHours = deps.paymentHoldHours ?? 0;
  }

  /**
   * Books a stay for the signed-in caller (a customer for themselves, staff for a guest). The
   * villa's channel calendars are read again first, outside the transaction: a slow feed must not
   * hold a connection or the villa's lock. A customer past their hourly limits (`ip` is their
   * address) is refused with 429 before anything is read or written.
   */
  async create(session: Session, request: CreateBookingRequest, idempotencyKey?: string, ip?: string): Promise<BookingCreated> {
    if (session.role === 'customer') await this.limitChange('create', session.subject, ip);
    // A catalog read that started after the request came: the feeds check and the refusal below decide by it.
    const snapshot = await this.catalog?.current();
    const villaId = (snapshot?.byId.get(request.villaId) ?? snapshot?.bySlug.get(request.villaId))?.villa.id;
    await this.channels?.refreshBeforeBooking(villaId ?? request.villaId, villaId ? snapshot?.version : undefined);
    const caller = callerOf(session);
    const taken = snapshot ? await this.nightsTakenRefusal(snapshot, request, caller, idempotencyKey) : undefined;
    if (taken) throw taken;
    return this.db.transaction((trx) => this.createIn(trx, request, caller, idempotencyKey));
  }

  /**
   * The 409 a customer's booking of taken nights gets, answered without the booking's
   * transaction (undefined: the transaction decides): most bookings of a sought-after villa meet nights already taken, and the
   * transaction (the key claimed, two locks, the neighbourhood read, a rollback) cost several
   * times this. Only when every check `insertGuestBooking` makes before the nights would pass, from
   * the catalog read for this booking and the bookings module's occupancy index (brought up to
   * date by a read that started after the feeds were checked, so the nights were taken after the
   * request came) and one read of the customer; anything else, and every free stay, goes on to the transaction, which decides. A
   * key used before (read after the index, so a first request that committed meanwhile is seen)
   * is replayed there, never refused here. Staff get the holder's details, read in the transaction.
   */
  private async nightsTakenRefusal(snapshot: CatalogSnapshot, request: CreateBookingRequest, caller: Caller, idempotencyKey: string | undefined): Promise<AppError | undefined> {
    const { customerId } = caller;
    const entry = snapshot.byId.get(request.villaId) ?? snapshot.bySlug.get(request.villaId);
    if (!customerId || !entry) return undefined;
    const today = todayOnIsland(this.clock());
    if (request.checkIn < today) return undefined;
    const { villa } = entry;
    // Nights the index as last read shows free are most likely free: the transaction decides at
    // once, with no read waited for here. Only a stay shown taken is looked at again.
    const lastRead = this.villas.occupancyHeld(today);
    if (lastRead && !lastRead.neighbourhood(villa.id, request).heldBy) return undefined;
    const occupancy = await this.villas.occupancyFrom(today);
    const { heldBy, held, touching } = occupancy.neighbourhood(villa.id, request);
    if (!heldBy || !held || request.guests > villa.guests) return undefined;
    if (checkStayRules(villa.pricing.rules, request.checkIn, request.checkOut, touching).violation) return undefined;
    const nights = daysBetween(request.checkIn, request.checkOut);
    if (nights < 1 || !licenceAllowsStay(villa.shortStayLicence, nights)) return undefined;
    const known = (code: string) => snapshot.currencies.byCode.has(code.toUpperCase());
    if (!known(villa.currency) || (request.currency !== undefined && !known(request.currency))) return undefined;
    const state = await readCustomerBookingState(this.db, customerId, today, idempotencyKey ? { scope: caller.scope, key: idempotencyKey } : undefined);
    if (state.keyUsed || state.upcoming >= MAX_UPCOMING_BOOKINGS) return undefined;
    try {
      contactDetails(request, caller, state.customer);
    } catch {
      return undefined;
    }
    // A customer's 409 names the taken dates only (conflictError).
    return conflictError({ kind: heldBy, reference: '', status: '', ...held }, false);
  }

  /**
   * Creates a guest booking in one transaction: the server prices the stay, checks capacity and
   * dates, and takes the villa's lock before checking bookings and blocks. With an
   * Idempotency-Key the same caller, key and body within 24 h replays the first answer.
   */
  private async createIn(trx: Knex.Transaction, request: CreateBookingRequest, caller: Caller, idempotencyKey?: string): Promise<BookingCreated> {
    const idempotency = idempotencyKey ? { scope: caller.scope, key: idempotencyKey, requestHash: requestHash(request) } : undefined;
    // One statement claims the key and takes the customer's and the villa's locks (the villa as
    // the catalog held knows it: its id, even when the request names its slug).
    const lockedVillaId = this.villaIdAsHeld(request.villaId);
    const start = await startGuestBooking(trx, { customerId: caller.customerId, villaId: lockedVillaId, idempotency });
    if (idempotency && !start.keyClaimed) {
      const stored = await claimIdempotencyKey(trx, idempotency.scope, idempotency.key, idempotency.requestHash);
      if (stored) {
        if (stored.requestHash !== idempotency.requestHash) {
          throw new AppError('UNPROCESSABLE', 'booking.idempotencyKeyReused', 'This Idempotency-Key was already used with a different request');
        }
        return { kind: 'replayed', booking: (stored.body as ReturnType<typeof storedAnswer>).data };
      }
      // The key was older than 24 hours: claimed anew, this request books.
    }

    const booking = await this.insertGuestBooking(trx, request, caller, start, lockedVillaId);
    const answer = idempotency ? { scope: idempotency.scope, key: idempotency.key, status: STORED_ANSWER_STATUS, body: storedAnswer(booking) } : undefined;
    // With notices to write, the answer is kept and their facts read in one round trip.
    const facts = answer && this.mail ? await storeAnswerReadingMailFacts(trx, booking.id, answer) : undefined;
    if (answer && !this.mail) await storeIdempotentResponse(trx, answer.scope, answer.key, answer.status, answer.body);
    // Last: the notices take their recipients' locks (the mail cap), which other bookings
    // notifying the same owner wait on until this transaction ends.
    await this.mail?.bookingCreated(trx, booking.id, facts);
    return { kind: 'created', booking };
  }

  /** The villa's id in the catalog held in memory (no query), or what the request said. */
  private villaIdAsHeld(idOrSlug: string): string {
    const snapshot = this.catalog?.peek();
    return (snapshot?.byId.get(idOrSlug) ?? snapshot?.bySlug.get(idOrSlug))?.villa.id ?? idOrSlug;
  }

  private async insertGuestBooking(trx: Knex.Transaction, request: CreateBookingRequest, caller: Caller, start: BookingStart, lockedVillaId: string): Promise<BookingDto> {
    const today = todayOnIsland(this.clock());
    if (request.checkIn < today) throw AppError.validation('checkIn', 'booking.pastCheckIn', 'check-in cannot be in the past');

    // Few round trips while the transaction holds its connection and the villa's lock: each
    // statement reads what the ones before it made safe to read. The checks then refuse in the
    // order a guest fixes things: details, villa, guests, stay rules, licence, currency, the
    // upcoming-bookings limit, the nights taken.
    const customer = contactDetails(request, caller, start.customer);
    const { villa, ranges, currencies: table, pricer } = await this.pricingInputs(trx, request.villaId, start.catalogVersion);
    if (request.guests > villa.guests) {
      throw AppError.validation('guests', 'booking.tooManyGuests', `this villa sleeps at most ${villa.guests} guests`, { maximum: villa.guests });
    }
    // A villa the catalog held did not know by that id or slug (a newer catalog): lock it now.
    if (villa.id !== lockedVillaId) await lockVilla(trx, villa.id);
    // The neighbouring bookings and blocks decide whether the stay fills a gap (let in below the
    // minimum stay, at the gap discount); the exclusion constraint still guards the nights.
    const { occupancy, touching, upcoming, payment } = await readStayNeighbourhoodAndUpcoming(trx, villa.id, request, caller.customerId, today);

    const quoted = quoteStay(villa.pricing, ranges, request.checkIn, request.checkOut, pricer, { occupied: touching });
    if (!quoted.ok) {
      const path = quoted.code === 'CHECK_IN_DAY' ? 'checkIn' : 'checkOut';
      const code = STAY_RULE_ERROR_CODES[quoted.code];
      throw new AppError('MIN_STAY', code, quoted.message, { details: [{ path, message: quoted.message, code }] });
    }
    const quote = quoted.quote;
    refuseWithoutLicence(villa.shortStayLicence, quote.nights);

    // At the rates exactly as stored: the booking keeps them and its converted amount.
    const villaCurrency = exactCurrency(table, CurrencyService.require(table, villa.currency, 'villaCurrency'));
    const customerCurrency = exactCurrency(table, request.currency ? CurrencyService.require(table, request.currency, 'currency') : table.base);
    if (caller.customerId && upcoming >= MAX_UPCOMING_BOOKINGS) throw new AppError('UNPROCESSABLE', 'booking.upcomingLimit', UPCOMING_LIMIT_MESSAGE, { params: { maximum: MAX_UPCOMING_BOOKINGS } });
    if (occupancy) throw conflictError(occupancy, caller.isStaff);
    const now = this.clock();
    // Money asked for at booking holds the nights for the hold time, then the booking lapses unpaid.
    const dueAtBooking = paymentPlan({ total: quote.totalPrice, currency: villaCurrency, bookedAt: now, checkIn: request.checkIn, terms: payment.terms }).dueAtBooking;
    const paymentHoldUntil = this.paymentHoldHours > 0 && Number(dueAtBooking) > 0 ? new Date(now.getTime() + this.paymentHoldHours * 3_600_000) : null;

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
      ...bookingBaseRate(villaCurrency, exactCurrency(table, table.base)),
      customer,
      customerId: caller.customerId ?? null,
      // Guests are promised instant confirmation; payment collection is a later feature.
      status: 'confirmed',
      notes: request.notes ?? null,
      priceBreakdown: quote,
      payment,
      paymentHoldUntil,
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
      if (!entry) throw AppError.notFound('Villa not found', 'villa.notFound');
      return { villa: entry.villa, ranges: snapshot.ranges, currencies: snapshot.currencies, pricer: entry.pricer };
    }
    const villa = await findPublicVilla(trx, idOrSlug);
    if (!villa) throw AppError.notFound('Villa not found', 'villa.notFound');
    // Rates are read in the booking's own transaction: the figures stored are the ones in force.
    return { villa, ranges: await listSeasonRanges(trx), currencies: await loadCurrencyTable(trx) };
  }

  /** A booking the caller may see, with its villa: a customer's own, or one in a staff member's scope; else 404. */
  async visibleBooking(session: Session, bookingId: string): Promise<BookingWithVillaDto> {
    return session.role === 'customer' ? this.ownBooking(session.subject, bookingId) : this.staff.get(session, bookingId);
  }

  /** A customer's own booking with its villa, or 404 (another customer's booking does not exist for them). */
  async ownBooking(customerId: string, bookingId: string): Promise<BookingWithVillaDto> {
    const booking = await findBooking(this.db, bookingId);
    if (!booking || booking.customerId !== customerId) throw AppError.notFound('Booking not found', 'booking.notFound');
    return withVilla(this.db, booking);
  }

  /**
   * A customer cancels their own stay until 48 hours before the site's check-in time on the
   * island; past their hourly limits (`ip` is their address) the answer is 429 and the booking stays.
   */
  async cancelOwn(customerId: string, bookingId: string, ip?: string): Promise<BookingDto> {
    await this.limitChange('cancel', customerId, ip);
    const checkInTime = await this.checkInTime.current();
    return this.db.transaction(async (trx) => {
      const booking = await findBooking(trx, bookingId, { forUpdate: true });
      if (!booking || booking.customerId !== customerId) throw AppError.notFound('Booking not found', 'booking.notFound');
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'booking.alreadyCancelled', 'This booking is already cancelled');
      if (booking.status === 'completed') throw new AppError('CONFLICT', 'booking.completedNotCancellable', 'A completed stay cannot be cancelled');
      if (!canCancel(booking.checkIn, this.clock(), checkInTime)) throw new AppError('CONFLICT', 'booking.cancellationClosed', CANCELLATION_CLOSED_MESSAGE);
      const cancelled = await setBookingStatus(trx, booking.id, 'cancelled');
      if (!cancelled) throw AppError.notFound('Booking not found', 'booking.notFound');
      await this.refunds?.refundOnCancellation(trx, booking.id, this.clock(), checkInTime);
      await this.mail?.bookingCancelled(trx, booking.id);
      return (await findBooking(trx, booking.id)) ?? cancelled;
    });
  }

  /**
   * Counts one booking or cancellation attempt of a customer, or refuses it (429 with the wait):
   * each cycle of booking and cancelling mails the guest and the owner, so a loop of them must
   * stop. The customer's own limit is checked first, so one customer over theirs does not use up
   * the allowance of everyone behind the same address. Staff are not limited here.
   */
  private async limitChange(change: 'create' | 'cancel', customerId: string, ip: string | undefined): Promise<void> {
    if (!this.limits) return;
    const now = this.clock();
    const messages = LIMITED_MESSAGES[change];
    await consumeRateLimits(
      this.db,
      [
        { limit: { bucket: `booking-${change}-customer`, max: this.limits.perCustomerHour, windowSeconds: 3600 }, key: customerId, message: messages.customer },
        ...(ip ? [{ limit: { bucket: `booking-${change}-ip`, max: this.limits.perIpHour, windowSeconds: 3600 }, key: ip, message: messages.ip }] : []),
      ],
      now,
    );
  }

  /** My bookings, newest stay first, each with its villa, its review and whether it can still be cancelled. */
  async customerBookings(customerId: string): Promise<CustomerBookingDto[]> {
    const [rows, checkInTime] = await Promise.all([listCustomerBookings(this.db, customerId), this.checkInTime.current()]);
    const bookings = await withVillas(
      this.db,
      rows.map((r) => r.booking),
    );
    const now = this.clock();
    return bookings.map((booking, i) => ({
      ...booking,
      review: rows[i]!.review,
      canCancel: booking.status !== 'cancelled' && booking.status !== 'completed' && canCancel(booking.checkIn, now, checkInTime),
    }));
  }

  /** The original brief's lookup by phone (docs/product.md#differences): the caller's own bookings, only when the phone is the caller's (else 404). */
  async customerBookingsByPhone(customerId: string, phoneDigits: string): Promise<CustomerBookingDto[]> {
    await this.customers.ownByPhone(customerId, phoneDigits).catch(() => {
      throw AppError.notFound('No bookings found for this information', 'booking.lookupNotFound');
    });
    return this.customerBookings(customerId);
  }

  /**
   * A villa's calendar: staff (signed in, in scope) see their villa's bookings with guests; anyone
   * else, a public villa's occupied ranges and never who holds them.
   */
  async villaCalendar(session: Session | null | undefined, idOrSlug: string): Promise<VillaCalendar> {
    if (session && session.role !== 'customer') return this.staff.villaBookings(session, idOrSlug);
    const { villa } = (await this.villas.requirePublic(idOrSlug)).entry;
    return { villaId: villa.id, data: await this.occupiedRanges(villa.id) };
  }

  /** Occupied ranges from about two months back, for the public availability calendar. */
  async occupiedRanges(villaId: string): Promise<{ checkIn: string; checkOut: string; status: string }[]> {
    const from = addDays(todayOnIsland(this.clock()), -62);
    return listOccupiedRanges(this.db, villaId, from);
  }
}
