import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical accessibility violations axe finds on the page as it is now (WCAG 2.x A and AA). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
