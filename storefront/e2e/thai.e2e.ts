import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { json } from '@islandstay/web-common/test-support/e2e/stack-api';
import { visible } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * A Thai guest's visit, from the page's Thai address (`?lang=th`, what hreflang points to): the
 * interface in Thai, and the content too, from Strapi's Thai versions through the booking
 * service: villa descriptions, area names (cards, the villa page, the search form's areas) and
 * amenity names (the villa page).
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser('thai');

interface Text {
  text: string;
  lang: 'en' | 'th';
}
interface ThaiVilla {
  id: string;
  slug: string;
  name: string;
  areas: string[];
  amenities: string[];
  localized: { description: Text; areas: Text[]; amenities: Text[] };
}

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/** The demo's first public villa with amenities, as the API gives it in Thai. */
async function aThaiVilla(): Promise<ThaiVilla> {
  const listed = await json<{ data: ThaiVilla[] }>('/api/villas?limit=50&locale=th');
  const villa = listed.data.find((v) => v.amenities.length > 0 && v.localized.description.lang === 'th');
  if (!villa) throw new Error('no seeded villa has a Thai description and amenities');
  return villa;
}

describe('a Thai visit', () => {
  let villa: ThaiVilla;
  beforeAll(async () => {
    villa = await aThaiVilla();
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: the villa page shows its Thai description, area and amenity names`, async () => {
      const page = await spec.newPage(width);
      await page.goto(`${baseUrl}/villa/${villa.slug}?lang=th`);
      await visible(page.getByRole('heading', { level: 1, name: villa.name }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
      const description = await visible(page.getByText(villa.localized.description.text));
      expect(THAI_SCRIPT.test(villa.localized.description.text)).toBe(true);
      // Thai text is not marked as English.
      expect(await description.evaluate((element) => element.closest('[lang="en"]'))).toBeNull();
      await visible(page.getByText(villa.localized.areas[0]!.text, { exact: false }).first());
      for (const amenity of villa.localized.amenities) {
        await page.getByText(amenity.text, { exact: true }).first().scrollIntoViewIfNeeded();
        await visible(page.getByText(amenity.text, { exact: true }).first());
      }
      // The English names are not shown (they stay the keys behind the page).
      await expect.poll(() => page.getByText(villa.amenities[0]!, { exact: true }).count()).toBe(0);
      await screenshot(page, 'thai-villa');
      await page.context().close();
    });

    it(`at ${width} px: search names the area in Thai on its filter tag and its cards, while the address keeps the English key`, async () => {
      const page = await spec.newPage(width);
      const areas = (await json<{ data: { name: string; label: Text; villaCount: number }[] }>('/api/areas?locale=th')).data;
      const area = areas.find((a) => a.villaCount > 0 && a.label.lang === 'th');
      if (!area) throw new Error('no seeded area with villas has a Thai name');
      await page.goto(`${baseUrl}/search?lang=th&area=${encodeURIComponent(area.name)}`);
      // Every card of the area names it in Thai.
      const cards = page.getByRole('article');
      await visible(cards.first());
      await visible(cards.first().getByText(area.label.text, { exact: false }).first());
      const tags = page.getByRole('list', { name: 'ตัวกรองที่ใช้อยู่' });
      await visible(tags.getByText(area.label.text, { exact: true }));
      expect(await page.getByText(area.name, { exact: true }).count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('area')).toBe(area.name);
      await screenshot(page, 'thai-search');
      await page.context().close();
    });
  }
});
