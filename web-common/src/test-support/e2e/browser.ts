import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type {} from './global-setup.ts';
import { VISIBLE } from './waits.ts';

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

export interface NewPageOptions {
  baseURL?: string;
  locale?: string;
  /**
   * The page's default wait for an action or a locator, in ms (navigation then gets at least 60 s),
   * e.g. VISIBLE.timeout for a busy machine; Playwright's own defaults when not given.
   */
  timeout?: number;
}

/** A page in a fresh context (no cookies or storage from other tests) at a phone or desktop width. */
export async function newPage(browser: Browser, width: number, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    locale: options.locale ?? 'en-US',
    timezoneId: 'Asia/Bangkok',
    baseURL: options.baseURL,
  });
  const page = await context.newPage();
  if (options.timeout !== undefined) {
    page.setDefaultTimeout(options.timeout);
    page.setDefaultNavigationTimeout(Math.max(options.timeout, 60_000));
  }
  return page;
}

/** A fresh page with the generous waits of a busy machine (VISIBLE, and 60 s for a navigation). */
export function openPage(browser: Browser, width: number, options: Omit<NewPageOptions, 'timeout'> = {}): Promise<Page> {
  return newPage(browser, width, { ...options, timeout: VISIBLE.timeout });
}

/** The running app's screenshot folder (<app>/e2e/screenshots, named by the global setup). */
export function screenshotDir(): string {
  return inject('screenshotDir');
}

/** The path of a screenshot file `<name>.png` in the app's screenshot folder (the folder made). */
export function screenshotPath(name: string, dir: string = screenshotDir()): string {
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/**
 * Saves <dir>/<name>-<width>.png (not committed; the running app's e2e/screenshots unless a
 * folder is given) and returns its path.
 */
export async function screenshot(page: Page, name: string, dir: string = screenshotDir()): Promise<string> {
  const file = screenshotPath(`${name}-${page.viewportSize()?.width ?? 0}`, dir);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** One element alone (e.g. a calendar, to look at its days closely): <name>-<width>.png. */
export async function elementScreenshot(locator: Locator, name: string): Promise<string> {
  const file = screenshotPath(`${name}-${locator.page().viewportSize()?.width ?? 0}`);
  await locator.screenshot({ path: file });
  return file;
}

/**
 * After each failed test, what the page under test showed (`failed-<prefix>-<test name>`), for
 * whoever reads the failure. `current` gives the page of the moment (it may change per test).
 */
export function screenshotOnFailure(prefix: string, current: () => Page | undefined): void {
  afterEach(async ({ task }) => {
    const page = current();
    if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
    await screenshot(page, `failed-${prefix}-${task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
  });
}

/** A spec file's browser, and pages in it that become the page of the moment (see specBrowser). */
export interface SpecBrowser {
  /** The browser itself, launched before the file's tests: for a hook or a test, not the module's top. */
  readonly browser: Browser;
  /** newPage in the file's browser, the page of the moment from now on. */
  newPage(width: number, options?: NewPageOptions): Promise<Page>;
  /** openPage (a busy machine's generous waits) in the file's browser, the page of the moment from now on. */
  openPage(width: number, options?: Omit<NewPageOptions, 'timeout'>): Promise<Page>;
}

/**
 * A spec file's one browser, launched before its tests and closed after them (the hooks are
 * registered here, at the file's top). With a prefix, a failed test leaves a screenshot of the page
 * of the moment: the last one this newPage or openPage gave (a page the module's own openPage
 * opens in `browser` does not take its place). `closeAfterEach` closes that page after each test, for a spec opening
 * one per test in beforeEach: registered before the screenshot, as after-each hooks run
 * last-registered first, so the shot is taken before the close.
 */
export function specBrowser(prefix?: string, options: { closeAfterEach?: boolean } = {}): SpecBrowser {
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  if (options.closeAfterEach) {
    afterEach(async () => {
      await current?.context().close();
    });
  }
  if (prefix !== undefined) screenshotOnFailure(prefix, () => current);

  const launched = (): Browser => {
    if (!browser) throw new Error("The spec's browser is launched in beforeAll: use it in a hook or a test.");
    return browser;
  };
  const remember = async (page: Promise<Page>): Promise<Page> => (current = await page);
  return {
    get browser() {
      return launched();
    },
    newPage: (width, pageOptions) => remember(newPage(launched(), width, pageOptions)),
    openPage: (width, pageOptions) => remember(openPage(launched(), width, pageOptions)),
  };
}
