import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../test/render.tsx';
import { Component as LoginPage } from './login.tsx';

function Landed() {
  const location = useLocation();
  return <p>landed at {`${location.pathname}${location.search}`}</p>;
}

const ACCOUNT: ResultFor<typeof api.staffAuth.login>['user'] = {
  id: 'a1',
  _id: 'a1',
  role: 'admin',
  username: 'admin',
  name: 'Admin',
  firstName: null,
  lastName: null,
  email: 'admin@example.com',
  phone: null,
  address: null,
  notes: null,
  bio: null,
  status: null,
  profileImage: null,
  createdAt: null,
};

/** The login page against a stub of the three calls it makes; `login` answers the sign-in. */
async function openLogin(login: () => AnswerOf<typeof api.staffAuth.login>, path = '/admin-login') {
  let signedIn = false;
  const requests = mockApi(
    answer(api.auth.getSession, () =>
      signedIn ? { authenticated: true, role: 'admin', staff: { id: 'a1', ownerId: null, name: 'Admin', email: null, status: null } } : { authenticated: false, role: null },
    ),
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.staffAuth.login, () => {
      const result = login();
      if (!(typeof result === 'object' && 'status' in result && result.status >= 300)) signedIn = true;
      return result;
    }),
  );
  const view = await renderRoutes(
    [
      { path: '/admin-login', Component: LoginPage },
      { path: '/admin/*', Component: Landed },
    ],
    path,
  );
  return { requests, ...view };
}

async function signIn(username = 'somchai', password = 'wrong-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('admin login page', () => {
  it('when no role was remembered, then the title is Admin Login; when the storefront remembered owner, then Owner Login', async () => {
    await openLogin(() => ({ status: 401, body: { error: 'Invalid username or password' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });

  it('when the storefront remembered the owner role, then the title is Owner Login', async () => {
    localStorage.setItem('selectedLoginRole', 'owner');
    await openLogin(() => ({ status: 401, body: { error: 'Invalid username or password' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner Login' })).toBeInTheDocument();
  });

  it('when the password is wrong (401), then it says so, and the request carried the CSRF header and the typed name', async () => {
    const { requests } = await openLogin(() => ({ status: 401, body: { error: 'Invalid username or password' } }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.headers.get('X-Requested-With')).toBe('islandstay');
    expect(sent?.body).toEqual({ username: 'somchai', password: 'wrong-password' });
  });

  it('when the owner is still pending (403), then the server message about approval is shown', async () => {
    await openLogin(() => ({ status: 403, body: { error: 'Your registration is awaiting admin approval' } }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your registration is awaiting admin approval');
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
  });

  it('when the owner is unapproved (403 with another sentence), then that sentence is shown', async () => {
    await openLogin(() => ({ status: 403, body: { error: 'Your owner account is not approved. Please contact the administrator.' } }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your owner account is not approved. Please contact the administrator.');
  });

  it('when sign-in is rate limited (429), then a countdown from retryAfterSeconds shows and the button waits', async () => {
    await openLogin(() => ({ status: 429, body: { error: 'Too many failed attempts', retryAfterSeconds: 42 } }));
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-in attempts.');
    expect(alert).toHaveTextContent('Try again in 42 seconds.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('when the CMS is down (503), then it says sign-in is unavailable for now', async () => {
    await openLogin(() => ({ status: 503, body: { error: 'The content service is unavailable' } }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is unavailable right now');
  });

  it('when the fields are empty, then both say what is missing and nothing is sent', async () => {
    const { requests } = await openLogin(() => ({ status: 500, body: { error: 'not expected' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Username or email/)).toHaveAccessibleDescription('Please enter your username and password');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when sign-in succeeds, then the page that sent the visitor opens (?redirect=), query included', async () => {
    await openLogin(() => ({ success: true, message: 'Login Successful!', user: ACCOUNT }), `/admin-login?redirect=${encodeURIComponent('/admin/bookings?status=pending')}`);
    await signIn('admin', 'islandstay-admin');
    expect(await screen.findByText('landed at /admin/bookings?status=pending')).toBeInTheDocument();
  });

  it('when ?redirect= points at another site, then sign-in leads to the dashboard instead', async () => {
    await openLogin(() => ({ success: true, message: 'Login Successful!', user: ACCOUNT }), `/admin-login?redirect=${encodeURIComponent('//evil.example/admin')}`);
    await signIn('admin', 'islandstay-admin');
    expect(await screen.findByText('landed at /admin')).toBeInTheDocument();
  });
});
