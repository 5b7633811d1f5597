import { NOT_AVAILABLE_MESSAGE } from '@islandstay/shared/bookings/booking.schemas';
import { STAY_RULE_ERROR_CODES } from '@islandstay/shared/http/error-codes';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import { nightRate, quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import { checkStayRules, type OccupiedRange } from '@islandstay/shared/pricing/stay-rules';
import type { RateMode } from '@islandstay/shared/pricing/pricing-types';
import type { CalendarPricesResponse, QuoteRequest, QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { freeCancellationHours } from '@islandstay/shared/payments/cancellation-policy';
import { paymentPlan } from '@islandstay/shared/payments/payment-plan';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import { paymentSettingsFor } from '../payments/payment-terms.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWithoutLicence } from '../villas/short-stay-licence.ts';
import { findOccupancy, listTouchingRanges } from '../bookings/booking-reads.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import type { CatalogEntry } from '../villas/villa-catalog.ts';
import type { VillaService } from '../villas/villas.service.ts';

export class PricingService {
  constructor(
    private readonly villas: VillaService,
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /**
   * Prices the stay and says whether a guest could book it now, by the booking's own checks:
   * no booking or block (manual or imported) on its nights, and the weekend minimum stay. An
   * unavailable stay is still priced, so the villa page can show both.
   */
  async quote(villaId: string, request: QuoteRequest): Promise<QuoteResponse> {
    this.villas.refusePastCheckIn(request.checkIn);
    const { entry, snapshot } = await this.villas.requirePublic(villaId);
    const display = request.currency ? CurrencyService.require(snapshot.currencies, request.currency, 'currency') : undefined;
    const { villa } = entry;
    if (request.guests !== undefined && request.guests > villa.guests) {
      throw AppError.validation('guests', 'booking.tooManyGuests', `this villa sleeps at most ${villa.guests} guests`, { maximum: villa.guests });
    }
    const touching = await listTouchingRanges(this.db, villa.id, request.checkIn, request.checkOut);
    const result = quoteStay(villa.pricing, snapshot.ranges, request.checkIn, request.checkOut, entry.pricer, { enforceMinimumStay: false, occupied: touching });
    if (!result.ok) throw AppError.validation('checkOut', STAY_RULE_ERROR_CODES[result.code], result.message);
    refuseWithoutLicence(villa.shortStayLicence, result.quote.nights);
    const [availability, settings] = await Promise.all([this.availability(entry, request, touching), paymentSettingsFor(this.db, villa.id)]);
    const plan = paymentPlan({
      total: result.quote.totalPrice,
      currency: { code: entry.currency.code, decimalPlaces: entry.currency.decimalPlaces },
      bookedAt: this.clock(),
      checkIn: request.checkIn,
      terms: settings.terms,
    });
    const quote: QuoteResponse = {
      ...result.quote,
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
  private async availability(
    entry: CatalogEntry,
    stay: { checkIn: string; checkOut: string },
    touching: OccupiedRange[],
  ): Promise<Pick<QuoteResponse, 'available' | 'reason' | 'message' | 'stayRule'>> {
    const occupied = await findOccupancy(this.db, entry.villa.id, stay.checkIn, stay.checkOut);
    if (occupied) return { available: false, reason: occupied.kind === 'booking' ? 'booked' : 'blocked', message: NOT_AVAILABLE_MESSAGE };
    const { violation } = checkStayRules(entry.villa.pricing.rules, stay.checkIn, stay.checkOut, touching);
    if (violation) {
      const { reason, message, field, minimumNights, days, rule } = violation;
      return { available: false, reason, message, stayRule: { field, minimumNights, days, rule } };
    }
    return { available: true };
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
