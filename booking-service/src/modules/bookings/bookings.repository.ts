import type { PaymentStatus } from '@islandstay/shared/payments/payment-status';
import type { PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import type { Knex } from '../../db/knex.ts';
import { likePattern } from '../../db/sql.ts';
import type { BookingDto, BookingStatus, BookingVilla } from '@islandstay/shared/bookings/booking.schemas';
import { servedImages } from '../cms-sync/villa-images.ts';
import { LOCK_SPACE } from '../../db/advisory-locks.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { paymentSettingsColumn, paymentSettingsOf } from '../payments/payment-terms.ts';
import { ROW_VERSION_KEY, rowsFingerprint, rowsFingerprints, type RowsFingerprints, type RowsSql } from '../../db/row-fingerprint.ts';
import { nullableNumber, numericNumber } from '../../db/numeric.ts';
import { addDays } from '@islandstay/shared/dates/dates';
import { balanceOverdueSql, netPaidOf } from './overdue-balance.ts';

type Db = Knex | Knex.Transaction;

interface BookingRow {
  id: string;
  reference: string;
  villa_id: string;
  villa_name: string;
  check_in: string;
  check_out: string;
  guests: number;
  nights: number;
  // NUMERIC columns: exact decimal text (db/knex.ts).
  price_per_night: string;
  subtotal: string;
  discount_percentage: string;
  total_price: string;
  villa_currency: string;
  villa_currency_rate: string;
  customer_currency: string;
  currency_rate: string;
  customer_to_pay: string;
  base_currency: string;
  base_rate: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_id: string | null;
  status: BookingStatus;
  payment_status: PaymentStatus;
  notes: string | null;
  custom_price: string | null;
  is_admin_booking: boolean;
  created_at: Date;
}

export interface NewBooking {
  reference: string;
  villaId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: number;
  pricePerNight: number;
  subtotal: number;
  discountPercentage: number;
  totalPrice: number;
  villaCurrency: string;
  /** Rates as exact decimal text, as the currency table holds them. */
  villaCurrencyRate: string;
  customerCurrency: string;
  currencyRate: string;
  customerToPay: number;
  /** The site's base currency when the booking was made, and its units per villa-currency unit then. */
  baseCurrency: string;
  baseRate: string;
  customer: { name: string; email: string; phone: string };
  customerId: string | null;
  status: BookingStatus;
  notes: string | null;
  priceBreakdown: unknown;
  customPrice?: number | null;
  isAdminBooking?: boolean;
  /** The terms and cancellation policy in force now: the booking keeps them. */
  payment: PaymentSettings;
  /** Unpaid past this instant, the booking lapses (docs/product.md#payments); none for staff bookings. */
  paymentHoldUntil?: Date | null;
}

export interface Occupancy {
  kind: 'booking' | 'block';
  reference: string;
  checkIn: string;
  checkOut: string;
  status: string;
  customer?: { name: string; email: string; phone: string };
}

export interface BookingWithReview {
  booking: BookingDto;
  review: { id: string; rating: number; message: string; updatedAt: string } | null;
}

/** The JSON edge: amounts were rounded to their currency's decimals when stored, rates are shown as numbers. */
function toDto(row: BookingRow): BookingDto {
  return {
    id: row.id,
    _id: row.id,
    bookingReference: row.reference,
    villaId: row.villa_id,
    villaName: row.villa_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    guests: row.guests,
    nights: row.nights,
    pricePerNight: numericNumber(row.price_per_night),
    subtotal: numericNumber(row.subtotal),
    discountPercentage: numericNumber(row.discount_percentage),
    totalPrice: numericNumber(row.total_price),
    villaCurrency: row.villa_currency,
    villaCurrencyRate: numericNumber(row.villa_currency_rate),
    customerCurrency: row.customer_currency,
    currencyRate: numericNumber(row.currency_rate),
    customerToPay: numericNumber(row.customer_to_pay),
    baseCurrency: row.base_currency,
    baseRate: numericNumber(row.base_rate),
    customerInfo: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    status: row.status,
    paymentStatus: row.payment_status,
    notes: row.notes,
    customPrice: nullableNumber(row.custom_price),
    isAdminBooking: row.is_admin_booking,
    createdAt: row.created_at.toISOString(),
    customerId: row.customer_id,
  };
}

/**
 * Serialises every booking and block write of one villa until the transaction ends, so the
 * check of the other table and the write cannot interleave with another writer.
 */
export async function lockVilla(trx: Knex.Transaction, villaId: string): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.villa}, hashtext(?))`, [villaId]);
}

/** The first booking or block occupying any night of `[checkIn, checkOut)`. */
export async function findOccupancy(db: Db, villaId: string, checkIn: string, checkOut: string, excludeBookingId?: string): Promise<Occupancy | undefined> {
  const booking = await db('bookings')
    .where({ villa_id: villaId })
    .whereNot({ status: 'cancelled' })
    // Bounds, not the overlap operator: see HELD_IN_RANGE.
    .where('check_in', '<', checkOut)
    .where('check_out', '>', checkIn)
    .modify((q) => {
      if (excludeBookingId) q.whereNot({ id: excludeBookingId });
    })
    .orderBy('check_in')
    .first('reference', 'check_in', 'check_out', 'status', 'customer_name', 'customer_email', 'customer_phone');
  if (booking) {
    return {
      kind: 'booking',
      reference: booking.reference,
      checkIn: booking.check_in,
      checkOut: booking.check_out,
      status: booking.status,
      customer: { name: booking.customer_name, email: booking.customer_email, phone: booking.customer_phone },
    };
  }
  const block = await db('availability_blocks')
    .where({ villa_id: villaId })
    .where('start_date', '<', checkOut)
    .where('end_date', '>', checkIn)
    .orderBy('start_date')
    .first('kind', 'start_date', 'end_date');
  if (block) return { kind: 'block', reference: `BLOCK-${block.kind}`, checkIn: block.start_date, checkOut: block.end_date, status: 'blocked' };
  return undefined;
}

/**
 * The bookings and blocks that end on the stay's check-in day or start on its check-out day: what
 * decides whether the stay exactly fills a gap (stay rules' gap nights).
 */
export async function listTouchingRanges(db: Db, villaId: string, checkIn: string, checkOut: string): Promise<{ checkIn: string; checkOut: string }[]> {
  const result = await db.raw<{ rows: { check_in: string; check_out: string }[] }>(
    `select check_in, check_out from bookings
      where villa_id = ? and status <> 'cancelled' and (check_out = ?::date or check_in = ?::date)
     union all
     select start_date, end_date from availability_blocks
      where villa_id = ? and (end_date = ?::date or start_date = ?::date)`,
    [villaId, checkIn, checkOut, villaId, checkIn, checkOut],
  );
  return result.rows.map((r) => ({ checkIn: r.check_in, checkOut: r.check_out }));
}

/** What a guest booking reads first: the catalog version and, for a customer, their profile. */
export interface BookingStart {
  catalogVersion: number;
  /** The customer's profile; null when the customer no longer exists. Absent for staff. */
  customer?: { firstName: string | null; lastName: string | null; email: string | null; phone: string } | null;
  /** False when the Idempotency-Key was in the table already (claimIdempotencyKey then says what it holds). */
  keyClaimed: boolean;
}

/**
 * The first statement of a guest booking, in one round trip: claims the Idempotency-Key (an
 * insert that a concurrent first use of the same key waits on), reads the catalog version and,
 * for a customer, their profile, and takes the customer's lock (it serialises one customer's
 * bookings, so the upcoming-bookings limit cannot be raced past), then the villa's (see
 * lockVilla). Nothing read here depends on the locks; what does is read by the next statement,
 * whose snapshot is taken once both are held.
 */
export async function startGuestBooking(
  trx: Knex.Transaction,
  start: { customerId?: string; villaId: string; idempotency?: { scope: string; key: string; requestHash: string } },
): Promise<BookingStart> {
  const { customerId, villaId, idempotency } = start;
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const claim = idempotency
    ? `with claimed as (insert into idempotency_keys (scope, key, request_hash, response_status, response_body)
                        values (${param(idempotency.scope)}, ${param(idempotency.key)}, ${param(idempotency.requestHash)}, 0, 'null')
                        on conflict (scope, key) do nothing returning 1)`
    : '';
  const customer = customerId === undefined ? undefined : param(customerId);
  const rows = await preparedQuery<{ version: string; claimed: number; first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null }>(
    trx,
    `booking-start${customer ? '-customer' : ''}${idempotency ? '-key' : ''}`,
    `${claim}
     select (select version from catalog_state where id = 1) as version,
            ${customer ? `c.first_name, c.last_name, c.email, c.phone, pg_advisory_xact_lock(${LOCK_SPACE.customer}, hashtext(${customer}::text)) as customer_lock,` : ''}
            pg_advisory_xact_lock(${LOCK_SPACE.villa}, hashtext(${param(villaId)}::text)) as villa_lock,
            ${idempotency ? '(select count(*) from claimed)' : '1'}::int as claimed
       from (select 1) one ${customer ? `left join customers c on c.id = ${customer}::uuid` : ''}`,
    values,
  );
  const row = rows[0];
  const profile = row?.phone ? { firstName: row.first_name ?? null, lastName: row.last_name ?? null, email: row.email ?? null, phone: row.phone } : null;
  return { catalogVersion: Number(row?.version ?? 0), keyClaimed: row?.claimed === 1, ...(customer ? { customer: profile } : {}) };
}

/** What a customer's booking is checked against before its nights, read in one round trip outside any transaction. */
export interface CustomerBookingState {
  /** As `BookingStart.customer`. */
  customer: BookingStart['customer'];
  /** Upcoming bookings held (not cancelled, check-out after today). */
  upcoming: number;
  /** Whether the Idempotency-Key is in the table (its answer is then replayed, never refused). */
  keyUsed: boolean;
}

/** The customer's profile, upcoming bookings and whether the key was used before, as of now. */
export async function readCustomerBookingState(db: Knex, customerId: string, today: string, idempotency?: { scope: string; key: string }): Promise<CustomerBookingState> {
  const rows = await preparedQuery<{ upcoming: number; key_used: boolean; first_name: string | null; last_name: string | null; email: string | null; phone: string | null }>(
    db,
    `customer-booking-state${idempotency ? '-key' : ''}`,
    `select c.first_name, c.last_name, c.email, c.phone,
            (select count(*) from bookings where customer_id = $1::uuid and status <> 'cancelled' and check_out > $2::date)::int as upcoming,
            ${idempotency ? 'exists (select 1 from idempotency_keys where scope = $3 and key = $4)' : 'false'} as key_used
       from (select 1) one left join customers c on c.id = $1::uuid`,
    [customerId, today, ...(idempotency ? [idempotency.scope, idempotency.key] : [])],
  );
  const row = rows[0];
  const customer = row?.phone ? { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone } : null;
  return { customer, upcoming: Number(row?.upcoming ?? 0), keyUsed: row?.key_used === true };
}

/** The bookings and blocks around a stay: the first one holding a night of it, and those touching its ends. */
export interface StayNeighbourhood {
  occupancy?: Occupancy;
  /** Bookings and blocks ending on the check-in day or starting on the check-out day (gap nights). */
  touching: { checkIn: string; checkOut: string }[];
}

/**
 * The villa's non-cancelled bookings and blocks with a night in `[from, to)` ($1 the villa, $2
 * to, $3 from), with who holds each. Written as bounds on the start and end columns,
 * not as a range overlap, so PostgreSQL walks the villa's own entries of its (villa_id, start)
 * indexes: the exclusion constraint's gist index leads with the stay and would walk every villa's
 * bookings in those dates.
 */
const HELD_IN_RANGE = `
  select 'booking' as kind, reference, check_in, check_out, status, customer_name, customer_email, customer_phone
    from bookings
   where villa_id = $1 and status <> 'cancelled' and check_in < $2::date and check_out > $3::date
  union all
  select 'block', 'BLOCK-' || kind, start_date, end_date, 'blocked', null, null, null
    from availability_blocks
   where villa_id = $1 and start_date < $2::date and end_date > $3::date`;

interface HeldRow {
  kind: 'booking' | 'block';
  reference: string;
  check_in: string;
  check_out: string;
  status: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
}

/** Bindings of HELD_IN_RANGE for the nights `[checkIn - 1, checkOut + 1)`: the stay's and the two touching its ends. */
function neighbourhoodBindings(villaId: string, checkIn: string, checkOut: string): string[] {
  return [villaId, addDays(checkOut, 1), addDays(checkIn, -1)];
}

/**
 * What findOccupancy and listTouchingRanges answer, from the bookings and blocks holding a night
 * of the stay or touching one of its ends: a booking holding a night is the occupancy before any
 * block, the earliest first (by check-in, then check-out).
 */
function toNeighbourhood(rows: HeldRow[], checkIn: string, checkOut: string): StayNeighbourhood {
  const byDate = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const ordered = [...rows].sort((a, b) => (a.kind !== b.kind ? (a.kind === 'booking' ? -1 : 1) : byDate(a.check_in, b.check_in) || byDate(a.check_out, b.check_out)));
  const touching: StayNeighbourhood['touching'] = [];
  let occupancy: Occupancy | undefined;
  for (const r of ordered) {
    if (r.check_out === checkIn || r.check_in === checkOut) {
      touching.push({ checkIn: r.check_in, checkOut: r.check_out });
    } else if (!occupancy) {
      occupancy = {
        kind: r.kind,
        reference: r.reference,
        checkIn: r.check_in,
        checkOut: r.check_out,
        status: r.status,
        ...(r.kind === 'booking' ? { customer: { name: r.customer_name ?? '', email: r.customer_email ?? '', phone: r.customer_phone ?? '' } } : {}),
      };
    }
  }
  return { occupancy, touching };
}

/**
 * The stay's neighbourhood, the villa's payment settings and, for a customer, how many upcoming
 * bookings they hold (not cancelled, check-out after today), in one round trip. Run once the villa's and the customer's
 * locks are held (startGuestBooking): this statement's snapshot then holds every booking of
 * either that committed before.
 */
export async function readStayNeighbourhoodAndUpcoming(
  trx: Knex.Transaction,
  villaId: string,
  stay: { checkIn: string; checkOut: string },
  customerId: string | undefined,
  today: string,
): Promise<StayNeighbourhood & { upcoming: number; payment: PaymentSettings }> {
  // $4 the customer, $5 today.
  const upcoming = customerId === undefined ? '0' : `(select count(*) from bookings where customer_id = $4::uuid and status <> 'cancelled' and check_out > $5::date)`;
  const rows = await preparedQuery<{ upcoming: number; held: HeldRow[] | null; payment: Parameters<typeof paymentSettingsOf>[0] }>(
    trx,
    `stay-neighbourhood-and-upcoming${customerId === undefined ? '' : '-customer'}`,
    `select ${upcoming}::int as upcoming, (select json_agg(h) from (${HELD_IN_RANGE}) h) as held, ${paymentSettingsColumn('$1')} as payment`,
    [...neighbourhoodBindings(villaId, stay.checkIn, stay.checkOut), ...(customerId === undefined ? [] : [customerId, today])],
  );
  const row = rows[0];
  return { upcoming: Number(row?.upcoming ?? 0), payment: paymentSettingsOf(row?.payment), ...toNeighbourhood(row?.held ?? [], stay.checkIn, stay.checkOut) };
}

export async function insertBooking(trx: Knex.Transaction, b: NewBooking): Promise<BookingDto> {
  const [row] = await trx('bookings')
    .insert({
      reference: b.reference,
      villa_id: b.villaId,
      villa_name: b.villaName,
      check_in: b.checkIn,
      check_out: b.checkOut,
      guests: b.guests,
      nights: b.nights,
      price_per_night: b.pricePerNight,
      subtotal: b.subtotal,
      discount_percentage: b.discountPercentage,
      total_price: b.totalPrice,
      villa_currency: b.villaCurrency,
      villa_currency_rate: b.villaCurrencyRate,
      customer_currency: b.customerCurrency,
      currency_rate: b.currencyRate,
      customer_to_pay: b.customerToPay,
      base_currency: b.baseCurrency,
      base_rate: b.baseRate,
      customer_name: b.customer.name,
      customer_email: b.customer.email,
      customer_phone: b.customer.phone,
      customer_id: b.customerId,
      status: b.status,
      notes: b.notes,
      price_breakdown: JSON.stringify(b.priceBreakdown),
      custom_price: b.customPrice ?? null,
      is_admin_booking: b.isAdminBooking ?? false,
      cancellation_policy: b.payment.cancellationPolicy,
      deposit_percent: b.payment.terms.depositPercent,
      balance_due_days: b.payment.terms.balanceDueDays,
      damage_deposit: b.payment.terms.damageDeposit ?? null,
      payment_hold_until: b.paymentHoldUntil ?? null,
    })
    .returning('*');
  return toDto(row as BookingRow);
}

export async function findBooking(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<BookingDto | undefined> {
  const row = await db('bookings')
    .where({ id })
    .modify((q) => {
      if (options.forUpdate) q.forUpdate();
    })
    .first();
  return row ? toDto(row as BookingRow) : undefined;
}

/** A customer's bookings, newest stay first, each with its own review. */
export async function listCustomerBookings(db: Db, customerId: string): Promise<BookingWithReview[]> {
  const rows = await db('bookings as b')
    .leftJoin('reviews as r', 'r.booking_id', 'b.id')
    .where('b.customer_id', customerId)
    .orderBy([
      { column: 'b.check_in', order: 'desc' },
      { column: 'b.created_at', order: 'desc' },
    ])
    .select('b.*', 'r.id as review_id', 'r.rating as review_rating', 'r.message as review_message', 'r.updated_at as review_updated_at');
  return rows.map((row: BookingRow & { review_id: string | null; review_rating: number | null; review_message: string | null; review_updated_at: Date | null }) => ({
    booking: toDto(row),
    review: row.review_id ? { id: row.review_id, rating: row.review_rating ?? 0, message: row.review_message ?? '', updatedAt: (row.review_updated_at ?? new Date(0)).toISOString() } : null,
  }));
}

export async function setBookingStatus(trx: Knex.Transaction, id: string, status: BookingStatus): Promise<BookingDto | undefined> {
  const [row] = await trx('bookings').where({ id }).update({ status, updated_at: trx.fn.now() }).returning('*');
  return row ? toDto(row as BookingRow) : undefined;
}

/** Occupied ranges of a villa (bookings and blocks) ending on or after `from`, without who. */
export async function listOccupiedRanges(db: Db, villaId: string, from: string): Promise<{ checkIn: string; checkOut: string; status: string }[]> {
  const result = await db.raw<{ rows: { check_in: string; check_out: string; status: string }[] }>(
    `select check_in, check_out, status from bookings
      where villa_id = ? and status <> 'cancelled' and check_out >= ?::date
     union all
     select start_date, end_date, 'blocked' from availability_blocks
      where villa_id = ? and end_date >= ?::date
     order by 1`,
    [villaId, from, villaId, from],
  );
  return result.rows.map((r) => ({ checkIn: r.check_in, checkOut: r.check_out, status: r.status }));
}

export interface StoredResponse {
  requestHash: string;
  status: number;
  body: unknown;
}

/**
 * Claims an idempotency key for this transaction. Returns the stored response when the key was
 * already used (a concurrent first use is waited for by the unique index), else undefined. A key
 * older than 24 hours is free again: it is removed and claimed anew (the rare path; the usual
 * one is the single insert).
 */
export async function claimIdempotencyKey(trx: Knex.Transaction, scope: string, key: string, requestHash: string): Promise<StoredResponse | undefined> {
  const inserted = await trx('idempotency_keys')
    .insert({ scope, key, request_hash: requestHash, response_status: 0, response_body: JSON.stringify(null) })
    .onConflict(['scope', 'key'])
    .ignore()
    .returning('key');
  if (inserted.length > 0) return undefined;
  const row = await trx('idempotency_keys').where({ scope, key }).first('request_hash', 'response_status', 'response_body', trx.raw(`created_at < now() - interval '24 hours' as expired`));
  if (row && !row.expired) return { requestHash: row.request_hash, status: row.response_status, body: row.response_body };
  // Expired, or removed meanwhile by another request taking over the expired key: claim again.
  await trx('idempotency_keys').where({ scope, key }).andWhereRaw(`created_at < now() - interval '24 hours'`).delete();
  return claimIdempotencyKey(trx, scope, key, requestHash);
}

export async function storeIdempotentResponse(trx: Knex.Transaction, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await trx('idempotency_keys')
    .where({ scope, key })
    .update({ response_status: status, response_body: JSON.stringify(body) });
}

export interface StaffBookingFilter {
  /** Owners see the bookings of their own villas only. */
  ownerId?: string;
  status?: BookingStatus;
  /** A payment status, or the bookings whose balance is overdue on `today` (overdue-balance.ts). */
  paymentStatus?: PaymentStatus | 'overdue';
  /** The island's date, for what is overdue. */
  today: string;
  search?: string;
  villaId?: string;
  /** Stays with a night in [from, to]. */
  from?: string;
  to?: string;
  sortBy: 'createdAt' | 'checkIn' | 'checkOut' | 'totalPrice' | 'status' | 'villaName';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const SORT_COLUMNS: Record<StaffBookingFilter['sortBy'], string> = {
  createdAt: 'created_at',
  checkIn: 'check_in',
  checkOut: 'check_out',
  totalPrice: 'total_price',
  status: 'status',
  villaName: 'villa_name',
};

/** A staff list's booking, with whether its balance is overdue. */
export type StaffBookingRow = BookingDto & { balanceOverdue: boolean };

/** Bookings of the villas an owner owns (or all, for the admin), filtered, sorted and paged. */
export async function listStaffBookings(db: Db, f: StaffBookingFilter): Promise<{ rows: StaffBookingRow[]; total: number }> {
  const overdue = balanceOverdueSql('bookings', netPaidOf('bookings'), '?::date');
  const base = db('bookings').modify((q) => {
    if (f.ownerId !== undefined) q.whereIn('villa_id', db('villas').where({ owner_id: f.ownerId }).select('id'));
    if (f.status) q.where({ status: f.status });
    if (f.paymentStatus === 'overdue') q.whereRaw(overdue, [f.today]);
    else if (f.paymentStatus) q.where({ payment_status: f.paymentStatus });
    if (f.villaId) q.where({ villa_id: f.villaId });
    if (f.from) q.where('check_out', '>', f.from);
    if (f.to) q.where('check_in', '<=', f.to);
    if (f.search) {
      const like = likePattern(f.search);
      q.where((w) => w.where('reference', 'ilike', like).orWhere('customer_name', 'ilike', like).orWhere('villa_name', 'ilike', like));
    }
  });
  const [rows, count] = await Promise.all([
    base
      .clone()
      .orderBy([
        { column: SORT_COLUMNS[f.sortBy], order: f.sortOrder },
        { column: 'id', order: 'asc' },
      ])
      .offset(f.offset)
      .limit(f.limit)
      .select('bookings.*', db.raw(`${overdue} as balance_overdue`, [f.today])),
    base.clone().count({ n: '*' }).first(),
  ]);
  return { rows: (rows as (BookingRow & { balance_overdue: boolean })[]).map((row) => ({ ...toDto(row), balanceOverdue: row.balance_overdue })), total: Number(count?.n ?? 0) };
}

/** The owner of the villa a booking is for; undefined when the villa left the read model. */
export async function villaOwnerOf(db: Db, villaId: string): Promise<string | null | undefined> {
  const row = await db('villas').where({ id: villaId }).first('owner_id');
  return row ? row.owner_id : undefined;
}

export interface StaffBookingUpdate {
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: number;
  pricePerNight: number;
  subtotal: number;
  discountPercentage: number;
  totalPrice: number;
  customerToPay: number;
  customer: { name: string; email: string; phone: string };
  notes: string | null;
  customPrice: number | null;
  priceBreakdown: unknown;
}

/** A calendar edit: saving it confirms the booking (docs/product.md#calendar). */
export async function updateStaffBooking(trx: Knex.Transaction, id: string, u: StaffBookingUpdate): Promise<BookingDto | undefined> {
  const [row] = await trx('bookings')
    .where({ id })
    .update({
      check_in: u.checkIn,
      check_out: u.checkOut,
      guests: u.guests,
      nights: u.nights,
      price_per_night: u.pricePerNight,
      subtotal: u.subtotal,
      discount_percentage: u.discountPercentage,
      total_price: u.totalPrice,
      customer_to_pay: u.customerToPay,
      customer_name: u.customer.name,
      customer_email: u.customer.email,
      customer_phone: u.customer.phone,
      notes: u.notes,
      custom_price: u.customPrice,
      price_breakdown: JSON.stringify(u.priceBreakdown),
      status: 'confirmed',
      updated_at: trx.fn.now(),
    })
    .returning('*');
  return row ? toDto(row as BookingRow) : undefined;
}

/** Guests of bookings in scope (and, for the admin, registered customers) matching the text. */
export async function searchGuests(db: Db, text: string, ownerId: string | undefined, limit: number): Promise<{ name: string; email: string; phone: string }[]> {
  const like = likePattern(text);
  const fromBookings = db('bookings')
    .modify((q) => {
      if (ownerId !== undefined) q.whereIn('villa_id', db('villas').where({ owner_id: ownerId }).select('id'));
    })
    .where((w) => w.where('customer_name', 'ilike', like).orWhere('customer_email', 'ilike', like).orWhere('customer_phone', 'ilike', like))
    .distinct('customer_name as name', 'customer_email as email', 'customer_phone as phone');
  const rows: { name: string; email: string; phone: string }[] = await fromBookings.limit(limit);
  if (ownerId === undefined && rows.length < limit) {
    const customers = await db('customers')
      .whereRaw(`coalesce(first_name, '') || ' ' || coalesce(last_name, '') ilike ?`, [like])
      .orWhere('email', 'ilike', like)
      .orWhere('phone', 'ilike', like)
      .limit(limit)
      .select('first_name', 'last_name', 'email', 'phone');
    for (const c of customers) {
      const entry = { name: [c.first_name, c.last_name].filter(Boolean).join(' '), email: c.email ?? '', phone: c.phone };
      if (!rows.some((r) => r.email === entry.email && r.phone === entry.phone && r.name === entry.name)) rows.push(entry);
    }
  }
  return rows.slice(0, limit);
}

/** Non-cancelled bookings of these villas with a night in [from, to), by check-in. */
export async function listBookingsInRange(db: Db, villaIds: string[], from: string, to: string): Promise<BookingDto[]> {
  if (villaIds.length === 0) return [];
  const rows = await db('bookings')
    .whereIn('villa_id', villaIds)
    .whereNot({ status: 'cancelled' })
    .whereRaw(`stay && daterange(?::date, ?::date, '[)')`, [from, to])
    .orderBy([{ column: 'check_in' }, { column: 'id' }]);
  return (rows as BookingRow[]).map(toDto);
}

/**
 * The rows `listBookingsInRange` answers (non-cancelled bookings with a night in range), keyed by
 * row version for a fingerprint (db/row-fingerprint.ts); `ids` null takes every villa's. Must keep
 * that list's filter: what is made from the list is kept while this fingerprint stays the same.
 */
const bookingRowsInRange: RowsSql = ({ ids, from, to }) =>
  `select villa_id, ${ROW_VERSION_KEY} as key from bookings
    where (${ids} is null or villa_id = any(${ids})) and status <> 'cancelled' and stay && daterange(${from}, ${to}, '[)')`;

/** The fingerprint of `listBookingsInRange`'s rows (db/row-fingerprint.ts), from the pool; `villaIds` undefined: every villa's. */
export function bookingsInRangeFingerprint(knex: Knex, villaIds: string[] | undefined, from: string, to: string): Promise<string> {
  return rowsFingerprint(knex, 'bookings-in-range-fingerprint', bookingRowsInRange, villaIds, from, to);
}

/** The same, and each villa's, in one query (db/row-fingerprint.ts). */
export function bookingsInRangeFingerprints(db: Db, villaIds: string[] | undefined, from: string, to: string): Promise<RowsFingerprints> {
  return rowsFingerprints(db, bookingRowsInRange, villaIds, from, to);
}

/** The card fields (name, areas, images) of these villas from the read model, whatever their status. */
export async function findVillaCards(db: Db, villaIds: string[]): Promise<Map<string, BookingVilla>> {
  if (villaIds.length === 0) return new Map();
  const rows: { id: string; name: string; areas: string[]; images: Parameters<typeof servedImages>[0] | null }[] = await db('villas')
    .whereIn('id', [...new Set(villaIds)])
    .select('id', 'name', 'areas', 'images');
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, areas: r.areas, images: servedImages(r.images ?? [], r) }]));
}
