import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutate, SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '@islandstay/shared/api/client';
import type { WishlistEntryDto } from '@islandstay/shared/wishlist/wishlist.schemas';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../../lib/i18n.ts';
import { usePendingWishlist } from './use-pending-wishlist.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

const PAGE = '/villa/villa-breeze?checkIn=2099-03-10&checkOut=2099-03-13';

beforeAll(async () => {
  await initI18n('en');
  // Radix Select reads pointer capture and scrolls its list: jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  // The dialog's chunk, compiled once before the first press rather than inside a test's wait.
  await import('../../features/auth/components/login-dialog.tsx');
});
afterEach(async () => {
  // The app's one SWR cache (the session and wishlist refreshes reach it): emptied between tests.
  await mutate(() => true, undefined, { revalidate: false });
});

const customer = {
  id: 'c1',
  _id: 'c1',
  phone: '+15551234567',
  countryCode: '1',
  firstName: 'Ana',
  lastName: 'Guest',
  name: 'Ana Guest',
  email: 'ana@example.com',
  bio: null,
  profileImage: null,
  profileComplete: true,
};
const tier = { from: 2900, lowSeason: 2900, highSeason: 2900 };
const entry: WishlistEntryDto = {
  id: 'villa-breeze',
  villaId: 'villa-breeze',
  slug: 'villa-breeze-1',
  name: 'Villa Breeze',
  areas: ['Lamai'],
  guests: 4,
  bedrooms: 2,
  bathrooms: 2,
  images: [],
  rating: 0,
  reviews: 0,
  currency: 'THB',
  currentPrice: 2900,
  pricingSummary: { daily: tier, weekly: tier, monthly: tier, hasSeasonalPricing: false },
  addedAt: '2099-01-01T00:00:00.000Z',
};

/**
 * The booking service as far as the heart and the sign-in reach it: signed out until a code is
 * verified, then signed in; the wishlist holds what was added.
 */
function stubServer({ newCustomer = false } = {}) {
  let session: ResultFor<typeof api.auth.getSession> = { authenticated: false, role: null };
  const wishlist: WishlistEntryDto[] = [];
  const calls = mockApi(
    answer(api.auth.getSession, () => session),
    answer(api.customers.sendOtp, () => ({ success: true, message: 'sent', expiresInSeconds: 600, resendAfterSeconds: 30 })),
    answer(api.customers.verifyOtp, () => {
      session = { authenticated: true, role: 'customer', customer };
      const contact = newCustomer ? { ...customer, firstName: null, lastName: null, name: '', email: null, profileComplete: false } : customer;
      return { isVerified: true, customerExists: !newCustomer, contact };
    }),
    answer(api.customers.completeProfile, () => ({ data: customer })),
    answer(api.wishlist.list, () => ({ data: wishlist, currency: 'THB' })),
    answer(api.wishlist.add, () => {
      wishlist.push(entry);
      return { success: true, data: entry };
    }),
  );
  return { calls, wishlistAdds: () => calls.filter((c) => c.operationId === 'wishlist.add') };
}

/** A villa page with its heart, under the app's layout hook that adds a remembered villa once signed in. */
function VillaPage() {
  usePendingWishlist();
  return (
    <main>
      <h1>Villa Breeze</h1>
      <WishlistHeart villaId="villa-breeze" villaName="Villa Breeze" />
    </main>
  );
}

function renderVillaPage() {
  const router = createMemoryRouter(
    [
      { path: '/villa/:id', element: <VillaPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [PAGE] },
  );
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, where: () => router.state.location.pathname + router.state.location.search };
}

const heart = (name: 'Save' | 'Remove') => screen.getByRole('button', { name: name === 'Save' ? 'Save Villa Breeze to your wishlist' : 'Remove Villa Breeze from your wishlist' });

