import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { OWNER_SOMCHAI as ACCOUNT } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as ProfilePage } from '../../../app/routes/profile.tsx';

async function openProfile(...handlers: Parameters<typeof mockApi>) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.auth.getSession, () => ({ authenticated: true, role: 'owner', staff: { id: 'owner-somchai', ownerId: 'owner-somchai', name: 'Somchai', email: null, status: 'approved' } })),
    answer(api.staffProfile.get, () => ({ data: ACCOUNT })),
    answer(api.staffProfile.getHost, () => ({
      data: {
        displayName: null,
        languages: [],
        bio: null,
        showPhoto: true,
        defaultDisplayName: 'Somchai J.',
        preview: { displayName: 'Somchai J.', photoUrl: null, languages: [], hostingSince: null, bio: null },
      },
    })),
    ...handlers,
  );
  await renderRoutes([{ path: '/admin/profile', Component: ProfilePage }], '/admin/profile');
  await screen.findByLabelText(/^Username/);
  return requests;
}

describe('profile: avatar', () => {
  it('when the picked file is a GIF or larger than 2 MB, then it is refused before any upload, naming the file', async () => {
    const requests = await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Choose a picture');

    await user.upload(picker, new File(['GIF89a'], 'party.gif', { type: 'image/gif' }));
    expect(await screen.findByText('"party.gif" is not a JPEG, PNG or WebP image.')).toBeInTheDocument();

    await user.upload(picker, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('"huge.jpg" is 2.0 MB; the limit is 2 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('profile: own password', () => {
  it('when the current password is wrong, then the server sentence shows under Current password and the typed values stay', async () => {
    const requests = await openProfile(
      answer(api.staffProfile.changePassword, () => ({
        status: 400,
        body: { error: 'currentPassword: Current password is incorrect', details: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
      })),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'not-my-password');
    await user.type(screen.getByLabelText(/^New password/), 'brand-new-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('brand-new-1');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ currentPassword: 'not-my-password', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
  });
});
