import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import { FilterTags } from './filter-tags.tsx';

/** The search page's URL state and tags, with the URL printed so the test can read it. */
function TagsWithUrl() {
  const { filters, setFilters } = useSearchFilters();
  const location = useLocation();
  return (
    <>
      <FilterTags filters={filters} onChange={setFilters} />
      <output aria-label="url">{location.search}</output>
    </>
  );
}

const routes = [{ path: '/search', element: <TagsWithUrl /> }];
const url = () => new URLSearchParams(screen.getByLabelText('url').textContent ?? '');

describe('FilterTags', () => {
  it('when one amenity tag is removed, then only that amenity leaves the URL and the page resets', async () => {
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search?area=Lamai&guests=4&amenities=Pool,WiFi&sort=price-low&page=3' });

    await user.click(await screen.findByRole('button', { name: 'Remove filter: Pool' }));

    await waitFor(() => expect(url().get('amenities')).toBe('WiFi'));
    expect(url().get('area')).toBe('Lamai');
    expect(url().get('guests')).toBe('4');
    expect(url().get('sort')).toBe('price-low');
    expect(url().has('page')).toBe(false);
  });

  it('when the dates tag is removed, then check-in and check-out both leave the URL', async () => {
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search?checkIn=2099-01-10&checkOut=2099-01-15&guests=2' });

    await user.click(await screen.findByRole('button', { name: /Remove filter: .*2099/ }));

    await waitFor(() => expect(url().has('checkIn')).toBe(false));
    expect(url().has('checkOut')).toBe(false);
    expect(url().get('guests')).toBe('2');
  });

  it('when Clear All is pressed, then every filter leaves the URL and the sort stays', async () => {
    const user = userEvent.setup();
    await renderWithApp(routes, { path: '/search?area=Lamai&bedrooms=2&villatype=Villa,Home&sort=rating' });

    expect(await screen.findByRole('button', { name: 'Remove filter: Villa' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));

    await waitFor(() => expect(url().toString()).toBe('sort=rating'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('when the URL holds nonsense (guests=abc, checkIn=2026-13-45, sort=bogus), then those are dropped and the rest kept', async () => {
    const { router } = await renderWithApp(routes, { path: '/search?guests=abc&checkIn=2026-13-45&checkOut=2026-13-50&sort=bogus&area=Lamai' });

    await waitFor(() => expect(router.state.location.search).toBe('?area=Lamai'));
    expect(screen.getByRole('button', { name: 'Remove filter: Lamai' })).toBeInTheDocument();
  });

  it('when a price range is in the URL, then its tags show the amounts with the currency, as the cards do', async () => {
    const baht = { ...CURRENCIES_ANSWER, adminCurrency: '฿', adminCurrencyCode: 'THB' };
    await renderWithApp(routes, { path: '/search?minPrice=200&maxPrice=12000', swr: { [api.currencies.list.key()]: baht } });

    expect(await screen.findByRole('button', { name: 'Remove filter: From ฿200 / night' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Up to ฿12,000 / night');
  });
});

describe('FilterTags in Thai', () => {
  // Unmounted first: switched back to English while mounted, the tags would read the catalogue again.
  afterEach(async () => {
    cleanup();
    await initI18n('en');
  });

  it('when the page is in Thai, then area and amenity tags show their Thai names (an English one marked), and removing one takes its English key out of the URL', async () => {
    const user = userEvent.setup();
    const swr = {
      [api.villas.listAreas.key({ query: { locale: 'th' } })]: { data: [{ name: 'Chaweng', slug: 'chaweng', villaCount: 5, label: { text: 'เฉวง', lang: 'th' } }] },
      [api.villas.listAmenities.key({ query: { locale: 'th' } })]: {
        data: [
          { name: 'Pool', icon: 'pool', predefined: true, label: { text: 'สระว่ายน้ำ', lang: 'th' } },
          { name: 'WiFi', icon: 'wifi', predefined: true, label: { text: 'WiFi', lang: 'en' } },
        ],
      },
    };
    await renderWithApp(routes, { path: '/search?area=Chaweng&amenities=Pool,WiFi', swr, language: 'th' });

    const tags = await screen.findByRole('list', { name: 'ตัวกรองที่ใช้อยู่' });
    expect(within(tags).getByText('เฉวง')).not.toHaveAttribute('lang');
    expect(within(tags).getByText('สระว่ายน้ำ')).not.toHaveAttribute('lang');
    expect(within(tags).getByText('WiFi')).toHaveAttribute('lang', 'en');
    expect(tags).not.toHaveTextContent('Chaweng');

    await user.click(screen.getByRole('button', { name: 'นำตัวกรองออก: เฉวง' }));

    await waitFor(() => expect(url().has('area')).toBe(false));
    expect(url().get('amenities')).toBe('Pool,WiFi');
  });
});
