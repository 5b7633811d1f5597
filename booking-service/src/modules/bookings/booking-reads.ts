import type { CancellationPolicyName } from '@islandstay/shared/payments/payment-plan.schemas';
import type { LedgerEntryDto } from '@islandstay/shared/payments/ledger.schemas';
import type { PaymentStatus } from '@islandstay/shared/payments/payment-status';
import type { Knex } from '../../db/knex.ts';
import { balanceOverdueSql, netPaidOf, netPaidTerm } from './overdue-balance.ts';

/**
 * What other modules may read of the bookings table, and the per-villa lock every writer of a
 * booking or a block takes (docs/architecture.md, "Availability and bookings"). The bookings
 * module owns the table: other modules call these functions, never its repository or the table.
 */
export { bookingsInRangeFingerprint, bookingsInRangeFingerprints, findBooking, findOccupancy, listBookingsInRange, listTouchingRanges, lockVilla, villaOwnerOf } from './bookings.repository.ts';

type Db = Knex | Knex.Transaction;

/** A villa's live bookings (any status but cancelled) ending on or after `from`, in order: what its iCal export lists. */
export async function liveBookingsFrom(db: Db, villaId: string, from: string): Promise<{ id: string; checkIn: string; checkOut: string }[]> {
  const rows = await db('bookings').where({ villa_id: villaId }).whereNot({ status: 'cancelled' }).andWhere('check_out', '>=', from).orderBy('check_in').select('id', 'check_in', 'check_out');
  return rows.map((r: Record<string, string>) => ({ id: r.id!, checkIn: r.check_in!, checkOut: r.check_out! }));
}

/** Live bookings' stays that share a night with [start, end), in order. */
export async function bookedRanges(trx: Knex.Transaction, villaId: string, start: string, end: string): Promise<{ checkIn: string; checkOut: string }[]> {
  const rows = await trx('bookings')
    .where({ villa_id: villaId })
    .whereNot({ status: 'cancelled' })
    .whereRaw(`stay && daterange(?::date, ?::date, '[)')`, [start, end])
    .orderBy('check_in')
    .select('check_in', 'check_out');
  return rows.map((r: Record<string, string>) => ({ checkIn: r.check_in!, checkOut: r.check_out! }));
}

/** The first live booking with a night in [start, end), if any. */
export async function overlappingBooking(trx: Knex.Transaction, villaId: string, start: string, end: string): Promise<{ reference: string } | undefined> {
  return trx('bookings').where({ villa_id: villaId }).whereNot({ status: 'cancelled' }).whereRaw(`stay && daterange(?::date, ?::date, '[)')`, [start, end]).orderBy('check_in').first('reference');
}

