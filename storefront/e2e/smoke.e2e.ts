import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '@islandstay/web-common/test-support/e2e/axe';
import { screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { json } from '@islandstay/web-common/test-support/e2e/stack-api';

const baseUrl = inject('baseUrl');
const spec = specBrowser();

/** The first public villa the API lists (the demo seed's). */
async function aSeededVilla(): Promise<{ id: string; slug: string; name: string }> {
  const body = await json<{ data: { id: string; slug: string; name: string }[] }>('/api/villas?limit=1');
  expect(body.data.length).toBe(1);
  return body.data[0]!;
}

function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
  return html.replace(/&(#\d+|[a-z]+);/g, (whole, code: string) => (code.startsWith('#') ? String.fromCharCode(Number(code.slice(1))) : (named[code] ?? whole)));
}

describe('the storefront served by the whole stack', () => {
  for (const width of [390, 1280]) {
    it(`home loads at ${width} px without a script error`, async () => {
      const page = await spec.newPage(width);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      const response = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('#root > *').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('banner').isVisible(), { timeout: 30_000 }).toBe(true);
      await screenshot(page, 'home');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('an unknown path answers 404 and shows the 404 page', async () => {
    const page = await spec.newPage(1280);
    const response = await page.goto(`${baseUrl}/no-such-page-here`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect
      .poll(
        () =>
          page
            .getByRole('heading', { name: /not found|404/i })
            .first()
            .isVisible(),
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.context().close();
  });

  it("a villa page's HTML head holds the villa's title and JSON-LD, by id and by slug", async () => {
    const villa = await aSeededVilla();
    for (const key of [villa.id, villa.slug]) {
      const response = await fetch(`${baseUrl}/villa/${encodeURIComponent(key)}`);
      expect(response.status).toBe(200);
      const head = (await response.text()).split('</head>')[0]!;
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
      expect(decodeEntities(title)).toContain(villa.name);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
      expect(ld).toBeDefined();
      const data = JSON.parse(ld!) as { name: string; '@type': string[]; offers: { priceCurrency: string } };
      expect(data.name).toBe(villa.name);
      expect(data['@type']).toContain('VacationRental');
      expect(data.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('home has no serious or critical accessibility violations', async () => {
    const page = await spec.newPage(1280);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('#root > *').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
