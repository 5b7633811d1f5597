import {
  ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS,
  REVIEW_SUBMITTED_MESSAGE,
  type OwnReviewDto,
  type RateBookingRequest,
  type RatingSummary,
  type ReviewDto,
  type ReviewSort,
  type VillaReviewsQuery,
  type VillaReviewsResponse,
} from '@islandstay/shared/reviews/review.schemas';
import { createHash, createHmac } from 'node:crypto';
import { islandInstant, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import type { ErrorCode } from '@islandstay/shared/http/error-codes';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findBookingForReview } from '../bookings/booking-reads.ts';
import { addressKey } from '../staff-accounts/login-throttle.ts';
import { CheckOutTime } from '../bookings/check-in-time.ts';
import {
  countVillaRatings,
  findReview,
  forgetVoteAddresses,
  findReviewByIdOrBooking,
  listAllRatings,
  listVillaReviews,
  recordHelpfulVote,
  upsertReview,
  type ReviewRecord,
} from './reviews.repository.ts';

export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const CANCELLED_STAY_MESSAGE = 'A cancelled stay cannot be rated';
export const NOT_CONFIRMED_MESSAGE = 'Only a confirmed stay can be rated';
export const NOT_FINISHED_MESSAGE = 'You can rate a stay once you have checked out';

/** Anonymous helpful votes one address may have counted on one review in a rolling day (in shared: the API's contract states it). */
export { ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS };

/** Who casts a helpful vote: a signed-in customer, or an anonymous visitor known by their cookie's id, seen at an address. */
export type HelpfulVoter = { customerId: string } | { visitorId: string; address: string };

/** "Nok S.": first name and last initial, enough to be recognised by who knows them. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0);
  if (!first) return initial ? `${initial.toUpperCase()}.` : 'Guest';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function toReviewDto(review: ReviewRecord): ReviewDto {
  return {
    id: review.id,
    _id: review.id,
    villaId: review.villaId,
    rating: review.rating,
    message: review.message,
    verified: review.verified,
    helpfulCount: review.helpfulCount,
    author: {
      name: authorName(review.author.firstName, review.author.lastName),
      profileImage: review.author.profileImageId ? `/api/customer/images/${review.author.profileImageId}` : null,
    },
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

/** Average (1 decimal, half up) and per-star counts; exact, as it works on integer counts. */
export function ratingSummary(counts: Map<number, number>): RatingSummary {
  let total = 0;
  let sum = 0;
  for (const [stars, n] of counts) {
    total += n;
    sum += stars * n;
  }
  const breakdown = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  for (const key of ['5', '4', '3', '2', '1'] as const) breakdown[key] = counts.get(Number(key)) ?? 0;
  return { average: total === 0 ? 0 : Math.round((sum * 10) / total) / 10, total, breakdown };
}

/**
 * Why a stay cannot be rated yet (or ever), or undefined when it can: never cancelled, and its
 * check-out moment (the check-out day at the site's check-out time, island clock) has passed.
 */
function notRateable(booking: { status: string; checkOut: string }, now: Date, checkOutTime: string): { code: ErrorCode; message: string } | undefined {
  if (booking.status === 'cancelled') return { code: 'review.cancelledStay', message: CANCELLED_STAY_MESSAGE };
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return { code: 'review.notConfirmed', message: NOT_CONFIRMED_MESSAGE };
  if (now.getTime() < islandInstant(booking.checkOut, checkOutTime).getTime()) return { code: 'review.notFinished', message: NOT_FINISHED_MESSAGE };
  return undefined;
}

/**
 * Reviews of stays: one per booking, written by the booking's customer once the stay is over,
 * and shown verified while that stay stands (not cancelled later). The villa's rating and review count follow every review write,
 * delete included, in the same transaction (a trigger on the reviews table, migration 009).
 */
