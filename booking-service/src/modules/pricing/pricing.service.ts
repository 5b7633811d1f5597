import { convert } from '@islandstay/shared/currency/currency';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import { NightPricer, quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import type { CalendarPricesResponse, QuoteRequest, QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { AppError } from '../../lib/app-error.ts';
import type { CurrencyService } from '../currencies/currencies.service.ts';
import type { VillaService } from '../villas/villas.service.ts';

export class PricingService {
  constructor(
    private readonly villas: VillaService,
    private readonly currencies: CurrencyService,
  ) {}

  async quote(villaId: string, request: QuoteRequest): Promise<QuoteResponse> {
    const display = request.currency ? await this.currencies.require(request.currency, 'currency') : undefined;
    const { villa, ranges } = await this.villas.requirePublic(villaId);
    if (request.guests !== undefined && request.guests > villa.guests) {
      throw AppError.validation('guests', `this villa sleeps at most ${villa.guests} guests`);
    }
    const result = quoteStay(villa.pricing, ranges, request.checkIn, request.checkOut);
    if (!result.ok) {
      throw new AppError(result.code === 'MIN_STAY' ? 'MIN_STAY' : 'VALIDATION', result.message, [{ path: 'checkOut', message: result.message }], {
        code: result.code,
      });
    }
    const quote: QuoteResponse = result.quote;
    if (display) {
      const source = await this.currencies.require(villa.currency, 'villa.currency');
      quote.display = {
        currency: display.code,
        totalPrice: convert(quote.totalPrice, source, display),
        averageNightlyRate: convert(quote.averageNightlyRate, source, display),
      };
    }
    return quote;
  }

  async calendarPrices(villaId: string, year: number, month: number): Promise<CalendarPricesResponse> {
    const { villa, ranges } = await this.villas.requirePublic(villaId);
    const pricer = new NightPricer(villa.pricing, ranges);
    const { first, last } = monthRange(year, month);
    const prices: Record<string, number> = {};
    for (let day = first; day <= last; day = addDays(day, 1)) {
      prices[day] = roundMoneyNumber(pricer.priceNight(day, 'Daily').price, villa.pricing.decimalPlaces);
    }
    return { villaId: villa.id, year, month, currency: villa.currency, prices: { [villa.id]: prices } };
  }
}
