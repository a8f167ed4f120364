import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
/** The narrowest phone every screen must fit without scrolling sideways (issue 5). */
export const NARROW = { width: 360, height: 780 } as const;

const screenshotDir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical accessibility issues').toEqual([]);
}

/**
 * Writes a screenshot of the current screen at phone and desktop size into tests/e2e/artifacts/screenshots,
 * runs the accessibility scan at both sizes (layouts differ, so do their issues), and checks that the
 * screen fits a 360 px wide phone without scrolling sideways. An open dialog is
 * best taken with `fullPage: false`: its backdrop covers the window, not a long page below it.
 */
export async function captureScreen(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    // The shot before the scan: a timed screen (a countdown) is then shot as it was when the capture began.
    await page.screenshot({
      path: join(screenshotDir, `${name}-${label}.png`),
      fullPage,
      animations: 'disabled',
    });
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize(NARROW);
  // Polled: a screen in motion (the letter roll, a dialog opening) may stick out for a moment; a layout
  // that does not fit stays wrong. An open dialog locks the page's scrolling, so then the dialog must fit.
  await expect.poll(() => page.evaluate(elementsWiderThanTheWindow), { timeout: 5_000 }).toEqual([]);
  if (original) await page.setViewportSize(original);
}

/** Up to three elements that stick out to the right of the window (of the open dialog, if one is open). */
function elementsWiderThanTheWindow(): string[] {
  const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
  if (!dialog && document.documentElement.scrollWidth <= window.innerWidth) return [];
  return Array.from((dialog ?? document.body).querySelectorAll('*'))
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
}
