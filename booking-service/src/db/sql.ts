/**
 * A PostgreSQL array literal for binding a text[] parameter (`?::text[]`). Knex would otherwise
 * expand an array binding into a comma list.
 */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** `%text%` for ILIKE, with `%`, `_` and backslashes typed by a person taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
