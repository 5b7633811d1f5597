import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { elementScreenshot, screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { idle, visible } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * The maps as a guest meets them, offline (the embedded stack has no MAP_STYLE_URL: the island is
 * drawn from the geometry the app ships), in the real Chromium (WebGL through SwiftShader): the
 * search map's price pins, the pin and its card lighting each other up, "Search this area"
 * narrowing the results to what the map shows, the phones' List / Map switch, and the villa page's
 * map.
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser('maps');

/** A map has drawn when MapLibre's load event set its container's state. */
async function drawn(map: Locator): Promise<void> {
  await visible(map.locator('[data-state="ready"]'));
  await visible(map.locator('canvas'));
}

/** The search map's frame (MapLibre's canvas inside it carries the same name). */
const searchMap = (page: Page) => page.locator('section[aria-label="Map of the search results"]');

/** The pins drawn alone (not in a group), each "name, price". */
const singlePins = (map: Locator) => map.locator('button[data-villa-id]:visible');

/** The villas drawn in groups ("3 villas"), by id. */
const groupedIds = (map: Locator) => map.locator('button[data-villa-ids]').evaluateAll((groups) => groups.flatMap((group) => (group as HTMLElement).dataset.villaIds!.split(' ')));

/** The ids of the pins drawn alone (or, with `selector`, of the groups) whose whole box lies in the map's frame. */
async function insideFrame(map: Locator, selector: string, key: 'villaId' | 'villaIds'): Promise<string[]> {
  const frame = (await map.boundingBox())!;
  return map.locator(selector).evaluateAll(
    (elements, { box, field }) =>
      elements
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.left >= box.x && rect.right <= box.x + box.width && rect.top >= box.y && rect.bottom <= box.y + box.height;
        })
        .map((element) => (element as HTMLElement).dataset[field]!),
    { box: frame, field: key },
  );
}

/** Waits until the map has stopped moving (its container says so while it moves), its pins with it. */
async function mapAtRest(map: Locator): Promise<void> {
  await map.locator('[data-moving]').waitFor({ state: 'detached', timeout: 30_000 });
}

/**
 * A pin drawn alone, inside the map's frame (MapLibre keeps the pins of villas scrolled out of view
 * outside it). While there is none, the largest group in view is pressed, which zooms the map in on
 * its villas until their pins come apart.
 */
async function aSinglePin(map: Locator): Promise<Locator> {
  for (let round = 0; round < 4; round += 1) {
    const alone = await insideFrame(map, 'button[data-villa-id]', 'villaId');
    if (alone.length > 0) return map.locator(`button[data-villa-id="${alone[0]}"]`);
    const groups = await insideFrame(map, 'button[data-villa-ids]', 'villaIds');
    const largest = groups.reduce((a, b) => (b.split(' ').length > a.split(' ').length ? b : a));
    await map.locator(`button[data-villa-ids="${largest}"]`).click();
    await mapAtRest(map);
  }
  throw new Error('no pin came apart from its group in the map');
}

/**
 * The villa page's Location section, scrolled to (its map loads as it nears the viewport): the
 * island drawn, named for the villa.
 */
