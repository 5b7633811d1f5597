import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { api } from '@islandstay/shared/api/client';
import type { ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { renderWithApp } from '../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

type Session = ResultFor<typeof api.auth.getSession>;
type Customer = NonNullable<Session['customer']>;

const customer = (fields: Partial<Customer>): Session => ({
  authenticated: true,
  role: 'customer',
  customer: {
    id: 'c1',
    _id: 'c1',
    phone: '+66812345678',
    countryCode: '66',
    firstName: null,
    lastName: null,
    name: '',
    email: null,
    bio: null,
    profileImage: null,
    profileComplete: false,
    ...fields,
  },
});

function renderMenu(session: Session) {
  return renderWithApp(<AccountMenu />, { swr: { [api.auth.getSession.key()]: session } });
}

describe('the header account menu', () => {
  it('when a customer with a name is signed in, then the trigger reads their first name and the avatar shows its letter', async () => {
    await renderMenu(customer({ firstName: 'Anna', lastName: 'Lindqvist', name: 'Anna Lindqvist', email: 'anna@example.com', profileComplete: true }));

    const trigger = await screen.findByRole('button', { name: 'Account menu for Anna Lindqvist' });
    expect(trigger).toHaveTextContent(/^AAnna$/);
    expect(trigger).not.toHaveTextContent('Account');
  });

  it('when a new customer (verified phone, no name yet) is signed in, then the avatar shows no letter of the phone or of a default word', async () => {
    await renderMenu(customer({}));

    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger.textContent).toBe('');
  });

  it('when staff are signed in on the storefront, then the trigger reads their first name', async () => {
    await renderMenu({ authenticated: true, role: 'owner', staff: { id: 's1', ownerId: 'o1', name: 'Somchai Wongsa', email: null, status: 'approved' } });

    const trigger = await screen.findByRole('button', { name: 'Account menu for Somchai Wongsa' });
    expect(trigger).toHaveTextContent(/^SSomchai$/);
  });
});
