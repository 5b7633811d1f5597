/**
 * A PostgreSQL array literal for binding a text[] parameter (`?::text[]`). Knex would otherwise
 * expand an array binding into a comma list.
 */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
