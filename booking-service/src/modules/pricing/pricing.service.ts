import { convert, roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import { quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import type { CalendarPricesResponse, QuoteRequest, QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { AppError } from '../../lib/app-error.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import type { VillaService } from '../villas/villas.service.ts';

export class PricingService {
  constructor(private readonly villas: VillaService) {}

  async quote(villaId: string, request: QuoteRequest): Promise<QuoteResponse> {
    const { entry, snapshot } = await this.villas.requirePublic(villaId);
    const display = request.currency ? CurrencyService.require(snapshot.currencies, request.currency, 'currency') : undefined;
    const { villa } = entry;
    if (request.guests !== undefined && request.guests > villa.guests) {
      throw AppError.validation('guests', `this villa sleeps at most ${villa.guests} guests`);
    }
    const result = quoteStay(villa.pricing, snapshot.ranges, request.checkIn, request.checkOut, entry.pricer);
    if (!result.ok) {
      throw new AppError(result.code === 'MIN_STAY' ? 'MIN_STAY' : 'VALIDATION', result.message, [{ path: 'checkOut', message: result.message }], {
        code: result.code,
      });
    }
    const quote: QuoteResponse = result.quote;
    if (display) {
      quote.display = {
        currency: display.code,
        totalPrice: convert(quote.totalPrice, entry.currency, display),
        averageNightlyRate: convert(quote.averageNightlyRate, entry.currency, display),
      };
    }
    return quote;
  }

  async calendarPrices(villaId: string, year: number, month: number): Promise<CalendarPricesResponse> {
    const { entry } = await this.villas.requirePublic(villaId);
    const { first, last } = monthRange(year, month);
    const prices: Record<string, number> = {};
    for (let day = first; day <= last; day = addDays(day, 1)) {
      prices[day] = roundMoneyNumber(entry.pricer.priceNight(day, 'Daily').price, entry.villa.pricing.decimalPlaces);
    }
    return { villaId: entry.villa.id, year, month, currency: entry.villa.currency, prices: { [entry.villa.id]: prices } };
  }
}
