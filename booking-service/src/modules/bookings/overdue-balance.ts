/**
 * A balance overdue (docs/product.md#payments), the one definition behind the dashboard's figure,
 * the staff list's filter and badge, and the staff's overdue email: a live booking (pending or
 * confirmed) whose balance date (check-in less its balance due days) has passed while what the
 * stay holds (payments and adjustments less refunds; the damage deposit plays no part) is short
 * of its total. SQL text only: the callers bind the date.
 */

/** What one ledger row (aliased `p`) adds to the stay's net paid. */
export function netPaidTerm(p: string): string {
  return `case when ${p}.kind = 'refund' then -${p}.amount when ${p}.kind in ('payment', 'adjustment') then ${p}.amount else 0 end`;
}

/** The net paid of the booking row `b`, read from its ledger. */
export function netPaidOf(b: string): string {
  return `(select coalesce(sum(${netPaidTerm('p')}), 0) from booking_payments p where p.booking_id = ${b}.id)`;
}

/** Whether the booking row `b`, with `net` paid, has its balance overdue on `today` (an SQL date expression). */
export function balanceOverdueSql(b: string, net: string, today: string): string {
  return `(${b}.status in ('pending', 'confirmed') and ${b}.check_in - ${b}.balance_due_days < ${today} and ${net} < ${b}.total_price)`;
}
