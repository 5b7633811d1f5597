import type { Knex } from 'knex';

/** Reference data every installation needs: the seeded currencies and the base currency (USD). */
export const SEEDED_CURRENCIES = [
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimal_places: 2, position: 'before' },
  { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 35.5, decimal_places: 2, position: 'before' },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92, decimal_places: 2, position: 'before' },
  { code: 'GBP', symbol: '£', name: 'British Pound', rate: 0.79, decimal_places: 2, position: 'before' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', rate: 1.52, decimal_places: 2, position: 'before' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', rate: 83.2, decimal_places: 2, position: 'before' },
  { code: 'ILS', symbol: '₪', name: 'Israeli New Shekel', rate: 3.7, decimal_places: 2, position: 'after' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 150, decimal_places: 0, position: 'before' },
  { code: 'CNY', symbol: 'CN¥', name: 'Chinese Yuan', rate: 7.2, decimal_places: 2, position: 'before' },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', rate: 1.34, decimal_places: 2, position: 'before' },
];

export async function up(knex: Knex): Promise<void> {
  await knex('currencies').insert(SEEDED_CURRENCIES).onConflict('code').ignore();
  await knex('settings')
    .insert({ key: 'base_currency', value: JSON.stringify('USD') })
    .onConflict('key')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('settings').where({ key: 'base_currency' }).delete();
  await knex('currencies')
    .whereIn(
      'code',
      SEEDED_CURRENCIES.map((c) => c.code),
    )
    .delete();
}
