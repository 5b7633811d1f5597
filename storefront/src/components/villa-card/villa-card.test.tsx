import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { villaBasics } from '@islandstay/web-common/test-support/fixtures';
import { initI18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { THAI_NAMES_WITH_FALLBACKS } from '../../test/villa-fixtures.ts';
import { VillaCard, villaHref, type VillaCardData } from './villa-card.tsx';

const tier = { from: 2900, lowSeason: 2900, highSeason: 2900 };
const villa: VillaCardData = {
  id: 'villa-breeze',
  slug: 'villa-breeze-1',
  name: 'Villa Breeze',
  ...villaBasics(),
  currency: 'THB',
  rating: 0,
  reviews: 0,
  isPromoted: false,
  currentPrice: 2900,
  pricingSummary: { daily: tier, weekly: tier, monthly: tier, hasSeasonalPricing: false },
};

describe('villaHref', () => {
  it("carries the search's dates and guests under the names the villa page reads", () => {
    expect(villaHref('v1', { checkIn: '2099-03-10', checkOut: '2099-03-13', guests: 3 })).toBe('/villa/v1?checkIn=2099-03-10&checkOut=2099-03-13&guests=3');
  });

  it('leaves out what was not chosen: one guest is the default, a check-out without a check-in means nothing', () => {
    expect(villaHref('v1')).toBe('/villa/v1');
    expect(villaHref('v1', { guests: 1 })).toBe('/villa/v1');
    expect(villaHref('v1', { checkOut: '2099-03-13', guests: 2 })).toBe('/villa/v1?guests=2');
    expect(villaHref('v 1/x')).toBe('/villa/v%201%2Fx');
  });
});

describe('VillaCard', () => {
  it('a card shown for a search with dates opens the villa page with those dates and guests', async () => {
    await renderWithApp(<VillaCard villa={villa} stay={{ checkIn: '2099-03-10', checkOut: '2099-03-13', guests: 2 }} />);
    expect(await screen.findByRole('link', { name: 'Villa Breeze' })).toHaveAttribute('href', '/villa/villa-breeze?checkIn=2099-03-10&checkOut=2099-03-13&guests=2');
  });

  it('a card without dates says which nights its from price was taken from', async () => {
    await renderWithApp(<VillaCard villa={{ ...villa, pricingSummary: { ...villa.pricingSummary, fromWindowDays: 180 } }} />);
    expect(await screen.findByText('lowest in the next 6 months')).toBeInTheDocument();
    expect(screen.getByText('from').closest('p')).toHaveTextContent(/^from .*2,900.*\/ night lowest in the next 6 months$/);
  });

  it('a card without a search (the featured villas) opens the plain villa page', async () => {
    await renderWithApp(<VillaCard villa={villa} />);
    expect(await screen.findByRole('link', { name: 'Villa Breeze' })).toHaveAttribute('href', '/villa/villa-breeze');
  });
});

describe('VillaCard in Thai', () => {
  // Unmounted first: switched back to English while mounted, the page would read its texts again.
  afterEach(async () => {
    cleanup();
    await initI18n('en');
  });

  const thai: VillaCardData = {
    ...villa,
    areas: THAI_NAMES_WITH_FALLBACKS.areas,
    amenities: THAI_NAMES_WITH_FALLBACKS.amenities,
    localized: { description: { text: 'ริมทะเล', lang: 'th' }, ...THAI_NAMES_WITH_FALLBACKS.localized },
  };

  it('when the villa is read in Thai, then its description, areas and amenities show in Thai, and an English fallback is marked lang="en"', async () => {
    await renderWithApp(<VillaCard villa={thai} />, { language: 'th' });

    expect(await screen.findByText('ริมทะเล')).not.toHaveAttribute('lang');
    expect(screen.queryByText('By the sea')).not.toBeInTheDocument();
    const place = screen.getByText('เฉวง', { exact: false });
    expect(place).toHaveTextContent(/^เฉวง, Bophut$/);
    expect(place).not.toHaveAttribute('lang');
    expect(screen.getByText('Bophut')).toHaveAttribute('lang', 'en');
    const amenities = screen.getByRole('list', { name: 'สิ่งอำนวยความสะดวก' });
    expect(amenities).toHaveTextContent('สระว่ายน้ำ');
    expect(screen.getByText('สระว่ายน้ำ')).not.toHaveAttribute('lang');
    expect(screen.getByText('WiFi')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Pool')).not.toBeInTheDocument();
  });

  it('when the villa has no localized texts (read without a locale), then its English fields show, each marked lang="en" on a Thai page', async () => {
    await renderWithApp(<VillaCard villa={{ ...thai, localized: undefined }} />, { language: 'th' });

    expect(await screen.findByText('By the sea')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Chaweng')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Pool')).toHaveAttribute('lang', 'en');
  });

  it('in English, then the English texts carry no lang of their own', async () => {
    await renderWithApp(<VillaCard villa={{ ...thai, localized: undefined }} />);

    expect(await screen.findByText('By the sea')).not.toHaveAttribute('lang');
    expect(screen.getByText('Chaweng, Bophut')).not.toHaveAttribute('lang');
    expect(screen.getByText('Pool')).not.toHaveAttribute('lang');
  });
});
