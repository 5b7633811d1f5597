import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Quiet, reproducible runs: no background traffic, updates or first-run screens. */
const QUIET_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/**
 * @sparticuz/chromium's serverless flags we do not want: a test browser keeps the web's security
 * model, and in one process Chromium goes down with the first browser context closed.
 */
const REFUSED_FLAGS = new Set(['--disable-web-security', '--allow-running-insecure-content', '--single-process']);

/**
 * The Chromium to drive (docs/architecture.md, "Tests"): CHROME_PATH, else Debian's /usr/bin/chromium,
 * else the headless build packed in the npm package @sparticuz/chromium.
 */
export async function chromiumExecutable(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: [] };
  if (fs.existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: [] };
  const { default: packed } = await import('@sparticuz/chromium');
  return { executablePath: await packed.executablePath(), args: packed.args.filter((flag) => !REFUSED_FLAGS.has(flag)) };
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumExecutable();
  return chromium.launch({ executablePath, headless: true, args: [...new Set([...args, '--no-sandbox', ...QUIET_FLAGS])] });
}

/** A page in a fresh context (no cookies or storage from other tests) at a phone or desktop width. */
export async function newPage(browser: Browser, width: number, options: { baseURL?: string; locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    locale: options.locale ?? 'en-US',
    timezoneId: 'Asia/Bangkok',
    baseURL: options.baseURL,
  });
  return context.newPage();
}

/**
 * Saves <dir>/<name>-<width>.png (not committed; storefront/e2e/screenshots unless another app's
 * E2E passes its own folder) and returns its path.
 */
export async function screenshot(page: Page, name: string, dir: string = screenshotDir): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Waits until the finite animations inside `locator` (a dialog opening, a toast sliding in) have
 * run out, so a screenshot or an axe check sees the screen at rest. An animation cancelled on the
 * way (React replaced the element, a newer animation took over) rejects its `finished` with an
 * AbortError: that is still "no longer moving", so each round waits for all to settle, either way,
 * and looks again. Endless animations (a spinner) are not waited for.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    for (let round = 0; round < 10; round += 1) {
      const moving = element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState !== 'finished' && animation.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.allSettled(moving.map((animation) => animation.finished));
    }
  });
}
