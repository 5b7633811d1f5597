/**
 * NUMERIC columns arrive as Postgres's exact decimal text (db/knex.ts). Money and rates stay that
 * text up to the pricing engine and conversions; these turn a figure into a JSON number where it
 * leaves (docs/architecture.md, "Dates, money and ids"). A stored amount was rounded to its
 * currency's decimals when it was written, and a numeric(14,4) figure (14 significant digits) is
 * exact as a number; a rate of more digits is shown to a double's 17, and converted with its text.
 */

export function numericNumber(text: string | number): number {
  return Number(text);
}

export function nullableNumber(text: string | number | null): number | null {
  return text === null ? null : Number(text);
}
