import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type MailingSite, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { openPage, signIn } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 14, members end to end in Chromium with a real SMTP peer on loopback: a visitor signs up on
 * Become a Member; the confirmation arrives with one-click unsubscribe headers and a visible link;
 * she confirms; the admin finds her on the Members screen, exports her row, sees her choose no
 * e-mail at all on the preferences page its link opens, and erases her, which the Audit log records.
 * On the way, each of her pages and the staff's Members screens fit at 375, 768 and 1280 px and pass axe.
 */
test.describe('members, end to end', () => {
  test.setTimeout(150_000);
  let site: MailingSite;

  test.beforeAll(async ({ newDatabase }) => {
    site = await startMailingSite(await newDatabase());
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Signs up through the form and returns the links of her confirmation e-mail. */
  async function signUp(page: Page, member: { first: string; last: string; email: string }) {
    await openPage(page, '/membership', 'Become a Member');
    await page.getByLabel('First Name').fill(member.first);
    await page.getByLabel('Last Name').fill(member.last);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Job Function').selectOption({ label: 'Translator' });
    await page.getByLabel('Vertical').selectOption({ label: 'Education' });
    await page.getByLabel('How did you hear about us?').selectOption({ label: 'An event' });
    await page.getByRole('checkbox', { name: /send me emails/ }).check();
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully submitted!' })).toHaveText('Successfully submitted!');
    await expect(page.getByText('Please check your inbox: we have sent you a link to confirm your membership.')).toBeVisible();
    const mail = await mailTo(site.peer, member.email, /^Please confirm your membership/);
    const link = (name: string) => new RegExp(`https?://\\S+/membership/${name}#[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0];
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    return {
      confirm: link('confirm')!,
      unsubscribe: link('unsubscribe')!,
      listUnsubscribe: header('list-unsubscribe'),
      listPost: header('list-unsubscribe-post'),
    };
  }

  test('a member confirms, staff find and export her, she unsubscribes, and her erasure is audited; the pages fit and pass axe', async ({
    browser,
    checkA11y,
  }) => {
    const member = { first: 'Gayathri', last: 'Krishnan', email: 'gayathri.members@example.org' };
    const visitor = await site.newPage(browser);
    const links = await signUp(visitor, member);
    expect(links.confirm).toBeTruthy();
    expect(links.listPost).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(links.listUnsubscribe).toContain('/api/membership/unsubscribe/one-click?token=');

    await visitor.goto(links.confirm);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Confirm your membership' })).toBeVisible();
    await expect(visitor.getByRole('status')).toHaveText('Your membership is confirmed. Welcome to the club!');
    expect(new URL(visitor.url()).hash).toBe('');
    await fitsAtEachWidth(visitor, { axe: checkA11y, axeAt: 375 });

    const admin = await site.newPage(browser);
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(admin).toHaveURL(/\/admin$/);
    // The operators' dashboard has the same screen as a tab (its page passes axe in staff.spec.ts).
    await admin.goto('/operator');
    await admin.getByRole('tab', { name: 'Members' }).click();
    await expect(admin.getByRole('tabpanel', { name: 'Members' }).getByText(/^Showing \d+ of \d+$/)).toBeVisible();
    await fitsAtEachWidth(admin, { axe: checkA11y, axeAt: 768, include: 'main' });
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Members' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
    await admin.getByLabel('Name or email').fill('gayathri');
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin.getByText('Showing 1 of 1')).toBeVisible();
    const card = admin.getByRole('listitem').filter({ hasText: member.email });
    await expect(card.getByRole('definition').first()).toHaveText('Yes');

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^Gayathri,Krishnan,gayathri\.members@example\.org,Translator,Education,,An event,Yes,Yes,/);

    // The e-mail's link opens her choices (issue 29); "No e-mail at all" is the old one-click unsubscribe.
    await visitor.goto(links.unsubscribe);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your e-mail choices' })).toBeVisible();
    await expect(visitor.getByText(`Hello ${member.first}`)).toBeVisible();
    expect(new URL(visitor.url()).hash).toBe('');
    await fitsAtEachWidth(visitor, { axe: checkA11y, axeAt: 768 });
    const noEmail = visitor.getByRole('region', { name: 'No e-mail at all' });
    await noEmail.getByRole('button', { name: 'No e-mail at all' }).click();
    await expect(noEmail.getByRole('status')).toHaveText('You are unsubscribed. The club will not send you member e-mails any more.');
    await fitsAtEachWidth(visitor, { axe: checkA11y, axeAt: 1280, include: 'main' });
    await admin.getByLabel('Email permission').selectOption('no');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Details of ${member.first} ${member.last}` }).click();
    await card.getByRole('button', { name: 'Erase member' }).click();
    await expect(card.getByRole('button', { name: 'Erase for good' })).toBeFocused();
    await fitsAtEachWidth(admin, { axe: checkA11y, axeAt: 375 });
    await card.getByRole('button', { name: 'Erase for good' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'The member has been erased.' })).toBeVisible();
    await expect(admin.getByText('No members match')).toBeVisible();

    await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Audit log' }).click();
    const log = admin.getByRole('region', { name: 'Audit log' }).getByRole('listitem');
    await expect(log.first()).toContainText('Member erased');
    await expect(log.first()).toContainText('ByAdministrator');
    await expect(log.nth(1)).toContainText('Members exported');
    await expect(log.nth(1)).toContainText('a search: 1 members');
    await expect(log.first()).not.toContainText('Gayathri');
  });
});
