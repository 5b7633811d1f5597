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
export async function upsertReview(
  trx: Knex.Transaction,
  review: { bookingId: string; villaId: string; customerId: string; rating: number; message?: string; now: Date },
): Promise<string> {
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
  const rows: { villa_id: string; rating: number }[] = await db('reviews').orderBy([{ column: 'villa_id' }, { column: 'created_at' }]).select('villa_id', 'rating');
  return rows.map((r) => ({ villaId: r.villa_id, rating: r.rating }));
}

/**
 * Records one voter's helpful vote: counted only the first time (the vote's primary key is
 * review and voter). Undefined when the review does not exist.
 */
export async function recordHelpfulVote(trx: Knex.Transaction, reviewId: string, voter: string, now: Date): Promise<{ helpfulCount: number; counted: boolean } | undefined> {
  const counted = await trx.raw<{ rows: { helpful_count: number }[] }>(
    `with vote as (
       insert into review_helpful_votes (review_id, voter, created_at)
       select id, :voter, :now from reviews where id = :reviewId
       on conflict do nothing
       returning review_id)
     update reviews set helpful_count = helpful_count + 1
      where id in (select review_id from vote)
     returning helpful_count`,
    { reviewId, voter, now },
  );
  const row = counted.rows[0];
  if (row) return { helpfulCount: row.helpful_count, counted: true };
  const review = await trx('reviews').where({ id: reviewId }).first('helpful_count');
  return review ? { helpfulCount: review.helpful_count, counted: false } : undefined;
}
