import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { OWNER_SOMCHAI } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as ProfilePage } from '../../../app/routes/profile.tsx';

type Account = ResultFor<typeof api.staffProfile.get>['data'];
type Host = ResultFor<typeof api.staffProfile.getHost>['data'];

const OWNER: Account = OWNER_SOMCHAI;

const HOST: Host = {
  displayName: null,
  languages: ['th'],
  bio: null,
  showPhoto: true,
  defaultDisplayName: 'Somchai J.',
  preview: { displayName: 'Somchai J.', photoUrl: null, languages: ['th'], hostingSince: 2024, bio: null },
};

async function openProfile(account: Account, ...handlers: Parameters<typeof mockApi>) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.auth.getSession, () => ({
      authenticated: true,
      role: account.role,
      staff: { id: account.id, ownerId: account.role === 'owner' ? account.id : null, name: 'Somchai', email: null, status: 'approved' },
    })),
    answer(api.staffProfile.get, () => ({ data: account })),
    answer(api.staffProfile.getHost, () => ({ data: HOST })),
    ...handlers,
  );
  await renderRoutes([{ path: '/admin/profile', Component: ProfilePage }], '/admin/profile');
  await screen.findByLabelText(/^Username/);
  return requests;
}

describe('profile: public host profile', () => {
  it('when an owner sets a public name, a language and a short bio and saves, then exactly those are sent and the form keeps them', async () => {
    const requests = await openProfile(
      OWNER,
      answer(api.staffProfile.updateHost, () => ({
        data: {
          ...HOST,
          displayName: 'Khun Somchai',
          languages: ['th', 'en'],
          bio: 'Born on Koh Samui.',
          showPhoto: false,
          preview: { ...HOST.preview, displayName: 'Khun Somchai', languages: ['th', 'en'], bio: 'Born on Koh Samui.' },
        },
      })),
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Public name');
    expect(name).toHaveAccessibleDescription('Leave empty to show "Somchai J.".');
    expect(screen.getByRole('checkbox', { name: 'Thai' })).toBeChecked();

    await user.type(name, 'Khun Somchai');
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.type(screen.getByLabelText('Short bio'), 'Born on Koh Samui.');
    expect(screen.getByLabelText('Short bio')).toHaveAccessibleDescription('18 of 500 characters.');
    await user.click(screen.getByRole('checkbox', { name: 'Show my profile picture on my villa pages' }));
    await user.click(screen.getByRole('button', { name: 'Save host profile' }));

    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.operationId).toBe('staffProfile.updateHost');
    expect(put.body).toEqual({ displayName: 'Khun Somchai', languages: ['th', 'en'], bio: 'Born on Koh Samui.', showPhoto: false });
    // Saved: the form holds the saved values and has nothing new to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save host profile' })).toBeDisabled());
    expect(screen.getByLabelText('Public name')).toHaveValue('Khun Somchai');
  });

  it('when the server refuses a field, then its message shows under that field and what was typed stays', async () => {
    await openProfile(
      OWNER,
      answer(api.staffProfile.updateHost, () => ({
        status: 400,
        body: {
          error: 'bio: must be at most 500 characters',
          code: 'validation.tooBig',
          details: [{ path: 'bio', message: 'must be at most 500 characters', code: 'validation.tooBig', params: { maximum: 500 } }],
        },
      })),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Short bio'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save host profile' }));
    await waitFor(() => expect(screen.getByLabelText('Short bio')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Short bio')).toHaveValue('Hello');
  });

  it('when an admin opens their profile, then there is no host profile', async () => {
    await openProfile({ ...OWNER, id: 'admin-1', _id: 'admin-1', role: 'admin', status: null, address: null });
    expect(screen.queryByRole('heading', { name: 'Public host profile' })).toBeNull();
  });
});
