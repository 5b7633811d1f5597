import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { OWNER_SOMCHAI } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as OwnersPage } from '../../../app/routes/owner-registrations.tsx';

const SOMCHAI: ResultFor<typeof api.owners.get>['data'] = OWNER_SOMCHAI;

async function openOwners(...handlers: Parameters<typeof mockApi>) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.owners.list, () => ({ owners: [SOMCHAI], data: [SOMCHAI], total: 1 })),
    ...handlers,
  );
  const page = (
    <>
      <OwnersPage />
      <Toaster />
    </>
  );
  const view = await renderRoutes([{ path: '/admin/owners/registrations', element: page }], '/admin/owners/registrations');
  await screen.findByText('Somchai Jaidee');
  return { requests, ...view };
}

async function fillNewOwner(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password = 'secret1', confirm = password) {
  await user.type(within(dialog).getByLabelText(/^First name/), 'Malee');
  await user.type(within(dialog).getByLabelText(/^Last name/), 'Suksan');
  await user.type(within(dialog).getByLabelText(/^Email/), 'malee@example.com');
  await user.type(within(dialog).getByLabelText(/^Phone/), '0899999999');
  await user.type(within(dialog).getByLabelText(/^Address/), '9 Hill Road');
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.type(within(dialog).getByLabelText(/^Confirm password/), confirm);
}

describe('owner registrations: the add owner form', () => {
  it('when the server refuses the email (a field error), then the message shows under Email and everything typed stays', async () => {
    const { requests } = await openOwners(
      answer(api.owners.create, () => ({
        status: 400,
        body: { error: 'email: is already used by another account', details: [{ path: 'email', message: 'is already used by another account' }] },
      })),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+ Add Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Owner' });
    await fillNewOwner(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add owner' }));

    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('is already used by another account'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('malee@example.com');
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Malee');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('9 Hill Road');
    expect(within(dialog).getByText(/^Failed to save owner\./)).toBeInTheDocument();

    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ firstName: 'Malee', email: 'malee@example.com', phone: '0899999999', status: 'approved' });
  });

  it('when the passwords differ or are short, then the spec sentences show and nothing is sent', async () => {
    const { requests } = await openOwners();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+ Add Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Owner' });
    await fillNewOwner(user, dialog, 'abc', 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'Add owner' }));

    expect(await within(dialog).findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('owner registrations: delete', () => {
  it('when the owner still has villas (409), then after the confirmation the server sentence is shown and the owner stays', async () => {
    const { requests } = await openOwners(
      answer(api.owners.delete, ({ params }) =>
        params.id === 'owner-somchai' ? { status: 409, body: { error: 'This owner still has 2 villas. Delete or reassign them first.' } } : { status: 404, body: { error: 'Owner not found' } },
      ),
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Actions for Somchai Jaidee' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete owner' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete owner "Somchai Jaidee"? This action cannot be undone.');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Failed to delete owner. This owner still has 2 villas. Delete or reassign them first.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Somchai Jaidee')).toBeInTheDocument();
  });
});
