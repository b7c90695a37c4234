import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { openPage, waitForHydration } from '../support/pages';

// A well-formed token (32 bytes, base64url) that no case has.
const WRONG_TOKEN = 'q5Yb7Wk3nRj0cX2vT8uL1eP4sA9dF6gH0iJ2kM3nO4p';
const NOT_FOUND = 'We could not find that request. The link may be wrong or expired.';
const FOUND = 'If we have open requests for that address, we have e-mailed you their links.';

/** Every request the page makes, to check that no URL ever carries the token or the address typed. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function findMyRequests(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Find my requests' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Send me my links' }).click();
  await expect(form.getByRole('status')).toHaveText(FOUND);
}

test.describe('the requester page', () => {
  test('without a token the page is the Find my requests form', async ({ page }) => {
    await openPage(page, '/request', 'Your requests');
    await expect(page).toHaveTitle(/Your request/);
    await findMyRequests(page, 'someone@example.org');
  });

  test('a wrong link: the token leaves the address bar and travels only in its header; the page offers Find my requests, which never puts the address in a URL; both fit at 375, 768 and 1280 px and pass axe', async ({
    page,
    checkA11y,
  }) => {
    const requests = recordRequests(page);
    await test.step('the token leaves the address bar, travels only in its header, and the page says the link is wrong', async () => {
      const response = await page.goto(`/request#${WRONG_TOKEN}`);
      // The page itself tells no other site where the visitor came from, and asks not to be listed.
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that request' })).toBeVisible();
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
      await expect(page).toHaveURL(/\/request$/);
      const lookup = requests.find((request) => new URL(request.url()).pathname === '/api/request');
      expect(lookup?.headers()['x-request-token']).toBe(WRONG_TOKEN);
      expect(lookup?.headers()).not.toHaveProperty('authorization');
      expect(requests.filter((request) => request.url().includes(WRONG_TOKEN))).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await waitForHydration(page);
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });
    });
    await test.step('Find my requests answers the same for any address and never puts it in a URL', async () => {
      await findMyRequests(page, 'nobody.known@example.org');
      expect(requests.filter((request) => request.url().includes('nobody.known'))).toEqual([]);
      const find = requests.find((request) => new URL(request.url()).pathname === '/api/request/find');
      expect(find?.method()).toBe('POST');
      expect(requests.filter((request) => request.url().includes(WRONG_TOKEN))).toEqual([]);
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 768, include: 'main' });
    });
  });
});
