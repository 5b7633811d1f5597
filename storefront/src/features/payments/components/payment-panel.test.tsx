import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { answer, inOrder, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderWithApp } from '../../../test/render.tsx';
import { aPayment, BOOKING_ID, QR } from '../test/guest-payment-fixture.ts';
import { PaymentPanel } from './payment-panel.tsx';

const currencies: ResultFor<typeof api.currencies.list> = {
  currencies: [
    { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 1, decimalPlaces: 2, position: 'before' },
    { code: 'USD', symbol: '$', name: 'US Dollar', rate: 0.028, decimalPlaces: 2, position: 'before' },
  ],
  adminCurrency: '฿',
  adminCurrencyCode: 'THB',
};

/**
 * The panel as the confirmation page shows it, reading through the API (the test render turns
 * reading on mount off for pages that get their data as a fallback; this read goes to MSW).
 */
function renderPanel() {
  return renderWithApp(
    <SWRConfig value={{ revalidateOnMount: true }}>
      <PaymentPanel bookingId={BOOKING_ID} />
    </SWRConfig>,
    { swr: { [api.currencies.list.key()]: currencies } },
  );
}

describe('PaymentPanel', { timeout: 30_000 }, () => {
  it('for an unpaid booking, shows the deposit to pay now with the PromptPay QR, the bank details, the reference, the policy and what cancelling now gives back', async () => {
    const calls = mockApi(answer(api.payments.guest, () => aPayment()));
    const user = userEvent.setup();
    await renderPanel();

    const payNow = await screen.findByRole('region', { name: 'Pay now' });
    const panel = screen.getByRole('region', { name: 'Payment' });
    expect(within(panel).getByText('Unpaid')).toBeInTheDocument();
    expect(within(payNow).getAllByText('฿10,000.00').length).toBeGreaterThan(0);
    expect(within(payNow).getByText('Deposit')).toBeInTheDocument();
    expect(within(payNow).getByText(/^Due by /)).toBeInTheDocument();

    const qr = within(payNow).getByRole('img', { name: 'PromptPay QR code for ฿10,000.00' });
    expect(qr).toHaveAttribute('src', QR);
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(within(payNow).getByText('0812345678')).toBeInTheDocument();

    const bank = within(payNow).getByRole('region', { name: 'Bank transfer' });
    expect(within(bank).getByText('Kasikorn Bank')).toBeInTheDocument();
    expect(within(bank).getByText('IslandStay Co., Ltd.')).toBeInTheDocument();
    expect(within(bank).getByText('123-4-56789-0')).toBeInTheDocument();
    expect(within(payNow).getByText('IS-7K3M9Q2T')).toBeInTheDocument();
    expect(within(payNow).getByText(/records the payment once it arrives/)).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Payment plan' });
    expect(within(plan).getByText('Balance')).toBeInTheDocument();
    expect(within(plan).getByText('฿20,000.00')).toBeInTheDocument();

    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(within(policy).getByText(/cancelling more than 30 days before check-in costs 10% of the total/)).toBeInTheDocument();
    expect(within(policy).getByText('If you cancelled now you would get back ฿0.00.')).toBeInTheDocument();

    await user.click(within(bank).getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('123-4-56789-0');
    await user.click(within(payNow).getByRole('button', { name: 'Copy booking reference' }));
    expect(await navigator.clipboard.readText()).toBe('IS-7K3M9Q2T');

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /api/bookings/${BOOKING_ID}/payment`]);
  });

  it('for a paid booking, shows what was paid and no QR or pay-now section', async () => {
    mockApi(
      answer(api.payments.guest, () =>
        aPayment({
          status: 'paid',
          amounts: { paid: '20000.00', refunded: '0.00', net: '20000.00', due: '0.00', damageHeld: '0.00' },
          nextPayment: null,
          cancellation: { policy: 'standard', freeCancellationHours: null, ifCancelledNow: { refund: '18000.00', retained: '2000.00', refundPercent: 90, tier: 'more_than_30_days' } },
        }),
      ),
    );
    await renderPanel();

    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /PromptPay QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy account number' })).not.toBeInTheDocument();
    expect(screen.getByText('If you cancelled now you would get back ฿18,000.00. The policy would keep ฿2,000.00.')).toBeInTheDocument();
  });

  it('when the balance is past its date, then it is flagged overdue in words, with the Flexible policy from its hours', async () => {
    mockApi(
      answer(api.payments.guest, () =>
        aPayment({
          status: 'deposit_paid',
          amounts: { paid: '10000.00', refunded: '0.00', net: '10000.00', due: '10000.00', damageHeld: '0.00' },
          nextPayment: { amount: '10000.00', dueDate: '2099-02-08', kind: 'balance', overdue: true },
          cancellation: { policy: 'flexible', freeCancellationHours: 48, ifCancelledNow: { refund: '10000.00', retained: '0.00', refundPercent: 100, tier: 'free' } },
        }),
      ),
    );
    await renderPanel();

    const payNow = await screen.findByRole('region', { name: 'Pay now' });
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
    expect(within(payNow).getByText(/^Overdue: it was due on .*2099/)).toBeInTheDocument();
    expect(within(payNow).queryByText(/^Due by /)).not.toBeInTheDocument();
    expect(within(payNow).getByText('Balance')).toBeInTheDocument();
    expect(screen.getByText(/cancelling until 48 hours before check-in costs nothing; after that, half of the total/)).toBeInTheDocument();
    expect(screen.getByText('If you cancelled now you would get back ฿10,000.00.')).toBeInTheDocument();
  });

  it('while the deposit is awaited, then the time the booking lapses is said; once lapsed, that it lapsed and nothing to pay', async () => {
    mockApi(
      answer(
        api.payments.guest,
        inOrder(
          aPayment({ holdUntil: '2099-01-06T05:00:00.000Z' }),
          aPayment({
            status: 'unpaid',
            nextPayment: null,
            holdUntil: null,
            lapsedAt: '2099-01-06T05:00:00.000Z',
            cancellation: { policy: 'standard', freeCancellationHours: null, ifCancelledNow: null },
          }),
        ),
      ),
    );
    const { unmount } = await renderPanel();
    const payNow = await screen.findByRole('region', { name: 'Pay now' });
    expect(within(payNow).getByText(/^Pay by .*2099.* to keep the booking: still unpaid then, it lapses/)).toBeInTheDocument();
    unmount();

    await renderPanel();
    expect(await screen.findByText(/^This booking lapsed on .*2099.*: the deposit did not arrive in time/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('when the read fails, then the error is shown with Retry, and Retry reads again', async () => {
    const calls = mockApi(answer(api.payments.guest, inOrder({ status: 500, body: { error: 'Internal server error' } }, aPayment())));
    const user = userEvent.setup();
    await renderPanel();

    expect(await screen.findByText('Could not load the payment details')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Pay now' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
