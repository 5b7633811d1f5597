import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { api } from '@islandstay/shared/api/client';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../test/render.tsx';
import { SettingsTabs } from './settings-tabs.tsx';

function signedInAs(role: 'admin' | 'owner') {
  mockApi(
    answer(api.auth.getSession, () => ({ authenticated: true, role, staff: { id: 'u1', ownerId: role === 'owner' ? 'u1' : null, name: 'Somchai', email: null, status: null } })),
    answer(api.currencies.list, () => ({ currencies: [], adminCurrency: '$', adminCurrencyCode: 'USD' })),
  );
}

function Page() {
  return (
    <>
      <SettingsTabs />
      <h1>page body</h1>
    </>
  );
}

describe('the settings tabs', () => {
  it('when the admin is on the payment terms, then both settings pages are linked and that one is current', async () => {
    signedInAs('admin');
    await renderRoutes([{ path: '/admin/settings/payments', Component: Page }], '/admin/settings/payments');
    const tabs = await screen.findByRole('navigation', { name: 'Settings' });
    expect(screen.getByRole('link', { name: 'Currency' })).toHaveAttribute('href', '/admin/settings/currency');
    expect(screen.getByRole('link', { name: 'Payment terms' })).toHaveAttribute('aria-current', 'page');
    expect(tabs).toBeInTheDocument();
  });

  it('when an owner is signed in, then there are no tabs: the currency is their only setting', async () => {
    signedInAs('owner');
    await renderRoutes([{ path: '/admin/settings/currency', Component: Page }], '/admin/settings/currency');
    await screen.findByRole('heading', { name: 'page body' });
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
