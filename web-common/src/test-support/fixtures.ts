/**
 * Component tests only: answers of the API that both front ends' tests give, typed by the
 * contract so a fixture cannot drift from what the server sends.
 */
import type { api } from '@islandstay/shared/api/client';
import type { ResultFor } from './msw/handlers.ts';

type Currencies = ResultFor<typeof api.currencies.list>;
type CurrencyDto = Currencies['currencies'][number];

export const USD = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' } as const satisfies CurrencyDto;
export const THB = { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 36, decimalPlaces: 0, position: 'before' } as const satisfies CurrencyDto;

/** `GET /api/currencies/all`: dollars as the admin (base) currency, and baht. */
export const CURRENCIES_ANSWER: Currencies = { currencies: [USD, THB], adminCurrency: '$', adminCurrencyCode: 'USD' };

/**
 * The fields every shape of a villa shares (the public villa, a search card, the back office's
 * record), for a test villa of 2 bedrooms for 4 guests in Lamai: spread it among the shape's own fields.
 */
export function villaBasics() {
  return { description: 'By the sea', villatype: 'Villa' as const, areas: ['Lamai'], amenities: [] as string[], images: [] as never[], guests: 4, bedrooms: 2, bathrooms: 2 };
}
