import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80) {
  const focused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  for (let i = 0; i < limit; i += 1) {
    if (await focused()) return;
    await page.keyboard.press(key);
  }
  if (!(await focused())) throw new Error('The element was not reachable with the keyboard');
}
