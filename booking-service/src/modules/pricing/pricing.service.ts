import { NOT_AVAILABLE_MESSAGE } from '@islandstay/shared/bookings/booking.schemas';
import { STAY_RULE_ERROR_CODES } from '@islandstay/shared/http/error-codes';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import { nightRate, quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import { checkStayRules, type OccupiedRange } from '@islandstay/shared/pricing/stay-rules';
import type { Quote, RateMode } from '@islandstay/shared/pricing/pricing-types';
import type { CalendarPricesResponse, QuoteRequest, QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { freeCancellationHours } from '@islandstay/shared/payments/cancellation-policy';
import { paymentPlan, type PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import type { Currency } from '@islandstay/shared/currency/currency';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import { paymentSettingsFor } from '../payments/payment-terms.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWithoutLicence } from '../villas/short-stay-licence.ts';
import { findOccupancy, listTouchingRanges } from '../bookings/booking-reads.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import type { CatalogEntry, CatalogSnapshot } from '../villas/villa-catalog.ts';
import type { VillaService } from '../villas/villas.service.ts';

export class PricingService {
  /** Payment terms per catalog snapshot and villa: nothing outlives the version it was read at. */
  private readonly settings = new WeakMap<CatalogSnapshot, Map<string, Promise<PaymentSettings>>>();

  constructor(
    private readonly villas: VillaService,
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /**
   * Prices the stay and says whether a guest could book it now, by the booking's own checks:
   * no booking or block (manual or imported) on its nights, and the stay rules. An unavailable
   * stay is still priced, so the villa page can show both.
   *
   * Answered from memory, with no query of its own: the villa, its pricing and stay rules, the
   * season ranges and the rates from the catalog snapshot, the payment terms held per snapshot
   * (their writes move the catalog version, migration 029), and the bookings and blocks on and
   * around the stay from the bookings module's occupancy index. The snapshot's version and the
   * index are each brought up to date by a read that starts after the request came, shared by
   * the requests waiting for it, so a write committed before the request is seen. The answer is
   * `quoteFromDatabase`'s, which the tests hold it to.
   */
  async quote(villaId: string, request: QuoteRequest): Promise<QuoteResponse> {
    const today = this.villas.today();
    this.villas.refusePastCheckIn(request.checkIn, today);
    const { entry, snapshot, occupancy } = await this.villas.requirePublicWithOccupancy(villaId, today);
    const display = this.displayAndGuests(entry, snapshot, request);
    const { villa } = entry;
    const { heldBy, touching } = occupancy.neighbourhood(villa.id, request);
    const result = quoteStay(villa.pricing, snapshot.ranges, request.checkIn, request.checkOut, entry.pricer, { enforceMinimumStay: false, occupied: touching });
    if (!result.ok) throw AppError.validation('checkOut', STAY_RULE_ERROR_CODES[result.code], result.message);
    refuseWithoutLicence(villa.shortStayLicence, result.quote.nights);
    const availability: Availability = heldBy ? heldAvailability(heldBy) : stayRulesAvailability(entry, request, touching);
    return this.answer(entry, snapshot, display, request, result.quote, availability, await this.settingsIn(snapshot, villa.id));
  }

  /** The villa's payment terms, read once per catalog snapshot (a failed read is not kept). */
  private settingsIn(snapshot: CatalogSnapshot, villaId: string): Promise<PaymentSettings> {
    let byVilla = this.settings.get(snapshot);
    if (!byVilla) {
      byVilla = new Map();
      this.settings.set(snapshot, byVilla);
    }
    let settings = byVilla.get(villaId);
    if (!settings) {
      const read = paymentSettingsFor(this.db, villaId);
      read.catch(() => byVilla.delete(villaId));
      byVilla.set(villaId, read);
      settings = read;
    }
    return settings;
  }

  /**
   * The quote as the database answers it: the villa from the catalog, the bookings and blocks on
   * and around the stay and the payment terms read for this request. `quote`'s fallback, and the
   * oracle its tests compare it with.
   */
  async quoteFromDatabase(villaId: string, request: QuoteRequest): Promise<QuoteResponse> {
    this.villas.refusePastCheckIn(request.checkIn);
    const { entry, snapshot } = await this.villas.requirePublic(villaId);
    const display = this.displayAndGuests(entry, snapshot, request);
    return this.quoteFromRows(entry, snapshot, display, request);
  }

  /** The display currency asked for, after refusing more guests than the villa sleeps. */
  private displayAndGuests(entry: CatalogEntry, snapshot: CatalogSnapshot, request: QuoteRequest): Currency | undefined {
    const display = request.currency ? CurrencyService.require(snapshot.currencies, request.currency, 'currency') : undefined;
    const { villa } = entry;
    if (request.guests !== undefined && request.guests > villa.guests) {
      throw AppError.validation('guests', 'booking.tooManyGuests', `this villa sleeps at most ${villa.guests} guests`, { maximum: villa.guests });
    }
    return display;
  }

  private async quoteFromRows(entry: CatalogEntry, snapshot: CatalogSnapshot, display: Currency | undefined, request: QuoteRequest): Promise<QuoteResponse> {
    const { villa } = entry;
    const touching = await listTouchingRanges(this.db, villa.id, request.checkIn, request.checkOut);
    const result = quoteStay(villa.pricing, snapshot.ranges, request.checkIn, request.checkOut, entry.pricer, { enforceMinimumStay: false, occupied: touching });
    if (!result.ok) throw AppError.validation('checkOut', STAY_RULE_ERROR_CODES[result.code], result.message);
    refuseWithoutLicence(villa.shortStayLicence, result.quote.nights);
    const [availability, settings] = await Promise.all([this.availability(entry, request, touching), paymentSettingsFor(this.db, villa.id)]);
    return this.answer(entry, snapshot, display, request, result.quote, availability, settings);
  }

  /** The response: the priced stay, its payment plan and policy, whether it can be booked, and the display currency's figures. */
  private answer(
    entry: CatalogEntry,
    snapshot: CatalogSnapshot,
    display: Currency | undefined,
    request: QuoteRequest,
    priced: Quote,
    availability: Availability,
    settings: PaymentSettings,
  ): QuoteResponse {
    const plan = paymentPlan({
      total: priced.totalPrice,
      currency: { code: entry.currency.code, decimalPlaces: entry.currency.decimalPlaces },
      bookedAt: this.clock(),
      checkIn: request.checkIn,
      terms: settings.terms,
    });
    const quote: QuoteResponse = {
      ...priced,
      payment: {
        plan: { dueAtBooking: plan.dueAtBooking, balanceDueDate: plan.balanceDueDate ?? null, instalments: plan.instalments, damageDeposit: plan.damageDeposit ?? null },
        cancellationPolicy: settings.cancellationPolicy,
        freeCancellationHours: freeCancellationHours(settings.cancellationPolicy) ?? null,
      },
      ...availability,
    };
    if (display) {
      quote.display = {
        currency: display.code,
        totalPrice: CurrencyService.convert(snapshot.currencies, quote.totalPrice, entry.currency, display),
        averageNightlyRate: CurrencyService.convert(snapshot.currencies, quote.averageNightlyRate, entry.currency, display),
        ...(quote.cleaningFee > 0 ? { cleaningFee: CurrencyService.convert(snapshot.currencies, quote.cleaningFee, entry.currency, display) } : {}),
      };
    }
    return quote;
  }

  /**
   * Taken nights first (nothing else matters then), then the stay rules: check-in and check-out
   * weekdays, then the minimum stay (spared when the stay exactly fills a gap and the villa fills gaps).
   */
  private async availability(entry: CatalogEntry, stay: { checkIn: string; checkOut: string }, touching: OccupiedRange[]): Promise<Availability> {
    const occupied = await findOccupancy(this.db, entry.villa.id, stay.checkIn, stay.checkOut);
    return occupied ? heldAvailability(occupied.kind) : stayRulesAvailability(entry, stay, touching);
  }

  async calendarPrices(villaId: string, year: number, month: number, mode: RateMode = 'daily'): Promise<CalendarPricesResponse> {
    const { entry } = await this.villas.requirePublic(villaId);
    const { first, last } = monthRange(year, month);
    const prices: Record<string, number> = {};
    for (let day = first; day <= last; day = addDays(day, 1)) {
      prices[day] = nightRate(entry.pricer, day, mode);
    }
    return { villaId: entry.villa.id, year, month, currency: entry.villa.currency, mode, prices: { [entry.villa.id]: prices } };
  }
}

type Availability = Pick<QuoteResponse, 'available' | 'reason' | 'message' | 'stayRule'>;

/** A stay a booking or a block holds a night of (a booking named first when both do). */
function heldAvailability(heldBy: 'booking' | 'block'): Availability {
  return { available: false, reason: heldBy === 'booking' ? 'booked' : 'blocked', message: NOT_AVAILABLE_MESSAGE };
}

/** Whether the stay rules let a stay no booking or block holds a night of be booked, given the ranges touching its ends. */
function stayRulesAvailability(entry: CatalogEntry, stay: { checkIn: string; checkOut: string }, touching: readonly OccupiedRange[]): Availability {
  const { violation } = checkStayRules(entry.villa.pricing.rules, stay.checkIn, stay.checkOut, touching);
  if (violation) {
    const { reason, message, field, minimumNights, days, rule } = violation;
    return { available: false, reason, message, stayRule: { field, minimumNights, days, rule } };
  }
  return { available: true };
}
