import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { api } from '@islandstay/shared/api/client';
import { effectivePaymentSettings } from '@islandstay/shared/payments/payment-plan';
import type { VillaPaymentTerms } from '@islandstay/shared/payments/payment-plan.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { villaARecord } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as VillaPaymentTermsPage } from '../../../app/routes/villa-payment-terms.tsx';

type Terms = ResultFor<typeof api.payments.villaTerms>;

const SITE: Terms['site'] = { terms: { depositPercent: 50, balanceDueDays: 30 }, cancellationPolicy: 'standard' };
const NOT_FOUND = { status: 404, body: { error: 'Villa not found', code: 'villa.notFound' } } as const;

function termsOf(villa: VillaPaymentTerms): Terms {
  return { villaId: 'villa-a', villa, site: SITE, effective: effectivePaymentSettings(SITE, villa) };
}

/**
 * Villa A (Baan Talay, in USD) of the signed-in owner, with a 30% deposit of its own; any other
 * villa is another owner's (404, as the server answers). The stub applies a save as the server does.
 */
async function openVillaTerms(villaId: string, update?: AnswerOf<typeof api.payments.updateVillaTerms>) {
  let own: VillaPaymentTerms = { depositPercent: 30 };
  const requests = mockApi(
    answer(api.auth.getSession, () => ({ authenticated: true, role: 'owner', staff: { id: 'owner-1', ownerId: 'owner-1', name: 'Somchai', email: null, status: 'approved' } })),
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.adminVillas.get, ({ params }) => (params.id === 'villa-a' ? { data: villaARecord(['Rawai']), villa: villaARecord(['Rawai']) } : NOT_FOUND)),
    answer(api.payments.villaTerms, ({ params }) => (params.id === 'villa-a' ? termsOf(own) : NOT_FOUND)),
    answer(api.payments.updateVillaTerms, ({ params, body }) => {
      if (update) return update;
      if (params.id !== 'villa-a') return NOT_FOUND;
      const next: VillaPaymentTerms = { ...own };
      for (const [key, value] of Object.entries(body)) {
        if (value === null) delete next[key as keyof VillaPaymentTerms];
        else if (value !== undefined) Object.assign(next, { [key]: value });
      }
      own = next;
      return termsOf(own);
    }),
  );
  const page = (
    <>
      <VillaPaymentTermsPage />
      <Toaster />
    </>
  );
  const view = await renderRoutes([{ path: '/admin/villas/:villaId/payment-terms', element: page }], `/admin/villas/${villaId}/payment-terms`);
  return { requests, ...view };
}

const puts = (requests: { operationId: string | undefined; body: unknown }[]) => requests.filter((r) => r.operationId === 'payments.updateVillaTerms').map((r) => r.body);

function summaryOf(): Record<string, string> {
  const region = screen.getByRole('region', { name: 'What bookings made now follow' });
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent ?? '', values[i]!.textContent ?? '']));
}

