import type { OwnReviewDto } from '@islandstay/shared/reviews/review.schemas';
import { api } from '@islandstay/shared/api/client';
import { refreshMyBookings } from './get-my-bookings.ts';

export interface RateInput {
  bookingId: string;
  rating: number;
  message: string;
}

/** Rates a stay after check-out; rating the same stay again updates its review. */
export async function rateBooking({ bookingId, rating, message }: RateInput): Promise<OwnReviewDto> {
  const answer = await api.reviews.rateStay({ body: { bookingId, rating, message: message.trim() === '' ? null : message } });
  await refreshMyBookings();
  return answer.data;
}
