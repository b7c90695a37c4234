import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startMailingSite, type MailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { logIn, signIn } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 15, the admin's Users screen in Chromium: an admin deactivates an enabler who holds an
 * open case; the case is back in the operator's queue and the enabler's open session is refused.
 * Issue 26: an admin invites a person, who chooses her own password through the e-mailed link (a
 * resend ends the first link) and signs in. The screen, with an invitation, a long account and a
 * deactivation's question, and the accept page fit and pass axe at 375, 768 and 1280 px.
 */
const PASSWORD = 'users-e2e-password-1';
const unique = () => Math.random().toString(36).slice(2, 8);

async function api<T>(baseURL: string, path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response.json() as Promise<T>;
}

test.describe('the admin Users screen', () => {
  test.setTimeout(120_000);

  async function newPage(browser: Browser, baseURL: string): Promise<Page> {
    const context = await browser.newContext({ baseURL });
    return context.newPage();
  }

  async function openUsers(page: Page) {
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  }

  test('deactivating an enabler puts her open case back in the queue and ends her session', async ({ browser, baseURL, checkA11y }) => {
    const id = unique();
    const enabler = { name: `Anjali Nair ${id}`, email: `anjali.${id}@wfc.test`, password: PASSWORD, role: 'enabler' };
    const operator = { name: `Omana Das ${id}`, email: `omana.${id}@wfc.test`, password: PASSWORD, role: 'operator' };
    const question = `How do I register a food business? (${id})`;
    const admin = await api<{ token: string }>(baseURL!, '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const { user: created } = await api<{ user: { _id: string } }>(baseURL!, '/api/admin/create-user', enabler, admin.token);
    await api(baseURL!, '/api/admin/create-user', operator, admin.token);
    const help = await api<{ _id: string }>(baseURL!, '/api/help', {
      requesterName: 'Lekha Varma',
      requesterEmail: `lekha.${id}@example.org`,
      question,
    });
    await api(baseURL!, `/api/operator/assign/${help._id}`, { enablerId: created._id }, admin.token);

    // The enabler is signed in and sees her case.
    const hers = await newPage(browser, baseURL!);
    await signIn(hers, enabler.email, PASSWORD);
    await expect(hers).toHaveURL(/\/enabler$/);

    // The admin finds her on the Users screen and deactivates her.
    const page = await newPage(browser, baseURL!);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await openUsers(page);
    const search = page.getByRole('search', { name: 'Find accounts' });
    await search.getByLabel('Name or e-mail').fill(enabler.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: enabler.email });
    await expect(row).toContainText('Enabler');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate ${enabler.name}` }).click();
    // The question's page passes axe in the layout test below.
    const confirmation = row.getByText(/Her open cases go back to the queue/);
    await expect(confirmation).toBeFocused();
    await row.getByRole('button', { name: 'Yes, deactivate' }).click();
    await expect(row.getByRole('status')).toHaveText('Account deactivated. 1 open case went back to the queue.');
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button', { name: `Reactivate ${enabler.name}` })).toBeFocused();
    await checkA11y(page, { include: 'main' });

    // Her open session is refused at its next call.
    await hers.reload();
    await expect(hers).toHaveURL(/\/login$/);
    await logIn(hers, enabler.email, PASSWORD);
    await expect(hers.getByRole('alert')).toContainText('deactivated');

    // The case is back in the operator's queue, unassigned.
    const desk = await newPage(browser, baseURL!);
    await signIn(desk, operator.email, PASSWORD);
    await expect(desk).toHaveURL(/\/operator$/);
    const card = desk.getByRole('listitem').filter({ hasText: question });
    await expect(card).toContainText('Unassigned');
    await expect(card).toContainText('Pending');
  });
});

test.describe('inviting staff, with a real SMTP peer (issue 26)', () => {
  test.setTimeout(180_000);
  let site: MailingSite;

  test.beforeAll(async ({ newDatabase }) => {
    site = await startMailingSite(await newDatabase());
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** The invitation links e-mailed to `to` so far, once there are `count`. */
  async function inviteLinksTo(to: string, count: number): Promise<string[]> {
    const mails = () =>
      site.peer.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(to) && /You are invited to join/.test(mail.subject ?? ''));
    await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(count);
    return mails().map((mail) => /https?:\/\/\S+\/accept-invite#[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? '');
  }

  test('an admin invites a person, sends the invitation again, and she chooses her own password and signs in', async ({
    browser,
    checkA11y,
  }) => {
    const invitee = { name: 'Revathi Menon', email: `revathi.${unique()}@wfc.test` };
    const page = await site.newPage(browser);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const form = page.getByRole('region', { name: 'Invite user' });
    await expect(form.getByRole('heading', { name: 'Invite user' })).toBeFocused();
    await expect(form.getByLabel(/password/i)).toHaveCount(0);
    await form.getByLabel('Name').fill(invitee.name);
    await form.getByLabel('Email').fill(invitee.email);
    await form.getByLabel('Role').selectOption('enabler');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('status')).toContainText('Invitation sent.');
    const row = page.getByRole('listitem').filter({ hasText: invitee.email });
    await expect(row).toContainText('Invited');
    const [first] = await inviteLinksTo(invitee.email, 1);

    await row.getByRole('button', { name: `Resend invitation to ${invitee.name}` }).click();
    await expect(row.getByRole('status')).toHaveText('A new invitation was sent. The earlier link no longer works.');
    const [, second] = await inviteLinksTo(invitee.email, 2);

    // The first link no longer works; the second one lets her choose her password.
    const hers = await site.newPage(browser);
    await hers.goto(first!);
    await hers.getByLabel('New password', { exact: true }).fill('a walk by the backwaters');
    await hers.getByRole('button', { name: 'Set my password' }).click();
    await expect(hers.getByRole('alert')).toContainText('This invitation link is not valid');
    // A new document (a link that differs only after '#' would not load one).
    await hers.goto('about:blank');
    await hers.goto(second!);
    await expect(hers.getByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeVisible();
    await checkA11y(hers);
    await hers.getByLabel('New password', { exact: true }).fill('a walk by the backwaters');
    await hers.getByRole('button', { name: 'Set my password' }).click();
    await expect(hers.getByRole('status')).toContainText('Your password is set.');
    await logIn(hers, invitee.email, 'a walk by the backwaters');
    await expect(hers).toHaveURL(/\/enabler$/);

    await page.reload();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: invitee.email })).toContainText('Active');
  });

  test('the Users screen with an invitation sent, a long account and a deactivation asked, and the accept page, fit at 375, 768 and 1280 px and pass axe', async ({
    browser,
    checkA11y,
  }) => {
    // A long name and address for the list, made through the API.
    const admin = await api<{ token: string }>(site.server.url, '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const long = {
      name: `Wide Named Enabler With A Long Name ${unique()}`,
      email: `a.very.long.address.for.wrapping.${unique()}@example-organisation.org`,
      password: PASSWORD,
      role: 'enabler',
    };
    await api(site.server.url, '/api/admin/create-user', long, admin.token);
    const page = await site.newPage(browser);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const email = `wide.${unique()}@a-long-organisation-name.example.org`;
    const form = page.getByRole('region', { name: 'Invite user' });
    await form.getByLabel('Name').fill('An Invited Person With A Long Name');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Invited');
    await expect(page.getByRole('listitem').filter({ hasText: long.email })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });

    const row = page.getByRole('listitem').filter({ hasText: long.email });
    await row.getByRole('button', { name: `Deactivate ${long.name}` }).click();
    await expect(row.getByRole('button', { name: 'Yes, deactivate' })).toBeVisible();
    await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 768, include: 'main' });

    const [link] = await inviteLinksTo(email, 1);
    const hers = await site.newPage(browser);
    await hers.goto(link!.replace(/^https?:\/\/[^/]+/, '').replace('/accept-invite', '/ml/accept-invite'));
    await expect(hers.getByRole('heading', { level: 1, name: 'ടീമിലേക്ക് സ്വാഗതം' })).toBeVisible();
    await fitsAtEachWidth(hers, { axe: checkA11y, axeAt: 1280 });
  });
});
