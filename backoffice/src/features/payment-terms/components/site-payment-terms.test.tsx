import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as PaymentSettingsPage } from '../../../app/routes/payment-settings.tsx';

/** The Terms: Standard, a 50% deposit, the balance 30 days before check-in, no damage deposit. */
const SITE: ResultFor<typeof api.payments.siteSettings> = { terms: { depositPercent: 50, balanceDueDays: 30 }, cancellationPolicy: 'standard' };

/** The payment terms page as the admin sees it; the stub answers a save with the body it got (or `update`). */
async function openPaymentTerms(update?: AnswerOf<typeof api.payments.updateSiteSettings>) {
  const requests = mockApi(
    answer(api.auth.getSession, () => ({ authenticated: true, role: 'admin', staff: { id: 'admin-1', ownerId: null, name: 'Admin', email: null, status: null } })),
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.payments.siteSettings, () => SITE),
    answer(api.payments.updateSiteSettings, ({ body }) => update ?? (body as ResultFor<typeof api.payments.updateSiteSettings>)),
  );
  const page = (
    <>
      <PaymentSettingsPage />
      <Toaster />
    </>
  );
  const view = await renderRoutes([{ path: '/admin/settings/payments', element: page }], '/admin/settings/payments');
  return { requests, ...view };
}

const puts = (requests: { operationId: string | undefined; body: unknown }[]) => requests.filter((r) => r.operationId === 'payments.updateSiteSettings').map((r) => r.body);

describe("payment terms: the site's terms (admin)", () => {
  it("when the admin opens the page, then the site's terms fill the form and each policy says what cancelling costs, from the shared tiers", async () => {
    await openPaymentTerms();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment terms' })).toBeInTheDocument();
    const policies = await screen.findByRole('group', { name: 'Cancellation policy' });
    expect(within(policies).getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(within(policies).getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(
      "What cancelling costs, as a share of the total: 10% with more than 30 days' notice, 50% with more than 14 days' notice, 75% with 7 days' notice or more, 100% later.",
    );
    expect(within(policies).getByRole('radio', { name: 'Flexible' })).toHaveAccessibleDescription("What cancelling costs, as a share of the total: 0% with more than 48 hours' notice, 50% later.");
    expect(within(policies).getByRole('radio', { name: 'Strict' })).toHaveAccessibleDescription("What cancelling costs, as a share of the total: 50% with more than 30 days' notice, 100% later.");
    expect(screen.getByRole('spinbutton', { name: /^Deposit at booking \(%\)/ })).toHaveValue(50);
    expect(screen.getByRole('spinbutton', { name: /^Balance due \(days before check-in\)/ })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: /^Damage deposit/ })).toHaveValue(null);
    expect(screen.getByText(/^Bookings already made keep the terms and the cancellation policy/)).toBeInTheDocument();
  });

  it('when the admin picks Strict, changes the numbers and saves, then exactly those terms are sent and a toast confirms', async () => {
    const { requests } = await openPaymentTerms();
    const user = userEvent.setup();
    const deposit = await screen.findByRole('spinbutton', { name: /^Deposit at booking/ });

    await user.click(screen.getByRole('radio', { name: 'Strict' }));
    await user.clear(deposit);
    await user.type(deposit, '30');
    const days = screen.getByRole('spinbutton', { name: /^Balance due/ });
    await user.clear(days);
    await user.type(days, '45');
    await user.type(screen.getByRole('spinbutton', { name: /^Damage deposit/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Save payment terms' }));

    expect(await screen.findByText('Payment terms saved')).toBeInTheDocument();
    expect(puts(requests)).toEqual([{ cancellationPolicy: 'strict', terms: { depositPercent: 30, balanceDueDays: 45, damageDeposit: 5000 } }]);
    expect(screen.getByRole('radio', { name: 'Strict' })).toBeChecked();
  });

  it('when the server refuses the deposit (400 naming terms.depositPercent), then its error shows on the deposit field, by its code, and the form keeps what was typed', async () => {
    const { requests } = await openPaymentTerms({
      status: 400,
      body: {
        error: 'Invalid input',
        code: 'validation.invalidRequest',
        details: [{ path: 'terms.depositPercent', message: 'must be between 0 and 100', code: 'validation.tooBig', params: { maximum: 100 } }],
      },
    });
    const user = userEvent.setup();
    const deposit = await screen.findByRole('spinbutton', { name: /^Deposit at booking/ });

    await user.clear(deposit);
    await user.type(deposit, '99');
    await user.click(screen.getByRole('button', { name: 'Save payment terms' }));

    await waitFor(() => expect(deposit).toHaveAttribute('aria-invalid', 'true'));
    expect(deposit).toHaveAccessibleDescription(/^Must be at most 100/);
    expect(deposit).toHaveValue(99);
    expect(screen.getByRole('spinbutton', { name: /^Balance due/ })).not.toHaveAttribute('aria-invalid');
    expect(puts(requests)).toHaveLength(1);
  });

  it('when the deposit box is emptied, then the form says a number is needed and sends nothing', async () => {
    const { requests } = await openPaymentTerms();
    const user = userEvent.setup();
    const deposit = await screen.findByRole('spinbutton', { name: /^Deposit at booking/ });

    await user.clear(deposit);
    await user.click(screen.getByRole('button', { name: 'Save payment terms' }));

    await waitFor(() => expect(deposit).toHaveAttribute('aria-invalid', 'true'));
    expect(deposit).toHaveAccessibleDescription(/^Enter a number/);
    expect(puts(requests)).toEqual([]);
  });
});
