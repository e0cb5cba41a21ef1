import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The widths every screen is checked at: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;

/** Saves full-page screenshots of the current page at each width to e2e/screenshots/ (git-ignored). */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  // From the top: a full-page capture of a scrolled page draws sticky headers half-way down.
  await page.evaluate('window.scrollTo(0, 0)');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves what the viewport shows now (an open dialog, a panel scrolled into view) as e2e/screenshots/{name}.png. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
}
