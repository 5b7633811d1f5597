import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { addMonths } from '@islandstay/web-common/lib/dates';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { EMPTY_FILTERS, searchHref, type SearchFilters } from '../search-params.ts';
import { clampSearchValues, formValuesFrom } from '../form-values.ts';
import { SearchForm } from './search-form.tsx';

const swr = {
  [api.villas.listAreas.key({ query: { locale: 'en' } })]: {
    data: [
      { name: 'Lamai', slug: 'lamai', villaCount: 3, label: { text: 'Lamai', lang: 'en' } },
      { name: 'Chaweng', slug: 'chaweng', villaCount: 5, label: { text: 'Chaweng', lang: 'en' } },
    ],
  },
  [api.villas.listAmenities.key({ query: { locale: 'en' } })]: { data: [{ name: 'Pool', icon: 'pool', predefined: true, label: { text: 'Pool', lang: 'en' } }] },
};

/** The same catalogue read in Thai: Lamai and WiFi have no Thai name yet, so they come in English. */
const thaiSwr = {
  [api.villas.listAreas.key({ query: { locale: 'th' } })]: {
    data: [
      { name: 'Lamai', slug: 'lamai', villaCount: 3, label: { text: 'Lamai', lang: 'en' } },
      { name: 'Chaweng', slug: 'chaweng', villaCount: 5, label: { text: 'เฉวง', lang: 'th' } },
    ],
  },
  [api.villas.listAmenities.key({ query: { locale: 'th' } })]: {
    data: [
      { name: 'Pool', icon: 'pool', predefined: true, label: { text: 'สระว่ายน้ำ', lang: 'th' } },
      { name: 'WiFi', icon: 'wifi', predefined: true, label: { text: 'WiFi', lang: 'en' } },
    ],
  },
};

describe('SearchForm', () => {
  it('when guests, bedrooms and bathrooms are typed out of range, then each snaps into range on leaving the field', async () => {
    const user = userEvent.setup();
    await renderWithApp(<SearchForm variant="panel" initial={EMPTY_FILTERS} onSearch={vi.fn()} />, { swr });

    const guests = await screen.findByLabelText('Guests');
    await user.type(guests, '0');
    await user.tab();
    expect(guests).toHaveValue(1);

    await user.clear(guests);
    await user.type(guests, '45');
    await user.tab();
    expect(guests).toHaveValue(30);

    const bedrooms = screen.getByLabelText('Bedrooms (min.)');
    await user.type(bedrooms, '15');
    await user.tab();
    expect(bedrooms).toHaveValue(10);

    const bathrooms = screen.getByLabelText('Bathrooms (min.)');
    await user.type(bathrooms, '-3');
    await user.tab();
    expect(bathrooms).toHaveValue(0);
  });

  it('when the form is sent with guests still out of range (Enter, no blur), then the search uses the clamped value', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn<(filters: SearchFilters) => void>();
    await renderWithApp(<SearchForm variant="hero" initial={EMPTY_FILTERS} onSearch={onSearch} />, { swr });

    await user.type(await screen.findByLabelText('Guests'), '99{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ guests: 30 });
  });

  it('when the stay is long term, then a Months field shows and check-out is check-in plus the months', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn<(filters: SearchFilters) => void>();
    const checkIn = addDays(todayOnIsland(), 10);
    await renderWithApp(<SearchForm variant="hero" initial={{ ...EMPTY_FILTERS, checkIn, checkOut: addMonths(checkIn, 2) }} onSearch={onSearch} />, {
      swr,
      term: 'long',
    });

    const months = await screen.findByLabelText('Months');
    expect(months).toHaveValue(2);
    expect(screen.getByRole('button', { name: /move-in date/i })).toBeInTheDocument();

    await user.clear(months);
    await user.type(months, '3');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ checkIn, checkOut: addMonths(checkIn, 3) });
  });

  it('when long-term months are typed beyond 36, then they are clamped to 36', async () => {
    const user = userEvent.setup();
    const checkIn = addDays(todayOnIsland(), 3);
    await renderWithApp(<SearchForm variant="hero" initial={{ ...EMPTY_FILTERS, checkIn, checkOut: addMonths(checkIn, 2) }} onSearch={vi.fn()} />, { swr, term: 'long' });
    const months = await screen.findByLabelText('Months');
    await user.clear(months);
    await user.type(months, '50');
    await user.tab();
    expect(months).toHaveValue(36);
    expect(screen.getByText(/^Until /)).toHaveTextContent(String(Number(addMonths(checkIn, 36).slice(0, 4))));
  });

  it('when the stay is short term, then property types are offered and there is no Months field', async () => {
    await renderWithApp(<SearchForm variant="panel" initial={EMPTY_FILTERS} onSearch={vi.fn()} />, { swr });
    expect(await screen.findByRole('group', { name: 'Property type' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Villa' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Months')).not.toBeInTheDocument();
  });
});

