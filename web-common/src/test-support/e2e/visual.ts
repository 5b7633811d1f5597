import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect, inject } from 'vitest';
import { screenshotPath } from './browser.ts';
import type {} from './global-setup.ts';
import { repoRoot } from './stack.ts';

/**
 * Visual regression checks (docs/testing.md, "Visual checks"): a page's viewport compared with its
 * committed baseline, <app>/e2e/baselines/<name>-<width>.png.
 */

export interface BaselineOptions {
  /**
   * What differs from run to run (today's date and dates from it, names stamped from the clock,
   * counts of what earlier specs made, toasts): painted over, in the baseline as in each run.
   */
  mask?: Locator[];
  /** The share of pixels that may differ, 0.005 (0.5 %) unless given. */
  tolerance?: number;
  /** Only this element, not the viewport: the stable part of a page too busy to compare whole. */
  element?: Locator;
}

const DEFAULT_TOLERANCE = 0.005;
/** pixelmatch's distance under which two pixels count as equal (0 to 1); anti-aliasing is not counted. */
const PIXEL_THRESHOLD = 0.1;
/**
 * A page may still be settling (an image decoding, a layout after a late answer): the shots taken
 * before a mismatch fails (or, for a new baseline, before the last is kept), and the pause between.
 */
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 700;

const relative = (file: string) => path.relative(repoRoot, file);

async function shoot(page: Page, options: BaselineOptions): Promise<Buffer> {
  // The images on screen have loaded (or failed): a half-decoded photo is not the page. Lazy ones
  // below the fold never load, so they are left out, and the wait has a cap.
  await page
    .evaluate(() => {
      const pending = [...document.images].filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight);
      return Promise.race([Promise.allSettled(pending.map((img) => img.decode())), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    })
    .catch(() => undefined);
  return (options.element ?? page).screenshot({ animations: 'disabled', caret: 'hide', mask: options.mask ?? [], scale: 'css' });
}

/** A shot of the page at rest, for a new baseline: taken again until two in a row are the same. */
async function stableShot(page: Page, options: BaselineOptions): Promise<Buffer> {
  let shot = await shoot(page, options);
  for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    const again = await shoot(page, options);
    if (again.equals(shot)) break;
    shot = again;
  }
  return shot;
}

/**
 * Compares what the page shows now (its viewport, or `options.element`) with the committed
 * baseline `<name>-<width>.png` of the app's e2e/baselines: more than `tolerance` of the pixels
 * differing, or another size, fails the test, with the actual image and a diff (differing pixels in
 * red) in the app's e2e/screenshots, named in the message. A soft failure: a sweep of pages goes on
 * and reports every page that changed. A missing baseline, or UPDATE_BASELINES=1, writes the
 * baseline instead, except in CI (CI set), where a missing baseline fails and none is written.
 */
export async function expectMatchesBaseline(page: Page, name: string, options: BaselineOptions = {}): Promise<void> {
  const file = `${name}-${page.viewportSize()?.width ?? 0}`;
  const baselineFile = path.join(inject('baselineDir'), `${file}.png`);
  const actualFile = screenshotPath(file);
  const diffFile = screenshotPath(`${file}.diff`);
  fs.rmSync(diffFile, { force: true });
  const exists = fs.existsSync(baselineFile);

  if (process.env.CI && !exists) {
    expect.soft(`no baseline ${relative(baselineFile)}`, 'make it with UPDATE_BASELINES=1 outside CI (docs/testing.md), and commit it').toBe('');
    return;
  }
  if (!process.env.CI && (!exists || process.env.UPDATE_BASELINES === '1')) {
    const shot = await stableShot(page, options);
    fs.mkdirSync(path.dirname(baselineFile), { recursive: true });
    fs.writeFileSync(baselineFile, shot);
    fs.writeFileSync(actualFile, shot);
    console.log(`wrote the baseline ${relative(baselineFile)}`);
    return;
  }

  const baselineBytes = fs.readFileSync(baselineFile);
  let baseline: PNG | undefined;
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    const shot = await shoot(page, options);
    fs.writeFileSync(actualFile, shot);
    // The same bytes are the same pixels: an unchanged page, the usual case, passes without decoding.
    if (shot.equals(baselineBytes)) return;
    baseline ??= PNG.sync.read(baselineBytes);
    const actual = PNG.sync.read(shot);
    const { width, height } = actual;
    if (width !== baseline.width || height !== baseline.height) {
      problem = `${file}: ${width}×${height} px, its baseline ${relative(baselineFile)} ${baseline.width}×${baseline.height} px; see ${relative(actualFile)}`;
      continue;
    }
    const differing = pixelmatch(baseline.data, actual.data, null, width, height, { threshold: PIXEL_THRESHOLD });
    if (differing <= Math.floor(width * height * tolerance)) return;
    const diff = new PNG({ width, height });
    pixelmatch(baseline.data, actual.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
    fs.writeFileSync(diffFile, PNG.sync.write(diff));
    const share = ((100 * differing) / (width * height)).toFixed(2);
    problem = `${file}: ${differing} pixels (${share} %) differ from ${relative(baselineFile)}, over the ${(tolerance * 100).toFixed(2)} % allowed; see ${relative(diffFile)} (differences in red) and ${relative(actualFile)}`;
  }
  expect.soft(problem, 'the page against its baseline (UPDATE_BASELINES=1 rewrites baselines: docs/testing.md)').toBe('');
}
