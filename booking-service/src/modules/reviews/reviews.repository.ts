import type { ReviewSort, SortOrder } from '@islandstay/shared/reviews/review.schemas';
import type { Knex } from '../../db/knex.ts';
import { likePattern } from '../../db/sql.ts';
import { bookingStays } from '../bookings/booking-reads.ts';

type Db = Knex | Knex.Transaction;

export interface ReviewRecord {
  id: string;
  bookingId: string;
  villaId: string;
  customerId: string;
  rating: number;
  message: string;
  helpfulCount: number;
  /** The stay it rates happened: checked out by today, never cancelled. */
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  author: { firstName: string | null; lastName: string | null; profileImageId: string | null };
}

interface ReviewRow {
  id: string;
  booking_id: string;
  villa_id: string;
  customer_id: string;
  rating: number;
  message: string;
  helpful_count: number;
  verified: boolean;
  created_at: Date;
  updated_at: Date;
  first_name: string | null;
  last_name: string | null;
  profile_image_id: string | null;
}

function toRecord(row: ReviewRow): ReviewRecord {
  return {
    id: row.id,
    bookingId: row.booking_id,
    villaId: row.villa_id,
    customerId: row.customer_id,
    rating: row.rating,
    message: row.message,
    helpfulCount: row.helpful_count,
    verified: row.verified,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    author: { firstName: row.first_name, lastName: row.last_name, profileImageId: row.profile_image_id },
  };
}

/**
 * Reviews with their author's display fields (never the phone or email) and whether the stay
 * they rate happened as of `today` (island date).
 */
function reviewsWithAuthor(db: Db, today: string) {
  return db('reviews as r')
    .join('customers as c', 'c.id', 'r.customer_id')
    .join(bookingStays(db).as('b'), 'b.id', 'r.booking_id')
    .select('r.*', 'c.first_name', 'c.last_name', 'c.profile_image_id')
    .select(db.raw(`(b.status in ('confirmed', 'completed') and b.check_out <= ?::date) as verified`, [today]));
}

/** The author's name as shown ("Nok S."), so a search never matches what is not shown. */
const SHOWN_AUTHOR = `coalesce(c.first_name, '') || ' ' || coalesce(upper(left(c.last_name, 1)) || '.', '')`;

const MAIN_KEY: Record<ReviewSort, { column: string; order: SortOrder }> = {
  newest: { column: 'r.created_at', order: 'desc' },
  date: { column: 'r.created_at', order: 'desc' },
  oldest: { column: 'r.created_at', order: 'asc' },
  rating: { column: 'r.rating', order: 'desc' },
  helpful: { column: 'r.helpful_count', order: 'desc' },
};

/** The main key in the asked direction; equal keys newest first (or oldest first when sorting by date ascending). */
function reviewOrder(sort: ReviewSort, order?: SortOrder): { column: string; order: SortOrder }[] {
  const main = { ...MAIN_KEY[sort], ...(order ? { order } : {}) };
  if (main.column === 'r.created_at') return [main, { column: 'r.id', order: main.order }];
  return [main, { column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }];
}

/** One review per booking: a second rating of the same booking updates it. */
export async function upsertReview(trx: Knex.Transaction, review: { bookingId: string; villaId: string; customerId: string; rating: number; message?: string; now: Date }): Promise<string> {
  const [row] = await trx('reviews')
    .insert({
      booking_id: review.bookingId,
      villa_id: review.villaId,
      customer_id: review.customerId,
      rating: review.rating,
      message: review.message ?? '',
      created_at: review.now,
      updated_at: review.now,
    })
    .onConflict('booking_id')
    // Without a message the one already written stays.
    .merge(review.message === undefined ? ['rating', 'updated_at'] : ['rating', 'message', 'updated_at'])
    .returning('id');
  return (row as { id: string }).id;
}

export async function findReview(db: Db, id: string, today: string): Promise<ReviewRecord | undefined> {
  const row = await reviewsWithAuthor(db, today).where('r.id', id).first();
  return row ? toRecord(row) : undefined;
}

/** A review by its own id or by its booking's id. */
export async function findReviewByIdOrBooking(db: Db, id: string, today: string): Promise<ReviewRecord | undefined> {
  const row = await reviewsWithAuthor(db, today)
    .where((w) => w.where('r.id', id).orWhere('r.booking_id', id))
    .orderByRaw('(r.id = ?) desc', [id])
    .first();
  return row ? toRecord(row) : undefined;
}