describe("payment terms: a villa's own", () => {
  it("when the owner opens the villa's terms, then each term shows the site's value to follow, the villa's own deposit is chosen, and the effective terms are listed", async () => {
    await openVillaTerms('villa-a');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment terms: Baan Talay' })).toBeInTheDocument();
    const policy = await screen.findByRole('group', { name: 'Cancellation policy' });
    expect(within(policy).getByRole('radio', { name: "Follow the site's (Standard)" })).toBeChecked();
    const deposit = screen.getByRole('group', { name: 'Deposit at booking (%)' });
    expect(within(deposit).getByRole('radio', { name: "Follow the site's (50%)" })).not.toBeChecked();
    expect(within(deposit).getByRole('radio', { name: "This villa's own" })).toBeChecked();
    expect(within(deposit).getByRole('spinbutton', { name: "This villa's deposit (%)" })).toHaveValue(30);
    const balance = screen.getByRole('group', { name: 'Balance due (days before check-in)' });
    expect(within(balance).getByRole('radio', { name: "Follow the site's (30 days before check-in)" })).toBeChecked();
    expect(within(balance).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Damage deposit' })).getByRole('radio', { name: "Follow the site's (None)" })).toBeChecked();

    await waitFor(() =>
      expect(summaryOf()).toEqual({
        'Cancellation policy': "Standard(the site's)",
        'Deposit at booking (%)': "30%(this villa's own)",
        'Balance due (days before check-in)': "30 days before check-in(the site's)",
        'Damage deposit': "None(the site's)",
      }),
    );
  });

  it("when the owner sets the deposit back to the site's and gives the villa its own policy and damage deposit, then null goes for each term following the site and the value for each own", async () => {
    const { requests } = await openVillaTerms('villa-a');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Payment terms: Baan Talay' });

    await user.click(within(await screen.findByRole('group', { name: 'Deposit at booking (%)' })).getByRole('radio', { name: "Follow the site's (50%)" }));
    const policy = screen.getByRole('group', { name: 'Cancellation policy' });
    await user.click(within(policy).getByRole('radio', { name: "This villa's own" }));
    const ownPolicy = within(policy).getByRole('combobox', { name: "This villa's cancellation policy" });
    await user.selectOptions(ownPolicy, 'Flexible');
    expect(ownPolicy).toHaveAccessibleDescription("What cancelling costs, as a share of the total: 0% with more than 48 hours' notice, 50% later.");
    const damage = screen.getByRole('group', { name: 'Damage deposit' });
    await user.click(within(damage).getByRole('radio', { name: "This villa's own" }));
    await user.type(within(damage).getByRole('spinbutton', { name: "This villa's damage deposit" }), '300');
    await user.click(screen.getByRole('button', { name: 'Save villa terms' }));

    expect(await screen.findByText("The villa's payment terms are saved")).toBeInTheDocument();
    expect(puts(requests)).toEqual([{ cancellationPolicy: 'flexible', depositPercent: null, balanceDueDays: null, damageDeposit: 300 }]);
    await waitFor(() =>
      expect(summaryOf()).toEqual({
        'Cancellation policy': "Flexible(this villa's own)",
        'Deposit at booking (%)': "50%(the site's)",
        'Balance due (days before check-in)': "30 days before check-in(the site's)",
        'Damage deposit': "$300.00(this villa's own)",
      }),
    );
  });

  it('when the server refuses the own deposit (400 naming depositPercent), then the error shows on that field', async () => {
    await openVillaTerms('villa-a', {
      status: 400,
      body: {
        error: 'Invalid input',
        code: 'validation.invalidRequest',
        details: [{ path: 'depositPercent', message: 'must be between 0 and 100', code: 'validation.tooBig', params: { maximum: 100 } }],
      },
    });
    const user = userEvent.setup();
    const deposit = await screen.findByRole('spinbutton', { name: "This villa's deposit (%)" });

    await user.clear(deposit);
    await user.type(deposit, '99');
    await user.click(screen.getByRole('button', { name: 'Save villa terms' }));

    await waitFor(() => expect(deposit).toHaveAttribute('aria-invalid', 'true'));
    expect(deposit).toHaveAccessibleDescription(/^Must be at most 100/);
    expect(deposit).toHaveValue(99);
  });

  it("when an owner opens another owner's villa (the server answers 404), then the page says the villa is not found, with the way back to the villas", async () => {
    const { requests } = await openVillaTerms('villa-b');

    expect(await screen.findByRole('heading', { level: 1, name: 'Villa not found' })).toBeInTheDocument();
    expect(screen.getByText('This villa does not exist, or it is not one of yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to villas' })).toHaveAttribute('href', '/admin/villas');
    expect(screen.queryByRole('button', { name: 'Save villa terms' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.operationId === 'payments.villaTerms').map((r) => r.url)).toEqual(['/api/admin/villas/villa-b/payment-terms']);
  });
});