async function villaMapDrawn(page: Page, name: string): Promise<void> {
  const location = page.getByRole('heading', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  const canvas = await visible(page.locator(`canvas[aria-label="Map showing where ${name} is"]`));
  await visible(page.locator('[data-state="ready"]').last());
  await canvas.scrollIntoViewIfNeeded();
}

const foundCount = async (page: Page): Promise<number> => {
  const text = await visible(page.getByText(/^\d+ villas? found$/));
  return Number((await text.textContent())?.split(' ')[0]);
};

describe('the maps, offline, at phone and desktop widths', () => {
  it('search at 1280 px: the map beside the results has a price pin per villa; pin and card light each other up; Search this area narrows the results to the map', async () => {
    const page = await spec.newPage(1280);
    await page.goto(`${baseUrl}/search`);
    const map = await visible(searchMap(page));
    const results = page.locator('ul[aria-busy]').first();
    await idle(page.locator('main'));
    await drawn(map);
    expect(await page.getByText('Loading the map…').count()).toBe(0);

    const cards = results.locator(':scope > li');
    const pins = singlePins(map);
    // A pin per villa of the page: alone, or in a group ("3 villas") where pins would overlap.
    await expect.poll(async () => (await pins.count()) + (await groupedIds(map)).length, { timeout: 30_000 }).toBe(await cards.count());
    const before = await foundCount(page);

    // A card hovered lights up its pin (or the group it is drawn in).
    const firstCard = cards.first();
    const firstName = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
    await firstCard.hover();
    await expect.poll(() => map.locator('button[aria-current="true"]:visible').getAttribute('aria-label')).toContain(firstName);
    await screenshot(page, 'maps-search-card-highlight');
    await elementScreenshot(map, 'maps-search-map');

    // A group pressed zooms in on its villas: their pins come apart, and the area can be searched.
    const lastPin = await aSinglePin(map);
    const lastName = ((await lastPin.getAttribute('aria-label')) ?? '').split(', ')[0]!;
    // A pin hovered lights up its card.
    await lastPin.hover();
    const lastCard = cards.filter({ has: page.getByRole('heading', { name: lastName, exact: true }) });
    await expect.poll(() => lastCard.getAttribute('aria-current')).toBe('true');

    // Zooming in on that pin (the wheel, as a guest would) offers to search the area shown.
    const box = (await lastPin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 2);
    for (let step = 0; step < 2; step += 1) {
      await page.mouse.wheel(0, -200);
      await page.waitForTimeout(300);
    }
    await mapAtRest(map);
    const searchArea = await visible(map.getByRole('button', { name: 'Search this area' }));
    await searchArea.click();
    // Searched: the offer goes until the guest moves the map again.
    await searchArea.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('bounds')).toMatch(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
    await visible(page.getByRole('button', { name: /Map area/ }));
    await idle(page.locator('main'));
    const after = await foundCount(page);
    expect(after).toBeGreaterThanOrEqual(1);
    expect(after).toBeLessThan(before);
    // What is left is inside the map's area: the villa zoomed on among them.
    await visible(cards.filter({ has: page.getByRole('heading', { name: lastName, exact: true }) }));
    await screenshot(page, 'maps-search-this-area');
    await elementScreenshot(map, 'maps-search-this-area-map');

    // Clear map area brings every villa back.
    await map.getByRole('button', { name: 'Clear map area' }).click();
    await expect.poll(() => foundCount(page)).toBe(before);
    await page.context().close();
  });

  it('search at 390 px: Map puts the map in the cards’ place with its pins; a pin opens its villa, whose page draws its own map', async () => {
    const page = await spec.newPage(390);
    await page.goto(`${baseUrl}/search`);
    await idle(page.locator('main'));
    const mapButton = page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' });
    await mapButton.click();
    await expect.poll(() => mapButton.getAttribute('aria-pressed')).toBe('true');
    const map = await visible(searchMap(page));
    await drawn(map);
    await expect.poll(async () => (await singlePins(map).count()) + (await groupedIds(map)).length, { timeout: 30_000 }).toBeGreaterThan(1);
    await screenshot(page, 'maps-search');

    const pin = await aSinglePin(map);
    const name = ((await pin.getAttribute('aria-label')) ?? '').split(', ')[0]!;
    // The pin may sit under another: pressed by its keyboard path (focus, Enter), as a button is.
    await pin.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { level: 1, name }));
    await page.waitForURL(/\/villas?\//);

    // The villa page's Location section: the island with this villa's pin (or its area circle).
    await villaMapDrawn(page, name);
    await screenshot(page, 'maps-villa');
    await page.context().close();
  });

  it('the villa page at 1280 px: its Location section draws the island map around the villa', async () => {
    const page = await spec.newPage(1280);
    await page.goto(`${baseUrl}/search`);
    await idle(page.locator('main'));
    const firstCard = page.locator('ul[aria-busy] > li').first();
    const name = ((await firstCard.getByRole('heading').first().textContent()) ?? '').trim();
    await firstCard.getByRole('link').first().click();
    await visible(page.getByRole('heading', { level: 1, name }));
    await villaMapDrawn(page, name);
    await screenshot(page, 'maps-villa');
    await page.context().close();
  });
});
