import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { LocalizedText, VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { publicVilla, THAI_NAMES_WITH_FALLBACKS } from '../../../test/villa-fixtures.ts';
import { VillaDetail } from './villa-detail.tsx';

const villa: VillaDto = publicVilla({
  slug: 'baan-talay',
  name: 'Baan Talay',
  description: 'A quiet house by the sea.',
  areas: THAI_NAMES_WITH_FALLBACKS.areas,
  amenities: THAI_NAMES_WITH_FALLBACKS.amenities,
});

/** As `GET /api/villas/:id?locale=th` answers (THAI_NAMES_WITH_FALLBACKS), with this description. */
const inThai = (description: LocalizedText): VillaDto => ({ ...villa, localized: { description, ...THAI_NAMES_WITH_FALLBACKS.localized } });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('VillaDetail in Thai', () => {
  // Unmounted first: switched back to English while mounted, the page would read its texts again.
  afterEach(async () => {
    cleanup();
    await initI18n('en');
  });

  it('when the villa is read in Thai, then the description, the place lines and the amenities are in Thai, and the English fallbacks are marked lang="en"', async () => {
    await renderWithApp(<VillaDetail villa={inThai({ text: 'บ้านเงียบสงบริมทะเล', lang: 'th' })} reviews={null} />, { language: 'th' });

    expect(await screen.findByText('บ้านเงียบสงบริมทะเล')).not.toHaveAttribute('lang');
    expect(screen.queryByText('A quiet house by the sea.')).not.toBeInTheDocument();

    // The header's place line and the location section's: "เฉวง, Bophut, เกาะสมุย".
    const header = screen.getByRole('heading', { level: 1, name: 'Baan Talay' }).closest('header')!;
    expect(within(header).getByText('เฉวง', { exact: false }).closest('.place')).toHaveTextContent(/^เฉวง, Bophut, เกาะสมุย$/);
    const location = screen.getByRole('region', { name: 'ที่ตั้ง' });
    expect(within(location).getByText('เฉวง', { exact: false }).closest('p')).toHaveTextContent(/^เฉวง, Bophut, เกาะสมุย$/);
    const names = screen.getAllByText('เฉวง', { exact: false });
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).not.toHaveAttribute('lang');
    const fallbacks = screen.getAllByText('Bophut');
    expect(fallbacks).toHaveLength(2);
    for (const fallback of fallbacks) expect(fallback).toHaveAttribute('lang', 'en');

    const amenities = screen.getByRole('region', { name: 'สิ่งอำนวยความสะดวก' });
    expect(within(amenities).getByText('สระว่ายน้ำ')).not.toHaveAttribute('lang');
    expect(within(amenities).getByText('WiFi')).toHaveAttribute('lang', 'en');
    expect(within(amenities).queryByText('Pool')).not.toBeInTheDocument();
  });

  it('when the description has no Thai text, then the English one shows inside lang="en"', async () => {
    await renderWithApp(<VillaDetail villa={inThai({ text: 'A quiet house by the sea.', lang: 'en' })} reviews={null} />, { language: 'th' });

    expect(await screen.findByText('A quiet house by the sea.')).toHaveAttribute('lang', 'en');
  });
});
