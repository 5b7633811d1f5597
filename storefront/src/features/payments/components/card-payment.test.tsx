import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { GuestPayment } from '@islandstay/shared/payments/guest-payment.schemas';
import { answer, inOrder, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderWithApp } from '../../../test/render.tsx';
import { standInStripe } from '../../../test/stripe-stand-in.tsx';
import { rememberCardPayment } from '../hooks/use-card-return.ts';
import { aPayment as basePayment, BOOKING_ID } from '../test/guest-payment-fixture.ts';
import { PaymentPanel } from './payment-panel.tsx';

// Stripe is an outside service: Stripe.js and its React bindings are the stand-in's (see it for what it checks).
vi.mock('@stripe/stripe-js', async () => (await import('../../../test/stripe-stand-in.tsx')).stripeJs);
vi.mock('@stripe/react-stripe-js', async () => (await import('../../../test/stripe-stand-in.tsx')).reactStripeJs);

const PUBLISHABLE_KEY = 'pk_test_islandstay51';
const INTENT_ID = 'pi_3Qx7Islandstay';
const CLIENT_SECRET = `${INTENT_ID}_secret_k2VbY9`;

const currencies: ResultFor<typeof api.currencies.list> = {
  currencies: [{ code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 1, decimalPlaces: 2, position: 'before' }],
  adminCurrency: '฿',
  adminCurrencyCode: 'THB',
};

/** The ฿20,000 baht booking of the payment panel's tests, deposit of ฿10,000 due, with every way to pay configured (card through Stripe). */
function aPayment(overrides: Partial<GuestPayment> = {}): GuestPayment {
  const payment = basePayment();
  return { ...payment, ways: { ...payment.ways, card: { provider: 'stripe', publishableKey: PUBLISHABLE_KEY } }, ...overrides };
}

/** The deposit credited by Stripe's webhook. */
const depositPaid = aPayment({
  status: 'deposit_paid',
  amounts: { paid: '10000.00', refunded: '0.00', net: '10000.00', due: '10000.00', damageHeld: '0.00' },
  nextPayment: { amount: '10000.00', dueDate: '2099-02-08', kind: 'balance', overdue: false },
});

const intent: ResultFor<typeof api.payments.cardPayment> = {
  provider: 'stripe',
  paymentIntentId: INTENT_ID,
  clientSecret: CLIENT_SECRET,
  amount: '10000.00',
  currency: 'THB',
  publishableKey: PUBLISHABLE_KEY,
};

const confirmationUrl = () => `${window.location.origin}/booking-confirmation/${BOOKING_ID}#payment`;

/** The panel on its confirmation page, reading through the API (as in payment-panel.test.tsx). */
function renderPanel(path = `/booking-confirmation/${BOOKING_ID}#payment`) {
  return renderWithApp(
    <SWRConfig value={{ revalidateOnMount: true }}>
      <PaymentPanel bookingId={BOOKING_ID} />
    </SWRConfig>,
    { swr: { [api.currencies.list.key()]: currencies }, path },
  );
}

