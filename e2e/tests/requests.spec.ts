import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoHorizontalScroll, openPage, waitForHydration } from '../support/pages';

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
  test('a wrong link: the token leaves the address bar, travels only in its header, and the page says the link is wrong', async ({ page }) => {
    const requests = recordRequests(page);
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
  });

  test('the wrong-link page offers Find my requests, which answers the same for any address and never puts it in a URL', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(`/request#${WRONG_TOKEN}`);
    await waitForHydration(page);
    await findMyRequests(page, 'nobody.known@example.org');
    expect(requests.filter((request) => request.url().includes('nobody.known'))).toEqual([]);
    const find = requests.find((request) => new URL(request.url()).pathname === '/api/request/find');
    expect(find?.method()).toBe('POST');
  });

  test('without a token the page is the Find my requests form', async ({ page }) => {
    await openPage(page, '/request', 'Your requests');
    await expect(page).toHaveTitle(/Your request/);
    await findMyRequests(page, 'someone@example.org');
  });

  for (const width of [375, 768, 1280]) {
    test(`at ${width} px the wrong-link page and the find form fit and pass axe`, async ({ page, checkA11y }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/request#${WRONG_TOKEN}`);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that request' })).toBeVisible();
      await waitForHydration(page);
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
      await findMyRequests(page, 'someone@example.org');
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
      await page.screenshot({ path: test.info().outputPath(`request-not-found-${width}.png`), fullPage: true });
    });
  }
});
