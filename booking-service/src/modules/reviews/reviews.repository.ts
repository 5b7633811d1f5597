import type { ReviewSort } from '@islandstay/shared/reviews/review.schemas';
import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

export interface ReviewRecord {
  id: string;
  bookingId: string;
  villaId: string;
  customerId: string;
  rating: number;
  message: string;
  helpfulCount: number;
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
  created_at: Date;
  updated_at: Date;
  first_name: string | null;
  last_name: string | null;
  profile_image_id: string | null;
}

/** What a review needs to know about the booking it rates. */
export interface RatedBooking {
  id: string;
  customerId: string | null;
  villaId: string;
  status: string;
  checkIn: string;
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
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    author: { firstName: row.first_name, lastName: row.last_name, profileImageId: row.profile_image_id },
  };
}

/** Reviews with their author's display fields (never the phone or email). */
function reviewsWithAuthor(db: Db) {
  return db('reviews as r')
    .join('customers as c', 'c.id', 'r.customer_id')
    .select('r.*', 'c.first_name', 'c.last_name', 'c.profile_image_id');
}

const ORDER: Record<ReviewSort, { column: string; order: 'asc' | 'desc' }[]> = {
  date: [
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ],
  rating: [
    { column: 'r.rating', order: 'desc' },
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ],
  helpful: [
    { column: 'r.helpful_count', order: 'desc' },
    { column: 'r.created_at', order: 'desc' },
    { column: 'r.id', order: 'desc' },
  ],
};

/** The booking being rated, share-locked so it cannot be cancelled while its review is written. */
export async function findBookingForReview(trx: Knex.Transaction, bookingId: string): Promise<RatedBooking | undefined> {
  const row = await trx('bookings').where({ id: bookingId }).forShare().first('id', 'customer_id', 'villa_id', 'status', 'check_in');
  return row ? { id: row.id, customerId: row.customer_id, villaId: row.villa_id, status: row.status, checkIn: row.check_in } : undefined;
}

/** Serialises rating writes per villa, so each recomputed average sees every committed review. */
export async function lockVillaRatings(trx: Knex.Transaction, villaId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(5, hashtext(?))', [villaId]);
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

/**
 * The villa's rating (average, 1 decimal) and review count from its reviews. `updated_at` is
 * left alone: it orders CMS events, and this is not a content change.
 */
export async function refreshVillaRating(trx: Knex.Transaction, villaId: string): Promise<void> {
  await trx.raw(
    `update villas
        set rating = coalesce((select round(avg(rating)::numeric, 1) from reviews where villa_id = :villaId), 0),
            review_count = (select count(*) from reviews where villa_id = :villaId)
      where id = :villaId`,
    { villaId },
  );
}

export async function findReview(db: Db, id: string): Promise<ReviewRecord | undefined> {
  const row = await reviewsWithAuthor(db).where('r.id', id).first();
  return row ? toRecord(row) : undefined;
}

/** A review by its own id or by its booking's id. */
export async function findReviewByIdOrBooking(db: Db, id: string): Promise<ReviewRecord | undefined> {
  const row = await reviewsWithAuthor(db)
    .where('r.id', id)
    .orWhere('r.booking_id', id)
    .orderByRaw('(r.id = ?) desc', [id])
    .first();
  return row ? toRecord(row) : undefined;
}

export async function listVillaReviews(
  db: Db,
  villaId: string,
  options: { stars?: number; sort: ReviewSort; offset: number; limit: number },
): Promise<{ reviews: ReviewRecord[]; total: number }> {
  const matching = (q: Knex.QueryBuilder) => {
    q.where('r.villa_id', villaId);
    if (options.stars !== undefined) q.where('r.rating', options.stars);
  };
  const [rows, count] = await Promise.all([
    reviewsWithAuthor(db).modify(matching).orderBy(ORDER[options.sort]).offset(options.offset).limit(options.limit),
    db('reviews as r').modify(matching).count({ n: '*' }).first(),
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
