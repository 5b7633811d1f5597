import { mutate } from 'swr';
import { rateBookingResponseSchema, type OwnReviewDto } from '@islandstay/shared/reviews/review.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_BOOKINGS_KEY } from './get-my-bookings.ts';

export interface RateInput {
  bookingId: string;
  rating: number;
  message: string;
}

/** Rates a stay after check-out; rating the same stay again updates its review. */
export async function rateBooking({ bookingId, rating, message }: RateInput): Promise<OwnReviewDto> {
  const answer = await apiRequest('/api/villa/booking/rate', rateBookingResponseSchema, {
    method: 'POST',
    body: { bookingId, rating, message: message.trim() === '' ? null : message },
  });
  await mutate(MY_BOOKINGS_KEY);
  return answer.data;
}
