import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe-scan';

// The scan every screen goes through must itself find what it is there to find.
test('the accessibility scan finds a nameless button and text too faint to read', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Scan</title></head><body><main>' +
      '<button></button><p style="color:#eee;background:#fff">faint</p></main></body></html>',
  );
  const ids = (await axeViolations(page)).map((violation) => violation.id);
  expect(ids).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  expect(await axeViolations(page, ['color-contrast'])).toHaveLength(1);
});
