import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/**
 * The signed-in guest's own booking's money: plan, sums, what to pay next with the PromptPay QR and
 * the bank details, and the cancellation policy. Read again when the guest comes back to the tab,
 * so a payment the host has recorded meanwhile shows.
 */
export function useGuestPayment(bookingId: string) {
  return useApi(api.payments.guest, { params: { id: bookingId } }, { shouldRetryOnError: false });
}
