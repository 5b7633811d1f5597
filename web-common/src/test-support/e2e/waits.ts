import type { Locator, Page } from 'playwright-core';

/**
 * Waiting on what a person would see, with a generous cap for a busy machine (two cores shared
 * with the whole stack): the specs of both apps.
 */
export const VISIBLE = { timeout: 45_000 };

/** Waits until the locator is shown (VISIBLE's cap unless another is given), and returns it. */
export async function visible(locator: Locator, timeout: number = VISIBLE.timeout): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
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
      const moving = element.getAnimations({ subtree: true }).filter((animation) => animation.playState !== 'finished' && animation.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) return;
      await Promise.allSettled(moving.map((animation) => animation.finished));
    }
  });
}

/**
 * Waits until nothing inside `locator` says it is loading (`aria-busy="true"`): a list that keeps
 * its previous rows while the next answer loads marks itself busy, and rows read before then are
 * the old ones.
 */
export async function idle(locator: Locator): Promise<void> {
  await locator
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', ...VISIBLE });
}

/** A toast closes by itself after a few seconds: waits until the one saying `text` has. */
export async function toastGone(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor({ state: 'hidden', ...VISIBLE });
}

/** Waits until no toast is left on the page (one from the step before would be checked by axe with the page). */
export async function noToastLeft(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout });
}
