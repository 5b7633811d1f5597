import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { BookingLedger, LedgerWriteResponse, RecordDamageHold, RecordDamageRelease, RecordPayment, RecordRefund } from '@islandstay/shared/payments/ledger.schemas';
import { useApi } from '@islandstay/web-common/api/use-api';

/** A booking's money (the villa's owner and the admin only): its ledger rows, payment plan, sums and payment status. */
export function useBookingPayments(bookingId: string) {
  return useApi(api.payments.ledger, { params: { id: bookingId } }, { revalidateOnFocus: false });
}

/**
 * After a write: the ledger takes the answer's copy at once (then reads again), and every loaded
 * bookings list reads again, as a booking's payment shows there too.
 */
function refreshAfterWrite(bookingId: string, ledger: BookingLedger, mutate: ScopedMutator) {
  return Promise.all([mutate(api.payments.ledger.key({ params: { id: bookingId } }), ledger), mutate((key) => api.staffBookings.list.matches(key))]);
}

/**
 * Records money received for the stay. `idempotencyKey` names the submission: sent again (a double
 * click, a retry after a lost answer) the server answers with the first row instead of writing a second.
 */
export async function recordPayment(bookingId: string, body: RecordPayment, idempotencyKey: string, mutate: ScopedMutator): Promise<LedgerWriteResponse> {
  const answer = await api.payments.recordPayment({ params: { id: bookingId }, body, idempotencyKey });
  await refreshAfterWrite(bookingId, answer.ledger, mutate);
  return answer;
}

/** Records money sent back to the guest, with its reason; the same key rule as a payment. */
export async function recordRefund(bookingId: string, body: RecordRefund, idempotencyKey: string, mutate: ScopedMutator): Promise<LedgerWriteResponse> {
  const answer = await api.payments.recordRefund({ params: { id: bookingId }, body, idempotencyKey });
  await refreshAfterWrite(bookingId, answer.ledger, mutate);
  return answer;
}

/** Records the damage deposit taken from the guest (apart from the stay); the same key rule. */
export async function recordDamageHold(bookingId: string, body: RecordDamageHold, idempotencyKey: string, mutate: ScopedMutator): Promise<LedgerWriteResponse> {
  const answer = await api.payments.recordDamageHold({ params: { id: bookingId }, body, idempotencyKey });
  await refreshAfterWrite(bookingId, answer.ledger, mutate);
  return answer;
}

/** Records the damage deposit given back (less than held keeps the rest, with its reason); the same key rule. */
export async function recordDamageRelease(bookingId: string, body: RecordDamageRelease, idempotencyKey: string, mutate: ScopedMutator): Promise<LedgerWriteResponse> {
  const answer = await api.payments.recordDamageRelease({ params: { id: bookingId }, body, idempotencyKey });
  await refreshAfterWrite(bookingId, answer.ledger, mutate);
  return answer;
}

/** Reads the ledger again (after a refusal that may mean another write got there first). */
export function refreshBookingPayments(bookingId: string, mutate: ScopedMutator) {
  return mutate(api.payments.ledger.key({ params: { id: bookingId } }));
}
