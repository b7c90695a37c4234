import type { Browser, Page } from '@playwright/test';
import { requestFrom } from '../../scripts/lib/login-storm';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { logIn, signIn } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type ServerHandle } from '../support/server';

/**
 * Issue 16, finding 1, in Chromium: another client (127.0.0.9, a loopback address of its own) fails
 * five times on the admin's e-mail and is locked out of it; the admin still signs in from her
 * browser, sees the throttle on the Sign-in throttles screen, and clears it. The screen fits and
 * passes axe at 375, 768 and 1280 px. A server of its own, so that no other journey's failures show.
 */
const GUESSER = '127.0.0.9';

test.describe('the admin Sign-in throttles screen', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);
  let database: TestDatabase;
  let server: ServerHandle;

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    server = await startServer({ database });
  });
  test.afterAll(async () => server.stop());

  const guess = (email: string) =>
    requestFrom(new URL('/api/auth/login', server.url), 'POST', GUESSER, JSON.stringify({ email, password: 'a-guessed-password' }));

  /** The admin's screen, signed in through the form (`how`: logIn) or the API (signIn). */
  async function openThrottles(browser: Browser, how: typeof logIn): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } })).newPage();
    await how(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Sign-in throttles' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign-in throttles' })).toBeVisible();
    return page;
  }

  test("another address's guesses lock only that address; the admin signs in, sees the throttle and clears it", async ({ browser }) => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess(ADMIN_EMAIL)).status).toBe(401);
    const locked = await guess(ADMIN_EMAIL);
    expect(locked).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    // Her own browser is another client: her right password is not refused.
    const page = await openThrottles(browser, logIn);
    const table = page.getByRole('table', { name: 'Sign-in throttles, the most recent failure first' });
    const row = table.getByRole('row').filter({ hasText: ADMIN_EMAIL });
    await expect(row).toContainText(GUESSER);
    await expect(row).toContainText('5 from this address in all');
    await expect(row.locator('time')).toHaveCount(2);

    await row.getByRole('button', { name: `Clear the throttle of ${ADMIN_EMAIL} from ${GUESSER}` }).click();
    // (The screen and this question pass axe in the layout test below.)
    await expect(page.getByText(`Clear the throttle of ${ADMIN_EMAIL} from ${GUESSER}?`, { exact: false })).toBeFocused();
    await page.getByRole('button', { name: 'Yes, clear' }).click();
    await expect(page.getByRole('status')).toHaveText('Throttle cleared. That address may try that e-mail again now.');
    await expect(page.getByText('No sign-in throttles: nobody has failed to sign in in the last 15 minutes.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign-in throttles' })).toBeFocused();

    // The address may try again at once, and the clearing is in the Audit log.
    expect((await guess(ADMIN_EMAIL)).status).toBe(401);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit log' }).click();
    const line = page.getByRole('listitem').filter({ hasText: 'Sign-in throttle cleared' });
    await expect(line).toContainText('Sign-in throttle:');
    await expect(line).toContainText('5 failed sign-ins forgotten');
  });

  test('the Sign-in throttles screen and its question fit at 375, 768 and 1280 px and pass axe', async ({ browser, checkA11y }) => {
    const someone = 'someone.with.a.rather.long.address@example-organisation.org';
    expect((await guess(someone)).status).toBe(401);
    const page = await openThrottles(browser, signIn);
    await expect(page.getByRole('row').filter({ hasText: someone })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });
    await page.getByRole('button', { name: `Clear the throttle of ${someone} from ${GUESSER}` }).click();
    await expect(page.getByRole('button', { name: 'Yes, clear' })).toBeVisible();
    await expect(page.getByText(`Clear the throttle of ${someone} from ${GUESSER}?`, { exact: false })).toBeFocused();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 1280, include: 'main' });
  });
});
