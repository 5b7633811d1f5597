import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/**
 * The guest's booking's money, read each time the cancel dialog opens (`bookingId` null while it
 * is closed) for what cancelling at that moment would give back.
 */
export function useCancellationRefund(bookingId: string | null) {
  return useApi(api.payments.guest, bookingId ? { params: { id: bookingId } } : null, { shouldRetryOnError: false, revalidateOnMount: true });
}
