import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import type { ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { renderWithApp } from '../../test/render.tsx';
import { SiteHeader } from './site-header.tsx';

type Session = ResultFor<typeof api.auth.getSession>;

const SIGNED_OUT: Session = { authenticated: false, role: null };
const ANNA: Session = {
  authenticated: true,
  role: 'customer',
  customer: {
    id: 'c1',
    _id: 'c1',
    phone: '+66812345678',
    countryCode: '66',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    name: 'Anna Lindqvist',
    email: 'anna@example.com',
    bio: null,
    profileImage: null,
    profileComplete: true,
  },
};

function renderHeader(session: Session) {
  return renderWithApp(<SiteHeader />, { swr: { [api.auth.getSession.key()]: session, [api.currencies.list.key()]: CURRENCIES_ANSWER } });
}

describe('the site header', () => {
  // The menus' code, transformed once ahead (a slow first transform is not what these tests time);
  // imported here directly, the header still shows its stand-ins until a press or the page is idle.
  beforeAll(async () => {
    // Radix Select reads pointer capture and scrolls its list: jsdom has neither.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.scrollIntoView ??= () => undefined;
    await Promise.all([import('./header-tools.tsx'), import('@islandstay/web-common/components/select/radix-select')]);
  });
  // The page never becomes idle here: what shows is the first render's, and a press alone loads the menus.
  let idleCallbacks: (() => void)[] = [];
  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('when the page has not been idle yet, then the term, currency, language, sign-in and menu controls are already there', async () => {
    await renderHeader(SIGNED_OUT);

    const term = screen.getByRole('group', { name: 'Length of stay' });
    expect(within(term).getByRole('button', { name: 'Short stay' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD $');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('EN');
    // Signed out, the stand-in is a plain link to the sign-in page: it works before any menu code loads.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('when a customer is signed in, then the account trigger reads their first name in the first render', async () => {
    await renderHeader(ANNA);

    expect(screen.getByRole('button', { name: 'Account menu for Anna Lindqvist' })).toHaveTextContent(/^AAnna$/);
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
  });

  it('when the currency stand-in is pressed, then the real list opens and choosing a currency shows it', async () => {
    const user = userEvent.setup();
    await renderHeader(SIGNED_OUT);

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /Thai Baht/ }));

    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveTextContent('THB ฿');
  });

  it('when Enter is pressed on the account stand-in, then the real menu opens with the focus inside it', async () => {
    const user = userEvent.setup();
    await renderHeader(ANNA);

    const standIn = screen.getByRole('button', { name: 'Account menu for Anna Lindqvist' });
    expect(standIn).not.toHaveAttribute('data-state'); // not Radix's trigger yet
    standIn.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('when the menu stand-in is pressed, then the side sheet opens with the links', async () => {
    const user = userEvent.setup();
    await renderHeader(SIGNED_OUT);

    const standIn = screen.getByRole('button', { name: 'Open menu' });
    expect(standIn).not.toHaveAttribute('data-state'); // not Radix's trigger yet
    await user.click(standIn);

    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Stay' })).toBeInTheDocument();
  });

  it('when the page becomes idle while the sign-in link has the focus, then the real menu trigger replaces it and keeps the focus', async () => {
    await renderHeader(SIGNED_OUT);
    screen.getByRole('link', { name: 'Sign in' }).focus();

    act(() => idleCallbacks.forEach((callback) => callback()));

    const trigger = await screen.findByRole('button', { name: 'Sign in' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await vi.waitFor(() => expect(trigger).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
