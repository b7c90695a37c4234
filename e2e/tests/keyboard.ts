import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('The element was not reachable with the keyboard');
}