/** Bookings that still occupy future nights of a villa: they keep it from being deleted. */
export async function countUpcomingVillaBookings(db: Db, villaId: string, today: string): Promise<number> {
  const row = await db('bookings').where({ villa_id: villaId }).whereNot({ status: 'cancelled' }).andWhere('check_out', '>', today).count<{ n: string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export interface VillaBookingStats {
  totalBookings: number;
  confirmedBookings: number;
  completedBookings: number;
  /** Confirmed and completed bookings' totals, in the villa's currency, as exact decimal text. */
  totalRevenue: string;
}

/** Booking statistics of these villas, by villa id; a villa without bookings is absent. */
export async function bookingStatsByVilla(db: Db, villaIds: string[]): Promise<Map<string, VillaBookingStats>> {
  if (villaIds.length === 0) return new Map();
  const result = await db.raw<{ rows: { villa_id: string; total_bookings: number; confirmed: number; completed: number; revenue: string }[] }>(
    `select b.villa_id,
            count(*) as total_bookings,
            count(*) filter (where b.status = 'confirmed') as confirmed,
            count(*) filter (where b.status = 'completed') as completed,
            coalesce(sum(b.total_price) filter (where b.status in ('confirmed', 'completed')), 0) as revenue
       from bookings b
      where b.villa_id = any(?)
      group by b.villa_id`,
    [villaIds],
  );
  return new Map(
    result.rows.map((r) => [r.villa_id, { totalBookings: Number(r.total_bookings), confirmedBookings: Number(r.confirmed), completedBookings: Number(r.completed), totalRevenue: r.revenue }]),
  );
}

/**
 * Per status: how many bookings, and their total in the viewer's currency at the rates each
 * booking kept (docs/architecture.md, "Dates, money and ids"): its own amount when the viewer's currency is the villa's,
 * the guest's or the base of the day it was made. Only a viewer currency the booking never knew
 * takes today's rate, from that day's base amount.
 */
export async function bookingTotalsByStatus(db: Knex, ownerId: string | undefined, viewerCode: string): Promise<Map<string, { count: number; viewerTotal: string }>> {
  const result = await db.raw<{ rows: { status: string; count: number; viewer_total: string | null }[] }>(
    `select b.status, count(*) as count,
            sum(case when b.villa_currency = :viewer then b.total_price
                     when b.base_currency = :viewer then b.total_price * b.base_rate
                     when b.customer_currency = :viewer then b.customer_to_pay
                     else b.total_price * b.base_rate / bc.rate * vc.rate end) as viewer_total
       from bookings b
       left join currencies bc on bc.code = b.base_currency
       left join currencies vc on vc.code = :viewer
      where (cast(:owner as text) is null or b.villa_id in (select id from villas where owner_id = cast(:owner as text)))
      group by b.status`,
    { viewer: viewerCode, owner: ownerId ?? null },
  );
  // The total stays exact decimal text (a sum of numerics); the caller rounds it for display.
  return new Map(result.rows.map((r) => [r.status, { count: Number(r.count), viewerTotal: r.viewer_total ?? '0' }]));
}

/** What an email about a booking needs: the booking, its villa and the villa's owner. */
export async function bookingForMail(db: Db, bookingId: string) {
  return mailFacts(db, bookingId);
}

/**
 * A new booking's answer kept for its Idempotency-Key (as `storeIdempotentResponse`) and the facts
 * of its notices read (`bookingForMail`), in one round trip while the booking holds its villa's lock.
 */
export async function storeAnswerReadingMailFacts(trx: Knex.Transaction, bookingId: string, answer: { scope: string; key: string; status: number; body: unknown }) {
  const store = trx.raw('update idempotency_keys set response_status = ?, response_body = ? where scope = ? and key = ? returning 1', [
    answer.status,
    JSON.stringify(answer.body),
    answer.scope,
    answer.key,
  ]);
  return mailFacts(trx, bookingId, (q) => q.with('stored', store));
}

function mailFacts(db: Db, bookingId: string, withStatement: (q: Knex.QueryBuilder) => Knex.QueryBuilder = (q) => q) {
  return withStatement(db('bookings as b'))
    .leftJoin('villas as v', 'v.id', 'b.villa_id')
    .leftJoin('owners as o', 'o.id', 'v.owner_id')
    .leftJoin('currencies as c', 'c.code', 'b.villa_currency')
    .where('b.id', bookingId)
    .first(
      'b.id',
      'b.reference',
      'b.villa_name',
      'b.check_in',
      'b.check_out',
      'b.nights',
      'b.guests',
      'b.total_price',
      'b.villa_currency',
      'b.customer_name',
      'b.customer_email',
      'b.customer_phone',
      'b.status',
      'b.notes',
      'v.areas',
      'o.name as owner_name',
      'o.email as owner_email',
      'c.symbol as currency_symbol',
      'c.decimal_places as currency_decimal_places',
      'c.position as currency_position',
      'b.payment_hold_until',
    ) as Promise<BookingMailRow | undefined>;
}

export interface BookingMailRow {
  id: string;
  reference: string;
  villa_name: string;
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  /** Exact decimal text (db/knex.ts). */
  total_price: string;
  villa_currency: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  status: string;
  notes: string | null;
  areas: string[] | null;
  owner_name: string | null;
  owner_email: string | null;
  /** The booking currency's display, read with the booking (null when the currency is gone). */
  currency_symbol: string | null;
  currency_decimal_places: 0 | 2 | 3 | 4 | null;
  currency_position: 'before' | 'after' | null;
  /** When an unpaid booking lapses, if it has a hold. */
  payment_hold_until: Date | null;
}

export interface RatedBooking {
  id: string;
  customerId: string | null;
  villaId: string;
  status: string;
  checkIn: string;
  checkOut: string;
}

/** The booking being rated, share-locked so it cannot be cancelled while its review is written. */
export async function findBookingForReview(trx: Knex.Transaction, bookingId: string): Promise<RatedBooking | undefined> {
  const row = await trx('bookings').where({ id: bookingId }).forShare().first('id', 'customer_id', 'villa_id', 'status', 'check_in', 'check_out');
  return row ? { id: row.id, customerId: row.customer_id, villaId: row.villa_id, status: row.status, checkIn: row.check_in, checkOut: row.check_out } : undefined;
}

/**
 * Each booking's id, status and check-out, as a subquery another module joins (aliased as it
 * chooses) to tell whether a stay happened, without naming the table itself.
 */
export function bookingStays(db: Db): Knex.QueryBuilder {
  return db('bookings').select('id', 'status', 'check_out');
}

/** The ids of bookings whose check-out is on or before `lastCheckOut`, as a subquery (TM30 retention). */
export function bookingIdsCheckedOutBy(db: Db, lastCheckOut: string): Knex.QueryBuilder {
  return db('bookings').select('id').where('check_out', '<=', lastCheckOut);
}

/**
 * What a booking's money needs of it, read exactly: the total as decimal text in the villa's
 * currency, that currency's places, and the terms and cancellation policy it was made under.
 */
export interface BookingMoney {
  id: string;
  reference: string;
  villaId: string;
  customerId: string | null;
  status: string;
  total: string;
  currency: string;
  decimalPlaces: number;
  checkIn: string;
  createdAt: Date;
  cancellationPolicy: CancellationPolicyName;
  terms: { depositPercent: string; balanceDueDays: number; damageDeposit?: string };
  paymentHoldUntil: Date | null;
  lapsedAt: Date | null;
}

interface BookingMoneyRow {
  id: string;
  reference: string;
  villa_id: string;
  customer_id: string | null;
  status: string;
  total_price: string;
  villa_currency: string;
  decimal_places: number;
  check_in: string;
  created_at: Date;
  cancellation_policy: CancellationPolicyName;
  deposit_percent: string;
  balance_due_days: number;
  damage_deposit: string | null;
  payment_hold_until: Date | null;
  lapsed_at: Date | null;
}

export async function findBookingMoney(db: Db, bookingId: string, options: { forUpdate?: boolean } = {}): Promise<BookingMoney | undefined> {
  const row = (await db('bookings as b')
    .join('currencies as c', 'c.code', 'b.villa_currency')
    .where('b.id', bookingId)
    .modify((q) => {
      if (options.forUpdate) q.forUpdate('b');
    })
    .first(
      'b.id',
      'b.reference',
      'b.villa_id',
      'b.customer_id',
      'b.status',
      'b.total_price',
      'b.villa_currency',
      'c.decimal_places',
      'b.check_in',
      'b.created_at',
      'b.cancellation_policy',
      'b.deposit_percent',
      'b.balance_due_days',
      'b.damage_deposit',
      'b.payment_hold_until',
      'b.lapsed_at',
    )) as BookingMoneyRow | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    villaId: row.villa_id,
    customerId: row.customer_id,
    status: row.status,
    total: row.total_price,
    currency: row.villa_currency,
    decimalPlaces: row.decimal_places,
    checkIn: row.check_in,
    createdAt: row.created_at,
    cancellationPolicy: row.cancellation_policy,
    terms: { depositPercent: row.deposit_percent, balanceDueDays: row.balance_due_days, ...(row.damage_deposit === null ? {} : { damageDeposit: row.damage_deposit }) },
    paymentHoldUntil: row.payment_hold_until,
    lapsedAt: row.lapsed_at,
  };
}

/** The payment status derived from the booking's ledger, written in the transaction that appended its newest row. */
export async function writePaymentStatus(trx: Knex.Transaction, bookingId: string, status: PaymentStatus): Promise<void> {
  await trx('bookings').where({ id: bookingId }).update({ payment_status: status });
}

/**
 * Lapses the live guest bookings still unpaid when their hold ended (docs/product.md#payments):
 * cancelled, with the instant, so their nights are free again; their ids, for the emails. Rows
 * another transaction holds are left for the next run.
 */
export async function lapseUnpaidHolds(trx: Knex.Transaction, now: Date): Promise<string[]> {
  const result = await trx.raw<{ rows: { id: string }[] }>(
    `update bookings set status = 'cancelled', lapsed_at = ?, updated_at = ?
      where id in (select id from bookings
                    where payment_hold_until <= ? and payment_status = 'unpaid' and status in ('pending', 'confirmed')
                    for update skip locked)
      returning id`,
    [now, now, now],
  );
  return result.rows.map((row) => row.id);
}

/**
 * Live bookings with their deposit paid whose balance falls due within `days` of `today` and
 * whose guest has not been reminded: each booking's id (its plan says the amount and the date).
 */
export async function bookingsDueBalanceReminder(db: Db, today: string, days: number): Promise<string[]> {
  const rows = (await db('bookings')
    .where({ payment_status: 'deposit_paid' })
    .whereIn('status', ['pending', 'confirmed'])
    .whereNull('balance_reminder_sent_at')
    .whereRaw('check_in - balance_due_days - ?::int <= ?::date', [days, today])
    .select('id')) as { id: string }[];
  return rows.map((row) => row.id);
}

export async function markBalanceReminded(trx: Knex.Transaction, bookingId: string, now: Date): Promise<void> {
  await trx('bookings').where({ id: bookingId }).update({ balance_reminder_sent_at: now });
}

/** A booking whose balance has just been found overdue: what the staff's email says of it. */
export interface OverdueBalance {
  id: string;
  /** The balance's date (check-in less the booking's balance due days). */
  dueDate: string;
  /** What is still due: the total less the net paid, exact decimal text in the villa's currency. */
  outstanding: string;
}

/**
 * Bookings whose balance is overdue on `today` (overdue-balance.ts) and whose staff have not been
 * told yet. Rows another transaction holds are left for the next run.
 */
export async function bookingsNewlyOverdue(trx: Knex.Transaction, today: string): Promise<OverdueBalance[]> {
  const result = await trx.raw<{ rows: { id: string; due_date: string; outstanding: string }[] }>(
    `select b.id, to_char(b.check_in - b.balance_due_days, 'YYYY-MM-DD') as due_date, (b.total_price - ${netPaidOf('b')})::text as outstanding
       from bookings b
      where b.balance_overdue_notified_at is null and ${balanceOverdueSql('b', netPaidOf('b'), 'cast(:today as date)')}
      order by b.check_in, b.id
      for update of b skip locked`,
    { today },
  );
  return result.rows.map((row) => ({ id: row.id, dueDate: row.due_date, outstanding: row.outstanding }));
}

export async function markBalanceOverdueNotified(trx: Knex.Transaction, bookingId: string, now: Date): Promise<void> {
  await trx('bookings').where({ id: bookingId }).update({ balance_overdue_notified_at: now });
}

/** A ledger row of a booking of an owner's villa, with what a statement shows of its booking. */
export interface OwnerLedgerRow {
  ownerId: string;
  ownerName: string;
  entryId: string;
  bookingId: string;
  reference: string;
  villaName: string;
  guestName: string;
  kind: 'payment' | 'refund' | 'adjustment';
  method: LedgerEntryDto['method'];
  receivedOn: string;
  /** As stored: positive, except an adjustment's, which is signed. */
  amount: string;
  currency: string;
  decimalPlaces: number;
  externalReference: string | null;
}

interface OwnerLedgerDbRow {
  owner_id: string;
  owner_name: string;
  entry_id: string;
  booking_id: string;
  reference: string;
  villa_name: string;
  customer_name: string;
  kind: OwnerLedgerRow['kind'];
  method: LedgerEntryDto['method'];
  received_on: string;
  amount: string;
  currency: string;
  decimal_places: number;
  external_reference: string | null;
}

/**
 * The payments, refunds and adjustments received in [first, last] on the bookings of the villas
 * an owner owns now (of every owner's when `ownerId` is undefined), in the order they were
 * written. The damage deposit's rows are not the owner's money and are left out.
 */
export async function ownerLedgerRows(db: Db, range: { first: string; last: string }, ownerId: string | undefined): Promise<OwnerLedgerRow[]> {
  const result = await db.raw<{ rows: OwnerLedgerDbRow[] }>(
    `select v.owner_id, o.name as owner_name, p.id as entry_id, p.booking_id, b.reference, b.villa_name, b.customer_name,
            p.kind, p.method, p.received_on, p.amount, p.currency, c.decimal_places, p.external_reference
       from booking_payments p
       join bookings b on b.id = p.booking_id
       join villas v on v.id = b.villa_id
       join owners o on o.id = v.owner_id
       join currencies c on c.code = p.currency
      where p.kind in ('payment', 'refund', 'adjustment')
        and p.received_on between cast(:first as date) and cast(:last as date)
        and (cast(:owner as text) is null or v.owner_id = cast(:owner as text))
      order by p.seq`,
    { first: range.first, last: range.last, owner: ownerId ?? null },
  );
  return result.rows.map((r) => ({
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    entryId: r.entry_id,
    bookingId: r.booking_id,
    reference: r.reference,
    villaName: r.villa_name,
    guestName: r.customer_name,
    kind: r.kind,
    method: r.method,
    receivedOn: r.received_on,
    amount: r.amount,
    currency: r.currency,
    decimalPlaces: r.decimal_places,
    externalReference: r.external_reference,
  }));
}

/** A stay of an owner's villa, as a statement lists it. */
export interface OwnerStayRow {
  ownerId: string;
  ownerName: string;
  bookingId: string;
  reference: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Exact decimal text in the villa's currency. */
  total: string;
  currency: string;
  decimalPlaces: number;
  status: string;
  paymentStatus: PaymentStatus;
}

interface OwnerStayDbRow {
  owner_id: string;
  owner_name: string;
  id: string;
  reference: string;
  villa_name: string;
  check_in: string;
  check_out: string;
  nights: number;
  total_price: string;
  villa_currency: string;
  decimal_places: number;
  status: string;
  payment_status: PaymentStatus;
}

/** Bookings of any status checking in on a day of [first, last], of the villas an owner owns now (every owner's when undefined), by check-in. */
export async function ownerStays(db: Db, range: { first: string; last: string }, ownerId: string | undefined): Promise<OwnerStayRow[]> {
  const result = await db.raw<{ rows: OwnerStayDbRow[] }>(
    `select v.owner_id, o.name as owner_name, b.id, b.reference, b.villa_name, b.check_in, b.check_out, b.nights,
            b.total_price, b.villa_currency, c.decimal_places, b.status, b.payment_status
       from bookings b
       join villas v on v.id = b.villa_id
       join owners o on o.id = v.owner_id
       join currencies c on c.code = b.villa_currency
      where b.check_in between cast(:first as date) and cast(:last as date)
        and (cast(:owner as text) is null or v.owner_id = cast(:owner as text))
      order by b.check_in, b.reference`,
    { first: range.first, last: range.last, owner: ownerId ?? null },
  );
  return result.rows.map((r) => ({
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    bookingId: r.id,
    reference: r.reference,
    villaName: r.villa_name,
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: r.nights,
    total: r.total_price,
    currency: r.villa_currency,
    decimalPlaces: r.decimal_places,
    status: r.status,
    paymentStatus: r.payment_status,
  }));
}

/**
 * The dashboard's money in the viewer's currency (at the rates each booking kept, as
 * bookingTotalsByStatus converts): what the ledgers took in during [from, to] net of refunds,
 * what live bookings still owe, and of that what is past its balance date (overdue-balance.ts).
 * Exact decimal text; the caller rounds for display.
 */
export async function moneyFigures(
  db: Knex,
  ownerId: string | undefined,
  viewerCode: string,
  month: { from: string; to: string },
  today: string,
): Promise<{ received: string; due: string; overdue: string }> {
  const factor = `(case when b.villa_currency = :viewer then 1
                        when b.base_currency = :viewer then b.base_rate
                        else b.base_rate / bc.rate * vc.rate end)`;
  const result = await db.raw<{ rows: { received: string | null; due: string | null; overdue: string | null }[] }>(
    `with money as (
       select b.id, b.status, b.total_price, b.check_in, b.balance_due_days, ${factor} as factor,
              coalesce(sum(${netPaidTerm('p')}), 0) as net,
              coalesce(sum(case when p.received_on between :from and :to then ${netPaidTerm('p')} else 0 end), 0) as received
         from bookings b
         left join booking_payments p on p.booking_id = b.id
         left join currencies bc on bc.code = b.base_currency
         left join currencies vc on vc.code = :viewer
        where (cast(:owner as text) is null or b.villa_id in (select id from villas where owner_id = cast(:owner as text)))
        group by b.id, bc.rate, vc.rate)
     select sum(m.received * m.factor) as received,
            sum(case when m.status in ('pending', 'confirmed') then greatest(m.total_price - m.net, 0) * m.factor else 0 end) as due,
            sum(case when ${balanceOverdueSql('m', 'm.net', 'cast(:today as date)')} then (m.total_price - m.net) * m.factor else 0 end) as overdue
       from money m`,
    { viewer: viewerCode, owner: ownerId ?? null, from: month.from, to: month.to, today },
  );
  const row = result.rows[0];
  return { received: row?.received ?? '0', due: row?.due ?? '0', overdue: row?.overdue ?? '0' };
}