export interface VillaReviewFilter {
  /** Only reviews with one of these ratings. */
  stars?: number[];
  /** Words in the message or the author's shown name. */
  search?: string;
  sort: ReviewSort;
  order?: SortOrder;
  offset: number;
  limit: number;
  /** The island date `verified` is judged on. */
  today: string;
}

export async function listVillaReviews(db: Db, villaId: string, f: VillaReviewFilter): Promise<{ reviews: ReviewRecord[]; total: number }> {
  const matching = (q: Knex.QueryBuilder) => {
    q.where('r.villa_id', villaId);
    if (f.stars?.length) q.whereIn('r.rating', f.stars);
    if (f.search) {
      const like = likePattern(f.search);
      q.where((w) => w.where('r.message', 'ilike', like).orWhereRaw(`${SHOWN_AUTHOR} ilike ?`, [like]));
    }
  };
  const [rows, count] = await Promise.all([
    reviewsWithAuthor(db, f.today).modify(matching).orderBy(reviewOrder(f.sort, f.order)).offset(f.offset).limit(f.limit),
    db('reviews as r').join('customers as c', 'c.id', 'r.customer_id').modify(matching).count({ n: '*' }).first(),
  ]);
  return { reviews: (rows as ReviewRow[]).map(toRecord), total: Number(count?.n ?? 0) };
}

/** Number of reviews of a villa per star. */
export async function countVillaRatings(db: Db, villaId: string): Promise<Map<number, number>> {
  const rows: { rating: number; n: number }[] = await db('reviews').where({ villa_id: villaId }).groupBy('rating').select('rating').count({ n: '*' });
  return new Map(rows.map((r) => [Number(r.rating), Number(r.n)]));
}

export async function listAllRatings(db: Db): Promise<{ villaId: string; rating: number }[]> {
  const rows: { villa_id: string; rating: number }[] = await db('reviews')
    .orderBy([{ column: 'villa_id' }, { column: 'created_at' }])
    .select('villa_id', 'rating');
  return rows.map((r) => ({ villaId: r.villa_id, rating: r.rating }));
}

export interface HelpfulVote {
  reviewId: string;
  /** A hash of who votes (customer or visitor cookie): a vote counts once per key. */
  voterKey: string;
  now: Date;
  /** Anonymous votes: a keyed hash of the address, and how many votes it may count on this review in the window. */
  address?: { hash: string; max: number; windowSeconds: number };
}

/**
 * Records one voter's helpful vote: counted only the first time (the vote's primary key is
 * review and voter), and for an anonymous voter only while their address has counted fewer than
 * `address.max` votes on this review in the window. The review's row is locked first, so votes
 * arriving together on one review are judged one after another. Undefined when the review does
 * not exist.
 */
export async function recordHelpfulVote(trx: Knex.Transaction, vote: HelpfulVote): Promise<{ helpfulCount: number; counted: boolean } | undefined> {
  const review: { helpful_count: number } | undefined = await trx('reviews').where({ id: vote.reviewId }).forUpdate().first('helpful_count');
  if (!review) return undefined;
  const uncounted = { helpfulCount: review.helpful_count, counted: false };
  if (vote.address) {
    const since = new Date(vote.now.getTime() - vote.address.windowSeconds * 1000);
    const row = await trx('review_helpful_votes').where({ review_id: vote.reviewId, address_hash: vote.address.hash }).andWhere('created_at', '>', since).count({ n: '*' }).first();
    if (Number(row?.n ?? 0) >= vote.address.max) return uncounted;
  }
  const inserted = await trx('review_helpful_votes')
    .insert({ review_id: vote.reviewId, voter: vote.voterKey, address_hash: vote.address?.hash ?? null, created_at: vote.now })
    .onConflict(['review_id', 'voter'])
    .ignore()
    .returning('review_id');
  if (inserted.length === 0) return uncounted;
  const [updated] = await trx('reviews').where({ id: vote.reviewId }).increment('helpful_count', 1).returning('helpful_count');
  return { helpfulCount: (updated as { helpful_count: number }).helpful_count, counted: true };
}

/**
 * Clears the address hashes of votes older than `before`: they are kept only as long as the
 * limit they serve. Rows another transaction holds are left for the next call, so this never
 * waits on or deadlocks with a vote.
 */
export async function forgetVoteAddresses(db: Db, before: Date, batch = 1000): Promise<void> {
  await db.raw(
    `update review_helpful_votes set address_hash = null
      where (review_id, voter) in (
        select review_id, voter from review_helpful_votes
         where address_hash is not null and created_at <= ?
         limit ? for update skip locked)`,
    [before, batch],
  );
}
