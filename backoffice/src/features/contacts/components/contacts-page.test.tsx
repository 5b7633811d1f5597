import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type RecordedRequest, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as ContactsPage } from '../../../app/routes/contacts.tsx';

type Contact = ResultFor<typeof api.contacts.setStatus>['data'];

function contact(n: number, overrides: Partial<Contact> = {}): Contact {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    firstName: `Guest${n}`,
    lastName: 'Tester',
    name: `Guest${n} Tester`,
    email: `guest${n}@example.com`,
    countryCode: '66',
    phone: '812345678',
    subject: 'Booking Question',
    message: `Hello <b>there</b>\nSecond line ${n}`,
    status: 'new',
    createdAt: '2026-11-20T10:30:00.000Z',
    villa: null,
    ...overrides,
  };
}

/** The contacts page against a stub that answers any list query with `total` messages over pages of 10. */
async function openContacts(path = '/admin/contacts', total = 23) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.contacts.list, ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const contacts = [contact(1), contact(2, { status: 'replied', subject: 'Villa Information', villa: { id: 'villa-9', name: 'Baan Talay Sunset Pool Villa' } })];
      return { data: contacts, contacts, page, totalPages: Math.ceil(total / 10), total };
    }),
    answer(api.contacts.setStatus, ({ params }) =>
      params.id === '00000000-0000-4000-8000-000000000001' ? { data: contact(1, { status: 'resolved' }) } : { status: 404, body: { error: 'Contact not found' } },
    ),
    answer(api.dashboard.getStats, () => ({ status: 500, body: { error: 'not needed' } })),
  );
  const view = await renderRoutes([{ path: '/admin/contacts', Component: ContactsPage }], path);
  await screen.findByRole('heading', { level: 1, name: 'Contact Management' });
  return { requests, ...view };
}

const listRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/contacts');

describe('contacts page: the URL holds the list state', () => {
  it('when the admin picks the Replied status, then the URL says status=replied, the page goes back to 1, and the list is asked for replied', async () => {
    const { router, requests } = await openContacts('/admin/contacts?page=2');
    const user = userEvent.setup();
    await screen.findByText('Guest1 Tester');

    await user.selectOptions(screen.getByLabelText('Status'), 'Replied');

    await waitFor(() => expect(router.state.location.search).toBe('?status=replied'));
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.get('status')).toBe('replied'));
    expect(listRequests(requests).at(-1)?.query.get('page')).toBe('1');
  });

  it('when the admin types a search and sorts by subject, then both are in the URL and in the request', async () => {
    const { router, requests } = await openContacts();
    const user = userEvent.setup();
    await screen.findByText('Guest1 Tester');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'guest2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=guest2'));
    // The page has rendered the new URL once the list was asked for it.
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.get('search')).toBe('guest2'));

    await user.click(screen.getByRole('button', { name: /^Subject/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('subject'));
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('asc');
    await waitFor(() => {
      const last = listRequests(requests).at(-1);
      expect([last?.query.get('search'), last?.query.get('sortBy'), last?.query.get('sortOrder')]).toEqual(['guest2', 'subject', 'asc']);
    });
  });

  it('when the URL already holds a filter, then the controls show it and Next writes page=2', async () => {
    const { router } = await openContacts('/admin/contacts?status=new&q=guest');
    const user = userEvent.setup();
    await screen.findByText('Guest1 Tester');
    expect(screen.getByLabelText('Status')).toHaveValue('new');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('guest');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('new');
  });
});

describe('contacts page: details and status', () => {
  it('when the admin opens a message, then its body shows as plain text (markup not interpreted), and the status can be changed there', async () => {
    const { requests } = await openContacts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View message from Guest1 Tester' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByText(/Hello <b>there<\/b>/)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText('Change status'), 'Resolved');
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'resolved' });
  });
});

describe('contacts page: the villa a message is about', () => {
  it('when a message was sent from a villa page, then its row names the villa under the subject and its details name it; a message about no villa names none', async () => {
    await openContacts();
    const user = userEvent.setup();
    const row = (await screen.findByText('Guest2 Tester')).closest('tr')!;
    expect(within(row).getByText('Villa: Baan Talay Sunset Pool Villa')).toBeInTheDocument();
    const other = screen.getByText('Guest1 Tester').closest('tr')!;
    expect(within(other).queryByText(/^Villa:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View message from Guest2 Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    const term = within(dialog).getByText('Villa', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('Baan Talay Sunset Pool Villa');
  });
});
