import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { answer, type AnswerOf } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as CurrencySettingsPage } from '../../../app/routes/currency-settings.tsx';

const THB = { code: 'THB', symbol: '฿', name: 'Thai Baht', rate: 35.5, decimalPlaces: 2, position: 'before' } as const;
const USD = { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, decimalPlaces: 2, position: 'before' } as const;
const JPY = { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 150, decimalPlaces: 0, position: 'before' } as const;
const ILS = { code: 'ILS', symbol: '₪', name: 'Israeli New Shekel', rate: 3.7, decimalPlaces: 2, position: 'after' } as const;
const ALL = [USD, THB, JPY, ILS];

/** The currency page as the admin sees it; the stub remembers the chosen currency like the server does. */
async function openCurrencyPage(options: { role?: 'admin' | 'owner'; fetchRates?: () => AnswerOf<typeof api.currencyAdmin.fetchRates> } = {}) {
  const role = options.role ?? 'admin';
  let chosen: string = THB.code;
  const current = () => ALL.find((c) => c.code === chosen)!;
  const requests = mockApi(
    answer(api.auth.getSession, () => ({ authenticated: true, role, staff: { id: 'u1', ownerId: role === 'owner' ? 'u1' : null, name: 'Somchai', email: null, status: null } })),
    answer(api.currencies.list, () => ({ currencies: ALL, adminCurrency: '$', adminCurrencyCode: 'USD' })),
    answer(api.currencyAdmin.getViewerCurrency, () => ({ currency: current(), isBase: role === 'admin', adminCurrency: '$', adminCurrencyCode: 'USD' })),
    answer(api.currencyAdmin.listAvailable, () => ({ currencies: ALL, popular: [USD, THB], adminCurrency: '$', adminCurrencyCode: 'USD' })),
    answer(api.currencyAdmin.setBaseCurrency, ({ body }) => {
      chosen = body.code;
      return { currency: current(), message: 'Currency updated successfully!' };
    }),
    answer(api.currencyAdmin.fetchRates, () => options.fetchRates?.() ?? { status: 500, body: { error: 'not expected' } }),
  );
  const view = await renderRoutes([{ path: '/admin/settings/currency', Component: CurrencySettingsPage }], '/admin/settings/currency');
  return { requests, ...view };
}

async function currentPreview(): Promise<string[]> {
  const card = (await screen.findByRole('heading', { level: 2, name: /·/ })).closest('section') as HTMLElement;
  return within(within(card).getByRole('list', { name: 'Sample prices' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('currency settings: the current currency preview', () => {
  it('when the current currency is THB, then 150, 2500 and 25.5 read ฿150.00, ฿2,500.00 and ฿25.50', async () => {
    await openCurrencyPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'THB · Thai Baht' })).toBeInTheDocument();
    expect(await currentPreview()).toEqual(['฿150.00', '฿2,500.00', '฿25.50']);
  });

  it('when the admin picks USD and then JPY in the grid, then the preview follows: $150.00 … and ¥150, ¥2,500, ¥26 (no decimals, half up)', async () => {
    const { requests } = await openCurrencyPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'THB · Thai Baht' });

    await user.click(await screen.findByRole('button', { name: /US Dollar/, pressed: false }));
    expect(await screen.findByRole('heading', { level: 2, name: 'USD · US Dollar' })).toBeInTheDocument();
    expect(await currentPreview()).toEqual(['$150.00', '$2,500.00', '$25.50']);

    await user.click(screen.getByRole('button', { name: /Japanese Yen/, pressed: false }));
    expect(await screen.findByRole('heading', { level: 2, name: 'JPY · Japanese Yen' })).toBeInTheDocument();
    expect(await currentPreview()).toEqual(['¥150', '¥2,500', '¥26']);
    expect(screen.getByRole('button', { name: /Japanese Yen/, pressed: true })).toBeInTheDocument();

    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([{ code: 'USD' }, { code: 'JPY' }]);
  });

  it('when the search says "yen", then only the yen card is left, and the URL holds the query', async () => {
    const { router } = await openCurrencyPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /Japanese Yen/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search currencies' }), 'yen');
    await waitFor(() => expect(screen.queryByRole('button', { name: /US Dollar/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Japanese Yen/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=yen'));
  });
});

describe('currency settings: the rates refresh (admin)', () => {
  it('when the provider fails (502), then the page says the rates are unchanged, with the server reason', async () => {
    await openCurrencyPage({
      fetchRates: () => ({ status: 502, body: { error: 'Rates were not updated: the rates provider failed. The previous rates are kept.' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update currencies Rates' }));
    const alert = await screen.findByText('Rates unchanged.', { selector: 'strong' });
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The previous rates are kept.');
  });

  it('when some currencies are not published, then they are named as unchanged', async () => {
    await openCurrencyPage({
      fetchRates: () => ({ message: 'Rates updated successfully!', provider: 'ECB (2026-11-20)', fetchedAt: '2026-11-23T07:00:00Z', updated: ['THB', 'JPY'], unchanged: ['ILS'] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update currencies Rates' }));
    expect(await screen.findByText(/ILS is not published by the provider; its rate is unchanged\./)).toBeInTheDocument();
  });

  it('when an owner opens the page, then there is no rates refresh, custom currency form or edit rate', async () => {
    await openCurrencyPage({ role: 'owner' });
    await screen.findByRole('button', { name: /Japanese Yen/ });
    expect(screen.queryByRole('button', { name: 'Update currencies Rates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Custom Currency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit rate/ })).not.toBeInTheDocument();
  });
});