describe('PaymentPanel: paying by card', { timeout: 30_000 }, () => {
  it('when the site has no Stripe keys (ways.card null), then there is no card way and Stripe is never loaded', async () => {
    const stripe = standInStripe({ publishableKey: PUBLISHABLE_KEY, clientSecret: CLIENT_SECRET });
    const calls = mockApi(answer(api.payments.guest, () => aPayment({ ways: { ...aPayment().ways, card: null } })));
    await renderPanel();

    const payNow = await screen.findByRole('region', { name: 'Pay now' });
    expect(within(payNow).getByRole('region', { name: 'PromptPay' })).toBeInTheDocument();
    expect(within(payNow).queryByRole('region', { name: 'Card' })).not.toBeInTheDocument();
    expect(within(payNow).queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toEqual([]);
    expect(calls.map((c) => c.operationId)).toEqual(['payments.guest']);
  });

  it('pressing Pay by card starts the payment on the server, opens Stripe’s Payment Element with its client secret, and Pay confirms it back to this page', async () => {
    const stripe = standInStripe({ publishableKey: PUBLISHABLE_KEY, clientSecret: CLIENT_SECRET });
    const calls = mockApi(
      answer(api.payments.guest, () => aPayment()),
      answer(api.payments.cardPayment, () => intent),
    );
    const user = userEvent.setup();
    await renderPanel();

    const card = await screen.findByRole('region', { name: 'Card' });
    await user.click(within(card).getByRole('button', { name: 'Pay ฿10,000.00 by card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(within(dialog).getByText(/IslandStay never sees them/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'payments.cardPayment').map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api/bookings/${BOOKING_ID}/card-payment`]);
    expect(stripe.loadStripe).toEqual([PUBLISHABLE_KEY]);
    expect(stripe.elements).toEqual([{ clientSecret: CLIENT_SECRET, locale: 'en' }]);

    const pay = within(dialog).getByRole('button', { name: 'Pay ฿10,000.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(stripe.confirmPayment).toEqual([{ clientSecret: CLIENT_SECRET, returnUrl: confirmationUrl() }]));
    expect(stripe.redirectedTo).toEqual([confirmationUrl()]);
    expect(within(dialog).getByRole('button', { name: 'Paying…' })).toBeDisabled();
    // What was paid before, kept for the way back: the page then knows when the credit arrived.
    expect(sessionStorage.getItem(`islandstay.cardPayment.${INTENT_ID}`)).toBe('0.00');
  });

  it('when Stripe declines the card, then its message is shown in the dialog, which stays open to try again', async () => {
    const stripe = standInStripe({
      publishableKey: PUBLISHABLE_KEY,
      clientSecret: CLIENT_SECRET,
      confirmError: { type: 'card_error', message: 'Your card was declined.' },
    });
    mockApi(
      answer(api.payments.guest, () => aPayment()),
      answer(api.payments.cardPayment, () => intent),
    );
    const user = userEvent.setup();
    await renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Pay ฿10,000.00 by card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    const pay = within(dialog).getByRole('button', { name: 'Pay ฿10,000.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(stripe.confirmPayment).toHaveLength(1);
    expect(stripe.redirectedTo).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Pay ฿10,000.00' })).toBeEnabled();

    // Escape closes it, and the keyboard is back on the way's button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay ฿10,000.00 by card' })).toHaveFocus();
  });

  it('when Stripe fails for a reason not meant for the guest, then our own words are shown instead of its message', async () => {
    standInStripe({
      publishableKey: PUBLISHABLE_KEY,
      clientSecret: CLIENT_SECRET,
      confirmError: { type: 'api_connection_error', message: 'Request to https://api.stripe.com failed' },
    });
    mockApi(
      answer(api.payments.guest, () => aPayment()),
      answer(api.payments.cardPayment, () => intent),
    );
    const user = userEvent.setup();
    await renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Pay ฿10,000.00 by card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    const pay = within(dialog).getByRole('button', { name: 'Pay ฿10,000.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be completed. Please try again, or pay another way.');
    expect(alert).not.toHaveTextContent('api.stripe.com');
  });

  it('when Stripe.js cannot be loaded, then a clear message shows, no dialog opens, and PromptPay and the bank transfer stay usable', async () => {
    const stripe = standInStripe({ publishableKey: PUBLISHABLE_KEY, clientSecret: CLIENT_SECRET, loadFails: true });
    mockApi(
      answer(api.payments.guest, () => aPayment()),
      answer(api.payments.cardPayment, () => intent),
    );
    const user = userEvent.setup();
    await renderPanel();

    const card = await screen.findByRole('region', { name: 'Card' });
    await user.click(within(card).getByRole('button', { name: 'Pay ฿10,000.00 by card' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('The secure card form could not be loaded. Please check your connection and try again, or pay another way.');
    expect(stripe.loadStripe).toEqual([PUBLISHABLE_KEY]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const payNow = screen.getByRole('region', { name: 'Pay now' });
    expect(within(payNow).getByRole('img', { name: 'PromptPay QR code for ฿10,000.00' })).toBeInTheDocument();
    await user.click(within(payNow).getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('123-4-56789-0');
    // The way stays there to try again.
    expect(within(card).getByRole('button', { name: 'Pay ฿10,000.00 by card' })).toBeEnabled();
  });

  it('when the server refuses to start (nothing due any more), then its reason shows and Stripe is not loaded', async () => {
    const stripe = standInStripe({ publishableKey: PUBLISHABLE_KEY, clientSecret: CLIENT_SECRET });
    mockApi(
      answer(api.payments.guest, () => aPayment()),
      answer(api.payments.cardPayment, () => ({ status: 409, body: { error: 'Nothing is due', code: 'payments.nothingDue' } })),
    );
    const user = userEvent.setup();
    await renderPanel();

    const card = await screen.findByRole('region', { name: 'Card' });
    await user.click(within(card).getByRole('button', { name: 'Pay ฿10,000.00 by card' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Nothing is due on this booking now.');
    expect(stripe.loadStripe).toEqual([]);
  });

  it('back from Stripe (redirect_status=succeeded), then it says the payment is being confirmed, reads again until the webhook’s credit shows, and drops Stripe’s parameters', async () => {
    standInStripe({ publishableKey: PUBLISHABLE_KEY, clientSecret: CLIENT_SECRET });
    // As the Pay button left it before Stripe took the guest away.
    rememberCardPayment(INTENT_ID, '0.00');
    const calls = mockApi(answer(api.payments.guest, inOrder(aPayment(), depositPaid)));
    const { router } = await renderPanel(`/booking-confirmation/${BOOKING_ID}?payment_intent=${INTENT_ID}&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded#payment`);

    expect(await screen.findByText('Your card payment is being confirmed…')).toBeInTheDocument();
    expect(await screen.findByText('Your card payment has arrived. Thank you!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationId === 'payments.guest')).toHaveLength(2);

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.hash).toBe('#payment');
    expect(sessionStorage.getItem(`islandstay.cardPayment.${INTENT_ID}`)).toBeNull();
  });

  it('back from Stripe with a failed redirect, then it says the card payment did not go through and reads nothing more', async () => {
    standInStripe({ publishableKey: PUBLISHABLE_KEY, clientSecret: CLIENT_SECRET });
    const calls = mockApi(answer(api.payments.guest, () => aPayment()));
    const { router } = await renderPanel(`/booking-confirmation/${BOOKING_ID}?payment_intent=${INTENT_ID}&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=failed#payment`);

    expect(await screen.findByRole('alert')).toHaveTextContent('The card payment did not go through. Please try again, or pay another way.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Pay ฿10,000.00 by card' })).toBeEnabled();
    expect(calls.filter((c) => c.operationId === 'payments.guest')).toHaveLength(1);
  });
});