export class ReviewService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly checkOutTime: CheckOutTime,
    /** The key voters' addresses are hashed under (an address alone is easy to guess from its hash). */
    private readonly addressSecret: Buffer,
  ) {}

  /** Rates one of the customer's own stays; rating it again updates the same review. */
  async rate(customerId: string, input: RateBookingRequest): Promise<{ data: OwnReviewDto; message: string }> {
    // Read before the transaction opens: the settings may wait briefly on the CMS.
    const checkOutTime = await this.checkOutTime.current();
    return this.db.transaction((trx) => this.rateIn(trx, customerId, input, checkOutTime));
  }

  private async rateIn(trx: Knex.Transaction, customerId: string, input: RateBookingRequest, checkOutTime: string): Promise<{ data: OwnReviewDto; message: string }> {
    const booking = await findBookingForReview(trx, input.bookingId);
    if (!booking || booking.customerId !== customerId) throw AppError.notFound('Booking not found', 'booking.notFound');
    const now = this.clock();
    const today = todayOnIsland(now);
    const refused = notRateable(booking, now, checkOutTime);
    if (refused) throw new AppError('VALIDATION', refused.code, refused.message, { details: [{ path: 'bookingId', ...refused }] });

    const id = await upsertReview(trx, {
      bookingId: booking.id,
      villaId: booking.villaId,
      customerId,
      rating: input.rating,
      message: input.message ?? undefined,
      now,
    });
    const review = await findReview(trx, id, today);
    if (!review) throw new Error('review vanished inside its own transaction');
    return { data: { ...toReviewDto(review), bookingId: review.bookingId }, message: REVIEW_SUBMITTED_MESSAGE };
  }

  /** A review by its id, or by the id of the booking it rates. */
  async get(idOrBookingId: string): Promise<ReviewDto> {
    const review = await findReviewByIdOrBooking(this.db, idOrBookingId, todayOnIsland(this.clock()));
    if (!review) throw AppError.notFound('Review not found', 'review.notFound');
    return toReviewDto(review);
  }

  /** A page of a villa's reviews, with the summary of all of them. */
  async forVilla(villaId: string, query: VillaReviewsQuery): Promise<VillaReviewsResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_REVIEWS_PAGE_SIZE;
    const sort: ReviewSort = query.sort ?? 'newest';
    const filter = {
      stars: query.stars?.map(Number),
      search: query.q || query.search || undefined,
      sort,
      order: query.sortOrder,
      offset: (page - 1) * limit,
      limit,
      today: todayOnIsland(this.clock()),
    };
    const [{ reviews, total }, counts] = await Promise.all([listVillaReviews(this.db, villaId, filter), countVillaRatings(this.db, villaId)]);
    return {
      data: reviews.map(toReviewDto),
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      total,
      summary: ratingSummary(counts),
    };
  }

  async allRatings(): Promise<{ villaId: string; rating: number }[]> {
    return listAllRatings(this.db);
  }

  /**
   * One helpful vote per voter; a repeat is not counted, nor an anonymous vote beyond its
   * address's allowance on this review. Only hashes of the voter and the address are stored,
   * and an address's hash only for as long as the allowance needs it.
   */
  async voteHelpful(reviewId: string, voter: HelpfulVoter): Promise<{ helpfulCount: number; counted: boolean }> {
    const now = this.clock();
    const anonymous = 'visitorId' in voter;
    const voterKey = createHash('sha256')
      .update(anonymous ? `visitor:${voter.visitorId}` : `customer:${voter.customerId}`)
      .digest('hex');
    const { max, windowSeconds } = ANONYMOUS_HELPFUL_VOTES_PER_ADDRESS;
    const address = anonymous ? { hash: createHmac('sha256', this.addressSecret).update(addressKey(voter.address)).digest('hex'), max, windowSeconds } : undefined;
    const result = await this.db.transaction(async (trx) => {
      const vote = await recordHelpfulVote(trx, { reviewId, voterKey, now, address });
      await forgetVoteAddresses(trx, new Date(now.getTime() - windowSeconds * 1000));
      return vote;
    });
    if (!result) throw AppError.notFound('Review not found', 'review.notFound');
    return result;
  }
}
