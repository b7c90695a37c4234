import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element at `selector` (the page's main heading by default),
 * so that typing, clicks and timers reach their handlers rather than the prerendered HTML.
 */
export async function waitForHydration(page: Page, selector = 'main h1') {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** Opens `path`, checks its level-1 heading reads `heading`, and waits for hydration. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** Logs in through the Member Login form. */
export async function logIn(page: Page, email: string, password: string) {
  await openPage(page, '/login', 'Member Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fails when the page is wider than the viewport (a horizontal scroll bar). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}
