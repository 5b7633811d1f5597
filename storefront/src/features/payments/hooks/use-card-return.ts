import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@islandstay/shared/api/client';
import type { GuestPayment } from '@islandstay/shared/payments/guest-payment.schemas';
import { revalidate } from '@islandstay/web-common/api/use-api';

/** What Stripe adds to the return URL after confirming a payment. */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/**
 * How long to read the payment again, waiting for Stripe's webhook to credit the ledger: the
 * notice usually arrives within seconds; after these the page says it will show once it does.
 */
const CARD_RETURN_POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000] as const;

const STORAGE_PREFIX = 'islandstay.cardPayment.';

/**
 * Notes, for this tab, what the booking had paid before a card payment is confirmed: coming back
 * from Stripe, the page knows the payment has arrived when more than this is paid. (A storage the
 * browser refuses only means the page waits its full time.)
 */
export function rememberCardPayment(paymentIntentId: string, paidBefore: string): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + paymentIntentId, paidBefore);
  } catch {
    // Private mode or storage disabled: see above.
  }
}

function recalled(paymentIntentId: string): string | null {
  try {
    return sessionStorage.getItem(STORAGE_PREFIX + paymentIntentId);
  } catch {
    return null;
  }
}

function forget(paymentIntentId: string): void {
  try {
    sessionStorage.removeItem(STORAGE_PREFIX + paymentIntentId);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

interface Arrival {
  paymentIntentId: string;
  /** Stripe's word: `succeeded` or `processing` (the money is on its way), anything else failed. */
  failed: boolean;
  paidBefore: string | null;
}

function arrivalFrom(search: string): Arrival | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  if (!paymentIntentId || !status) return null;
  return { paymentIntentId, failed: status !== 'succeeded' && status !== 'processing', paidBefore: recalled(paymentIntentId) };
}

/** The webhook's credit shows: more is paid than before the card payment, or nothing is left to pay. */
function credited(payment: GuestPayment, arrival: Arrival): boolean {
  if (payment.nextPayment === null) return true;
  return arrival.paidBefore !== null && Number(payment.amounts.paid) > Number(arrival.paidBefore);
}

/** confirming: waiting for the webhook; received: it came; pending: not yet, after every read; failed: Stripe said no. */
export type CardReturnPhase = 'confirming' | 'received' | 'pending' | 'failed';

/**
 * The guest back from Stripe (`?payment_intent=…&redirect_status=…`): the payment is read again a
 * few times until the webhook's credit shows, then Stripe's parameters leave the address (the
 * client secret among them), keeping `#payment`.
 */
export function useCardReturn(payment: GuestPayment | undefined, readAgain: () => Promise<unknown>): CardReturnPhase | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => arrivalFrom(location.search));
  const [reads, setReads] = useState(0);

  let phase: CardReturnPhase | null = null;
  if (arrival?.failed) phase = 'failed';
  else if (arrival && payment && credited(payment, arrival)) phase = 'received';
  else if (arrival && reads >= CARD_RETURN_POLL_DELAYS_MS.length) phase = 'pending';
  else if (arrival) phase = 'confirming';

  // Read again while waiting; each read's answer decides whether to wait more.
  const waiting = phase === 'confirming' && payment !== undefined;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setReads((n) => n + 1);
      void readAgain();
    }, CARD_RETURN_POLL_DELAYS_MS[reads]);
    return () => clearTimeout(timer);
  }, [waiting, reads, readAgain]);

  const settled = phase !== null && phase !== 'confirming';
  useEffect(() => {
    if (!settled || !arrival) return;
    forget(arrival.paymentIntentId);
    const params = new URLSearchParams(location.search);
    if (RETURN_PARAMS.some((name) => params.has(name))) {
      for (const name of RETURN_PARAMS) params.delete(name);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
      // The booking's own status (shown above the panel, and in My Bookings) moved with the credit.
      if (phase === 'received') void revalidate(api.bookings.get, api.bookings.listMine);
    }
  }, [settled, arrival, phase, location.search, location.pathname, location.hash, navigate]);

  return phase;
}
