import { expect, test } from '../support/fixtures';
import { startMailingSite, type MailingSite } from '../support/mail';
import { holdScripts } from '../support/held-scripts';
import { fitsAtEachWidth } from '../support/fits';
import { logIn, openPage, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 15, passwords in Chromium with a real SMTP peer on loopback: "Forgot your password?" on
 * Member Login, the link from the e-mail, a new password, the old session refused, and signing in
 * with the new one; then the new screens, and the admin's Audit log, at 375, 768 and 1280 px with axe.
 */
test.describe('forgot and reset password, end to end', () => {
  test.setTimeout(120_000);
  let site: MailingSite;
  const enabler = { name: 'Meera Pillai', email: 'meera.reset@example.org', password: 'enabler-reset-pass-1' };
  const newPassword = 'a fresh passphrase 2';

  test.beforeAll(async ({ newDatabase }) => {
    site = await startMailingSite(await newDatabase());
    const admin = await api<{ token: string }>('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await api('/api/admin/create-user', { ...enabler, role: 'enabler' }, admin.token);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  async function api<T>(path: string, body: object, token?: string): Promise<T> {
    const response = await fetch(`${site.server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path} answered ${response.status}`).toBe(true);
    return response.json() as Promise<T>;
  }

  /** The reset link of the newest reset e-mail to `to`, once it has arrived. */
  async function resetLinkTo(to: string, count: number): Promise<string> {
    const mails = () =>
      site.peer.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(to) && /Choose a new password/.test(mail.subject ?? ''));
    await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(count);
    const link = /https?:\/\/\S+\/reset-password#[A-Za-z0-9_-]{43}/.exec(mails().at(-1)?.text ?? '')?.[0];
    expect(link, 'the message carries the reset link').toBeTruthy();
    return link!;
  }

  test('a forgotten password is replaced through the e-mailed link; the old session ends', async ({ browser, checkA11y }) => {
    // Her session on another device, signed in with the old password.
    const other = await site.newPage(browser);
    await logIn(other, enabler.email, enabler.password);
    await expect(other).toHaveURL(/\/enabler$/);

    const page = await site.newPage(browser);
    await openPage(page, '/login', 'Member Login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(enabler.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses that address, we have sent it a link');
    await checkA11y(page);

    const link = await resetLinkTo(enabler.email, 1);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The token is taken out of the address bar at once.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed. Please sign in with it.');

    // The old session is refused: the next staff call ends it and shows Member Login.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);

    // The link works once.
    const again = await site.newPage(browser);
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect(again.getByRole('alert')).toContainText('has already been used');

    await logIn(page, enabler.email, enabler.password);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await logIn(page, enabler.email, newPassword);
    await expect(page).toHaveURL(/\/enabler$/);

    // Change password from the dashboard: her session goes on, the other one ends.
    const second = await site.newPage(browser);
    await logIn(second, enabler.email, newPassword);
    await expect(second).toHaveURL(/\/enabler$/);
    await page.getByRole('link', { name: 'Account' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password', { exact: true }).fill(enabler.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('every other session has ended');
    await page.goto('/enabler');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/enabler$/);
    await second.reload();
    await expect(second).toHaveURL(/\/login$/);
  });

  test('Forgot your password? is sent before the page scripts have run', async ({ browser }) => {
    const page = await site.newPage(browser);
    const held = await holdScripts(page);
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(enabler.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses that address, we have sent it a link');
    expect(new URL(page.url()).search).toBe('');
    held.release();
    await waitForHydration(page);
    await expect(page.getByRole('status')).toContainText('If an account uses that address, we have sent it a link');
    await resetLinkTo(enabler.email, 2);
  });

  test('the password screens and the Audit log fit at 375, 768 and 1280 px and pass axe', async ({ browser, checkA11y }) => {
    const page = await site.newPage(browser);
    await openPage(page, '/forgot-password', 'Forgot your password?');
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });

    await page.goto(`/reset-password#${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 768 });

    const { token, user } = await api<{ token: string; user: { role: string } }>('/api/auth/login', {
      email: enabler.email,
      password: enabler.password,
    });
    await page.evaluate(
      ([t, r]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('role', r!);
      },
      [token, user.role],
    );
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 1280 });

    // The admin's Audit log shows the reset asked for an account of its own.
    const admin = await api<{ token: string }>('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const audited = { name: 'Audited Enabler', email: 'audited.enabler@example.org', password: 'audited-enabler-pass-1', role: 'enabler' };
    await api('/api/admin/create-user', audited, admin.token);
    await api('/api/auth/forgot-password', { email: audited.email });
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('role', 'admin');
    }, admin.token);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit log' }).click();
    const line = page.getByRole('listitem').filter({ hasText: `Account: ${audited.name}` });
    await expect(line.getByText('Password reset requested')).toBeVisible();
    await expect(line.getByText('The person herself or the site')).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });
  });
});
