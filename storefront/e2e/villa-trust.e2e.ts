import { beforeAll, describe, expect, inject, it } from 'vitest';
import { elementScreenshot, screenshot, specBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { freshPhone, json, pageJson, smsCode } from '@islandstay/web-common/test-support/e2e/stack-api';
import { visible } from '@islandstay/web-common/test-support/e2e/waits';

/**
 * What a villa page tells a new guest about who they would book with, and how an anonymous guest
 * saves a villa: the host block (the owner's name, languages, years hosting, their own words,
 * Contact host opening the contact form about this villa), and the heart opening the sign-in
 * dialog over the page (phone, texted code, the new guest's details), the villa then saved with the
 * guest still on its page.
 */
const baseUrl = inject('baseUrl');
const spec = specBrowser('villa-trust');

interface ListedVilla {
  id: string;
  slug: string;
  name: string;
}
interface VillaWithHost extends ListedVilla {
  host: { displayName: string; languages: string[]; bio: string | null } | null;
}

/** A public villa of the demo whose host has said which languages they speak. */
async function aVillaWithAHost(): Promise<VillaWithHost> {
  const listed = await json<{ data: ListedVilla[] }>('/api/villas?limit=50');
  for (const villa of listed.data) {
    const { data } = await json<{ data: VillaWithHost }>(`/api/villas/${villa.slug}`);
    if (data.host && data.host.languages.length > 0 && data.host.bio) return data;
  }
  throw new Error('no seeded villa has a host with languages and a bio');
}

describe('a villa page earns a new guest’s trust', () => {
  let villa: VillaWithHost;
  beforeAll(async () => {
    villa = await aVillaWithAHost();
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: the host block names the host, their languages and words; Contact host opens the contact form about this villa`, async () => {
      const page = await spec.newPage(width);
      await page.goto(`${baseUrl}/villa/${villa.slug}`);
      await visible(page.getByRole('heading', { level: 1, name: villa.name }));
      const host = page.getByRole('region', { name: `Hosted by ${villa.host!.displayName}` });
      await host.scrollIntoViewIfNeeded();
      await visible(host);
      await visible(host.getByText(/^Speaks /));
      await visible(host.getByText(villa.host!.bio!));
      await visible(host.getByText(/^Hosting since \d{4}$/));
      await elementScreenshot(host, 'villa-host');

      await host.getByRole('link', { name: 'Contact host' }).click();
      await page.waitForURL((url) => url.pathname === '/contact' && url.searchParams.get('villa') === villa.id);
      await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue(), { timeout: 30_000 }).toBe(`About ${villa.name}: `);
      await screenshot(page, 'villa-contact-host');
      await page.context().close();
    });

    it(`at ${width} px: an anonymous guest’s heart opens the sign-in dialog; signed in, the villa is saved and the guest is still on its page`, async () => {
      const page = await spec.newPage(width);
      await page.goto(`${baseUrl}/villa/${villa.slug}`);
      await visible(page.getByRole('heading', { level: 1, name: villa.name }));
      const villaUrl = page.url();

      await page
        .getByRole('button', { name: `Save ${villa.name} to your wishlist` })
        .first()
        .click();
      const dialog = await visible(page.getByRole('dialog', { name: `Save ${villa.name} to your wishlist` }));
      await visible(dialog.getByText(`You stay on this page. Once you're signed in, ${villa.name} is saved to your wishlist.`));
      await screenshot(page, 'villa-heart-dialog');

      const phone = freshPhone(width);
      await dialog.getByRole('textbox', { name: /Phone number/ }).fill(phone);
      const sentAt = Date.now();
      await dialog.getByRole('button', { name: 'Send OTP' }).click();
      const firstDigit = await visible(dialog.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await firstDigit.fill(await smsCode(phone, sentAt));
      // A new phone: the guest's details, in the same dialog.
      await dialog.getByLabel('First name').fill('Mali');
      await dialog.getByLabel('Last name').fill(`Trust${width}`);
      await dialog.getByLabel('Email').fill(`mali.trust.${phone}@example.com`);
      await screenshot(page, 'villa-heart-details');
      await dialog.getByRole('button', { name: /^Save/ }).click();

      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      const saved = page.getByRole('button', { name: `Remove ${villa.name} from your wishlist` }).first();
      await visible(saved);
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      expect(page.url()).toBe(villaUrl);
      const wishlist = await pageJson<{ data: { villaId: string }[] }>(page, '/api/wishlist');
      expect(wishlist.data.map((entry) => entry.villaId)).toContain(villa.id);
      await screenshot(page, 'villa-heart-saved');
      await page.context().close();
    });
  }
});
