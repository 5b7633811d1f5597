import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import type { WishlistEntryDto } from '@islandstay/shared/wishlist/wishlist.schemas';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderWithApp } from '../../../test/render.tsx';
import { WishlistPage } from './wishlist-page.tsx';

const tier = { from: 2900, lowSeason: 2900, highSeason: 3500 };
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
  rating: 4.6,
  reviews: 12,
  currency: 'USD',
  currentPrice: 2900,
  pricingSummary: { daily: tier, weekly: tier, monthly: tier, hasSeasonalPricing: true },
  addedAt: '2099-01-01T00:00:00.000Z',
};

/** What the API answered for the page's key: the wishlist in the display currency (USD when rates are not loaded). */
const answered = (data: WishlistEntryDto[]) => ({ [api.wishlist.list.key({ query: { currency: 'USD' } })]: { data, currency: 'USD' } });

describe('WishlistPage', { timeout: 30_000 }, () => {
  it('lists saved villas with View Details and the seasonal note; Remove asks first, then removes', async () => {
    const calls = mockApi(answer(api.wishlist.remove, () => ({ success: true, removed: true })));
    const user = userEvent.setup();
    await renderWithApp(<WishlistPage />, { swr: answered([entry]) });

    expect(await screen.findByRole('heading', { name: 'Villa Breeze' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details of Villa Breeze' })).toHaveAttribute('href', '/villa/villa-breeze');
    expect(screen.getByText('(Seasonal)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Villa Breeze from your wishlist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from wishlist?' });
    expect(calls.filter((c) => c.url === '/api/wishlist/remove')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(calls.filter((c) => c.url === '/api/wishlist/remove')).toHaveLength(1));
    const removal = calls.find((c) => c.url === '/api/wishlist/remove')!;
    expect(removal.method).toBe('DELETE');
    expect(removal.body).toEqual({ villaId: 'villa-breeze' });
  });
});

describe('WishlistPage, empty', { timeout: 30_000 }, () => {
  it('says the wishlist is empty and offers Explore Villas', async () => {
    await renderWithApp(<WishlistPage />, { swr: answered([]) });

    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Villas' })).toHaveAttribute('href', '/search');
  });
});
