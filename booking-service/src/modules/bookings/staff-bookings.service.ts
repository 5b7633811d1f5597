import type { AdminBookingListQuery, BookingDto, BookingStatus, BookingWithVillaDto, StaffBookingRequest } from '@islandstay/shared/bookings/booking.schemas';
import Decimal from 'decimal.js';
import { convert, roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { STAY_RULE_ERROR_CODES } from '@islandstay/shared/http/error-codes';
import { addDays, daysBetween, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Clock } from '../../lib/clock.ts';
import { quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import { exactCurrency, loadCurrencyTable } from '../currencies/currency-reads.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import { findVillaAnyStatus, listSeasonRanges, type VillaRecord } from '../villas/villa-reads.ts';
import { ownerScope, villaInScope } from '../auth/scope.ts';

export { ownerScope };
import { newBookingReference } from './booking-reference.ts';
import { paymentSettingsFor } from '../payments/payment-terms.ts';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Session } from '../auth/session.service.ts';
import {
  findBooking,
  findOccupancy,
  insertBooking,
  listBookingsInRange,
  listStaffBookings,
  lockVilla,
  searchGuests,
  setBookingStatus,
  updateStaffBooking,
  villaOwnerOf,
} from './bookings.repository.ts';
import { bookingBaseRate, conflictError, type BookingMail, type ChannelCheck } from './bookings.service.ts';
import { withVilla, withVillas } from './booking-villas.ts';

export const STAFF_PAGE_SIZE = 10;

/**
 * Bookings as the back office sees them. An owner's scope comes from the session, never from a
 * query parameter: another owner's booking is 404 for them.
 */
export class StaffBookingService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly mail?: BookingMail,
    private readonly channels?: ChannelCheck,
  ) {}

  async list(session: Session, query: AdminBookingListQuery) {
    const scope = ownerScope(session);
    const ownerId = scope ?? (query.owner || query.filterOwner || undefined);
    const page = query.page ?? 1;
    const limit = query.limit ?? STAFF_PAGE_SIZE;
    const { rows, total } = await listStaffBookings(this.db, {
      ownerId,
      status: query.status && query.status !== 'all' ? query.status : undefined,
      paymentStatus: query.paymentStatus,
      today: todayOnIsland(this.clock()),
      search: query.search || undefined,
      villaId: query.villaId,
      from: query.from,
      to: query.to,
      sortBy: query.sortBy ?? 'createdAt',
      sortOrder: query.sortOrder ?? 'desc',
      offset: (page - 1) * limit,
      limit,
    });
    const bookings = await withVillas(this.db, rows);
    return { bookings, data: bookings, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
  }

  /** One booking in scope with its villa. */
  async get(session: Session, id: string): Promise<BookingWithVillaDto> {
    const booking = await findBooking(this.db, id);
    if (!booking || !(await this.inScope(this.db, session, booking.villaId))) throw AppError.notFound('Booking not found', 'booking.notFound');
    return withVilla(this.db, booking);
  }

  /**
   * Any status to any other (no order is imposed: docs/product.md#bookings-admin); reviving a cancelled booking into nights
   * that are taken now is the same 409 as a new booking.
   */
  async changeStatus(session: Session, id: string, status: BookingStatus): Promise<BookingDto> {
    return this.db.transaction(async (trx) => {
      const booking = await findBooking(trx, id, { forUpdate: true });
      if (!booking || !(await this.inScope(trx, session, booking.villaId))) throw AppError.notFound('Booking not found', 'booking.notFound');
      if (booking.status === 'cancelled' && status !== 'cancelled') {
        await lockVilla(trx, booking.villaId);
        const occupied = await findOccupancy(trx, booking.villaId, booking.checkIn, booking.checkOut, booking.id);
        if (occupied) throw conflictError(occupied, true);
      }
      const updated = await setBookingStatus(trx, booking.id, status);
      if (!updated) throw AppError.notFound('Booking not found', 'booking.notFound');
      if (status === 'cancelled' && booking.status !== 'cancelled') await this.mail?.bookingCancelled(trx, booking.id);
      return updated;
    });
  }

  /**
   * A booking made in the calendar: any dates (past included), 1-20 guests, the weekend minimum
   * stay not enforced, priced by the engine unless a custom price is given; confirmed at once.
   */
  async create(session: Session, request: StaffBookingRequest): Promise<BookingDto> {
    // The channels' calendars are read before the transaction opens (they may take seconds), for
    // a villa in the caller's scope only.
    await villaInScope(this.db, session, request.villaId);
    await this.channels?.refreshBeforeBooking(request.villaId);
    return this.db.transaction(async (trx) => {
      const villa = await villaInScope(trx, session, request.villaId);
      const priced = await this.price(trx, villa, request);
      await lockVilla(trx, villa.id);
      const occupied = await findOccupancy(trx, villa.id, request.checkIn, request.checkOut);
      if (occupied) throw conflictError(occupied, true);
      const created = await insertBooking(trx, {
        reference: newBookingReference(),
        villaId: villa.id,
        villaName: villa.name,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        guests: request.guests,
        ...priced,
        customer: { name: request.customerInfo.name, email: request.customerInfo.email ?? '', phone: request.customerInfo.phone ?? '' },
        customerId: null,
        status: 'confirmed',
        notes: request.notes ?? null,
        customPrice: request.customPrice ?? null,
        isAdminBooking: request.isAdminBooking,
        payment: await paymentSettingsFor(trx, villa.id),
      });
      await this.mail?.bookingCreated(trx, created.id);
      return created;
    });
  }

  /** A calendar edit: the villa stays, saving confirms, new dates reprice unless a custom price is set. */
  async edit(session: Session, id: string, request: StaffBookingRequest): Promise<BookingDto> {
    return this.db.transaction(async (trx) => {
      const booking = await findBooking(trx, id, { forUpdate: true });
      if (!booking || !(await this.inScope(trx, session, booking.villaId))) throw AppError.notFound('Booking not found', 'booking.notFound');
      if (request.villaId !== booking.villaId) throw AppError.validation('villaId', 'booking.villaUnchangeable', 'the villa of a booking cannot be changed');
      const villa = await findVillaAnyStatus(trx, booking.villaId);
      await lockVilla(trx, booking.villaId);
      const occupied = await findOccupancy(trx, booking.villaId, request.checkIn, request.checkOut, booking.id);
      if (occupied) throw conflictError(occupied, true);
      const datesChanged = request.checkIn !== booking.checkIn || request.checkOut !== booking.checkOut;
      const customPrice = request.customPrice === undefined ? booking.customPrice : request.customPrice;
      const priced =
        villa && (datesChanged || customPrice !== booking.customPrice)
          ? await this.price(trx, villa, { ...request, customPrice })
          : {
              nights: booking.nights,
              pricePerNight: booking.pricePerNight,
              subtotal: booking.subtotal,
              discountPercentage: booking.discountPercentage,
              totalPrice: booking.totalPrice,
              customerToPay: booking.customerToPay,
              priceBreakdown: {},
            };
      const updated = await updateStaffBooking(trx, booking.id, {
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        guests: request.guests,
        ...priced,
        customer: { name: request.customerInfo.name, email: request.customerInfo.email ?? '', phone: request.customerInfo.phone ?? '' },
        notes: request.notes ?? booking.notes,
        customPrice: customPrice ?? null,
      });
      if (!updated) throw AppError.notFound('Booking not found', 'booking.notFound');
      return updated;
    });
  }

  /** A villa's bookings (from two months back) with guest names, for staff in scope: the calendar's view. */
  async villaBookings(session: Session, villaId: string) {
    const villa = await villaInScope(this.db, session, villaId);
    const from = addDays(todayOnIsland(this.clock()), -62);
    const bookings = await listBookingsInRange(this.db, [villa.id], from, '9999-12-31');
    return {
      villaId: villa.id,
      data: bookings.map((b) => ({ id: b.id, reference: b.bookingReference, checkIn: b.checkIn, checkOut: b.checkOut, status: b.status, guestName: b.customerInfo.name, guests: b.guests })),
    };
  }

  /** Autocomplete of guests in scope; under 2 characters of text there is nothing to search. */
  async searchCustomers(session: Session, text: string): Promise<{ name: string; email: string; phone: string }[]> {
    const trimmed = text.trim();
    if (trimmed.length < 2) return [];
    return searchGuests(this.db, trimmed, ownerScope(session), 10);
  }

  private async price(trx: Knex.Transaction, villa: VillaRecord, request: { checkIn: string; checkOut: string; customPrice?: number | null }) {
    const table = await loadCurrencyTable(trx);
    // At the rates exactly as stored: the booking keeps them and its converted amount.
    const villaCurrency = exactCurrency(table, CurrencyService.require(table, villa.currency, 'villaCurrency'));
    const base = exactCurrency(table, table.base);
    const nights = daysBetween(request.checkIn, request.checkOut);
    const places = villa.pricing.decimalPlaces;
    let figures: { subtotal: number; discountPercentage: number; totalPrice: number; priceBreakdown: unknown };
    if (request.customPrice !== undefined && request.customPrice !== null) {
      const total = roundMoneyNumber(request.customPrice, places);
      figures = { subtotal: total, discountPercentage: 0, totalPrice: total, priceBreakdown: { customPrice: total } };
    } else {
      const quoted = quoteStay(villa.pricing, await listSeasonRanges(trx), request.checkIn, request.checkOut, undefined, { enforceMinimumStay: false });
      if (!quoted.ok) throw AppError.validation('checkOut', STAY_RULE_ERROR_CODES[quoted.code], quoted.message);
      const q = quoted.quote;
      figures = { subtotal: q.subtotal, discountPercentage: q.discountPercentage, totalPrice: q.totalPrice, priceBreakdown: q };
    }
    return {
      nights,
      pricePerNight: roundMoneyNumber(new Decimal(figures.totalPrice).div(nights), 0),
      ...figures,
      villaCurrency: villaCurrency.code,
      villaCurrencyRate: villaCurrency.rate,
      customerCurrency: base.code,
      currencyRate: base.rate,
      customerToPay: convert(figures.totalPrice, villaCurrency, base),
      ...bookingBaseRate(villaCurrency, base),
    };
  }

  private async inScope(db: Knex | Knex.Transaction, session: Session, villaId: string): Promise<boolean> {
    const scope = ownerScope(session);
    if (scope === undefined) return true;
    return (await villaOwnerOf(db, villaId)) === scope;
  }
}
