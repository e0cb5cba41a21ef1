import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it stands and fails on any serious or critical violation, naming the
 * rule, the elements and the page, so the report says what to fix.
 */
export async function audit(page: Page, name: string): Promise<void> {
  // Entry animations (toasts, dialogs) finish instantly: axe must see the final colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')} :: ${n.html.slice(0, 160)} :: ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n  ')}`,
  );
  // Soft: one run lists every page's violations, not only the first page's.
  expect.soft(report, `${name} at ${page.viewportSize()?.width}px`).toEqual([]);
}