/** The signed-out guest presses the heart (once the page knows who is signed in). */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(heart('Save')).toHaveAttribute('aria-haspopup', 'dialog'));
  await user.click(heart('Save'));
  return screen.findByRole('dialog', { name: 'Save Villa Breeze to your wishlist' });
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '5551234567');
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  await within(dialog).findByRole('group', { name: 'Verification code' });
}

describe('the wishlist heart of a signed-out guest', () => {
  it('opens the login dialog over the page: no navigation, focus in the phone field, nothing saved yet', async () => {
    const { wishlistAdds } = stubServer();
    const user = userEvent.setup();
    const { where } = renderVillaPage();

    const dialog = await openDialog(user);

    expect(where()).toBe(PAGE);
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sign in with your phone' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Phone number/ })).toHaveFocus();
    expect(within(dialog).getByText("You stay on this page. Once you're signed in, Villa Breeze is saved to your wishlist.")).toBeInTheDocument();
    expect(wishlistAdds()).toHaveLength(0);
  });

  it('when the guest signs in there, then the villa is saved, the dialog closes, the page stays and the heart shows saved', async () => {
    const { calls, wishlistAdds } = stubServer();
    const user = userEvent.setup();
    const { where } = renderVillaPage();

    const dialog = await openDialog(user);
    await reachCodeStep(user, dialog);
    await user.keyboard('123456');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationId === 'customers.verifyOtp')?.body).toEqual({ countryCode: '+1', phone: '5551234567', otp: '123456' });
    expect(wishlistAdds().map((c) => c.body)).toEqual([{ villaId: 'villa-breeze' }]);
    const saved = await screen.findByRole('button', { name: 'Remove Villa Breeze from your wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(where()).toBe(PAGE);
  });

  it('a new customer completes their info (first name, last name, email) in the dialog, then the villa is saved', async () => {
    const { calls, wishlistAdds } = stubServer({ newCustomer: true });
    const user = userEvent.setup();
    const { where } = renderVillaPage();

    const dialog = await openDialog(user);
    await reachCodeStep(user, dialog);
    await user.keyboard('123456');
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Info' })).toBeInTheDocument();
    expect(wishlistAdds()).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('First name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Last name'), 'Guest');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationId === 'customers.completeProfile')?.body).toEqual({ firstName: 'Ana', lastName: 'Guest', email: 'ana@example.com' });
    expect(wishlistAdds().map((c) => c.body)).toEqual([{ villaId: 'villa-breeze' }]);
    expect(await screen.findByRole('button', { name: 'Remove Villa Breeze from your wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(where()).toBe(PAGE);
  });

  it('when the guest closes the dialog, then nothing is saved, the heart has focus again and the page is as it was', async () => {
    const { wishlistAdds } = stubServer();
    const user = userEvent.setup();
    const { where } = renderVillaPage();

    const dialog = await openDialog(user);
    await reachCodeStep(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heart('Save')).toHaveFocus());
    expect(heart('Save')).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistAdds()).toHaveLength(0);
    expect(where()).toBe(PAGE);

    // Pressed again, the dialog starts over at the phone step.
    await user.click(heart('Save'));
    expect(await screen.findByRole('heading', { name: 'Sign in with your phone' })).toBeInTheDocument();
  });

  it('when a new customer closes the dialog (Escape) at Complete Your Info, then they are signed in but the villa is not saved', async () => {
    const { calls, wishlistAdds } = stubServer({ newCustomer: true });
    const user = userEvent.setup();
    renderVillaPage();

    const dialog = await openDialog(user);
    await reachCodeStep(user, dialog);
    await user.keyboard('123456');
    await within(dialog).findByRole('heading', { name: 'Complete Your Info' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page learns of the session (the heart now reads the wishlist) and still adds nothing.
    await waitFor(() => expect(calls.some((c) => c.operationId === 'wishlist.list')).toBe(true));
    expect(heart('Save')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Save')).not.toHaveAttribute('aria-haspopup');
    expect(wishlistAdds()).toHaveLength(0);
  });
});