describe('SearchForm in Thai', () => {
  beforeAll(() => {
    // The Radix select's pointer handling, which jsdom lacks.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  // Unmounted first: switched back to English while mounted, the form would read the catalogue again.
  afterEach(async () => {
    cleanup();
    await initI18n('en');
  });

  it('when the page is in Thai, then the areas and amenities show their Thai names, and the search and its URL keep the English keys', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn<(filters: SearchFilters) => void>();
    await renderWithApp(<SearchForm variant="panel" initial={EMPTY_FILTERS} onSearch={onSearch} />, { swr: thaiSwr, language: 'th' });

    // Radix's select, once it has replaced its stand-in (the page is idle): pressed while the two
    // swap, the press could be lost.
    const areaSelect = () => screen.getByRole('combobox', { name: 'ย่าน' });
    await waitFor(() => expect(areaSelect()).toHaveAttribute('data-state', 'closed'));
    areaSelect().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Lamai' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'เฉวง' }));
    expect(areaSelect()).toHaveTextContent('เฉวง');

    const amenities = screen.getByRole('group', { name: 'สิ่งอำนวยความสะดวก' });
    expect(screen.getByText('WiFi')).toHaveAttribute('lang', 'en');
    expect(amenities).not.toHaveTextContent('Pool');
    await user.click(screen.getByRole('checkbox', { name: 'สระว่ายน้ำ' }));
    await user.click(screen.getByRole('button', { name: 'แสดงวิลล่า' }));

    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    const filters = onSearch.mock.calls[0]![0];
    expect(filters).toMatchObject({ area: 'Chaweng', amenities: ['Pool'] });
    expect(searchHref(filters)).toBe('/search?area=Chaweng&amenities=Pool');
  });
});

describe('clampSearchValues', () => {
  const today = '2026-11-23';
  const base = formValuesFrom(EMPTY_FILTERS, 'short');

  it('when check-in is before today on the island, then it becomes today', () => {
    expect(clampSearchValues({ ...base, checkIn: '2026-11-01', checkOut: '2026-11-30' }, today, 'short')).toMatchObject({ checkIn: today, checkOut: '2026-11-30' });
  });

  it('when check-out is not after check-in, then it becomes the day after check-in', () => {
    expect(clampSearchValues({ ...base, checkIn: '2026-12-10', checkOut: '2026-12-10' }, today, 'short').checkOut).toBe('2026-12-11');
    expect(clampSearchValues({ ...base, checkIn: '2026-12-10', checkOut: '2026-12-01' }, today, 'short').checkOut).toBe('2026-12-11');
  });

  it('when long term starts on Jan 31 for one month, then check-out is the last day of February', () => {
    expect(clampSearchValues({ ...base, checkIn: '2027-01-31', months: '1' }, today, 'long').checkOut).toBe('2027-02-28');
  });

  it('when prices are negative, then they become 0', () => {
    expect(clampSearchValues({ ...base, minPrice: '-5', maxPrice: '-1' }, today, 'short')).toMatchObject({ minPrice: '0', maxPrice: '0' });
  });
});
