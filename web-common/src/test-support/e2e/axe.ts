import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { noToastLeft, settled } from './waits.ts';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's account of the first node (for colour contrast: the colours and the ratio found). */
  summary: string;
}

/**
 * axe's experimental rules run only when asked for. Label in name (WCAG 2.5.3: a control's
 * accessible name contains its visible text) is one of them, and is asked for here.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/**
 * The serious and critical accessibility violations axe finds on the page as it is now: every rule
 * axe runs by default (WCAG 2.x A and AA, and its best practices) plus the experimental ones above.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
}

/**
 * Fails the test when axe finds a serious or critical violation on the page, once the page's
 * finite animations have run out (a colour checked mid-fade is not the colour shown); `what`
 * names the screen. `afterToasts`: checked once no toast is left. A toast from the step before
 * sits outside an open dialog, which hides the rest of the page from assistive technology, while
 * its close button stays focusable: axe would report that pairing, not the page under test.
 */
export async function expectNoSeriousViolations(page: Page, what: string, options: { afterToasts?: boolean } = {}): Promise<void> {
  if (options.afterToasts) await noToastLeft(page);
  await settled(page.locator('body'));
  const found = await seriousViolations(page);
  // The findings in the message itself: a run's summary shows the message, not the diff.
  expect(found, `axe on ${what}: ${JSON.stringify(found)}`).toEqual([]);
}
