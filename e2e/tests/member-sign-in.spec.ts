import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, createAccountAsAdmin, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { expectNoHorizontalScroll, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 28, in Chromium with a real SMTP peer on loopback: someone who asked for help joins,
 * confirms, and signs in by her e-mailed link; in a second browser (a phone) she signs in by the
 * code of another e-mail, reads the enabler's reply to her earlier request and answers it, changes
 * her topics and language, downloads her data, signs out everywhere, signs in again and deletes
 * her membership. Her help request is made through the API (the help form has its own journeys).
 */
test.describe('a member signs in by e-mail', () => {
  test.setTimeout(180_000);
  let site: MailingSite;
  let database: TestDatabase;
  const member = { first: 'Meera', last: 'Pillai', email: 'meera.member@example.org' };
  const question = 'How do I budget for Malayalam voice-over on a product video?';
  const reply = 'Plan for two takes and a review round; ask for a per-minute rate.';

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    site = await startMailingSite(database);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  const api = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${site.server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };

  /** Her help request, assigned by the admin and answered by an enabler: the data the journey reads. */
  async function askAndGetAnAnswer() {
    const enabler = { name: 'Lakshmi Varma', email: 'lakshmi.member-journey@example.org', password: 'enabler-journey-pass-1' };
    await createAccountAsAdmin(site.server, { ...enabler, role: 'enabler' });
    const asked = await api('/api/help', { requesterName: `${member.first} ${member.last}`, requesterEmail: member.email, question });
    const admin = (await api('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).token as string;
    const enablerId = (
      (await (await fetch(`${site.server.url}/api/operator/enablers`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
        _id: string;
        email: string;
      }[]
    ).find((row) => row.email === enabler.email)?._id;
    await api(`/api/operator/assign/${String(asked._id)}`, { enablerId }, admin);
    const enablerToken = (await api('/api/auth/login', { email: enabler.email, password: enabler.password })).token as string;
    await api(`/api/enabler/cases/${String(asked._id)}/messages`, { body: reply }, enablerToken);
  }

  const linkIn = (mail: ParsedMail, path: RegExp) => {
    const link = new RegExp(`https?://\\S+${path.source}#[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0];
    expect(link, 'the message carries the link').toBeTruthy();
    return link!;
  };
  // The code follows a colon, in either language ("…on the sign-in page: 123456").
  const codeIn = (mail: ParsedMail) => /:\s*(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
  // Its subject in English, or in Malayalam once she chose it for her e-mail.
  const SIGN_IN_SUBJECT = /^(Sign in to Women Founders Club|Women Founders Club-ൽ സൈൻ ഇൻ ചെയ്യുക)$/;

  /** Runs `ask`, then waits for the new sign-in e-mail to `to` (other mail may arrive meanwhile) and returns it. */
  async function newSignInMail(to: string, ask: () => Promise<unknown>) {
    const signInMails = () =>
      site.peer.received.filter((mail) => JSON.stringify(mail.to).includes(to) && SIGN_IN_SUBJECT.test(mail.subject ?? ''));
    const before = signInMails().length;
    await ask();
    await expect.poll(() => signInMails().length, { timeout: 30_000 }).toBe(before + 1);
    return signInMails()[before]!;
  }

  /** Asks /memberlogin for a sign-in e-mail, with the keyboard alone, and returns it once it arrived. */
  async function askForSignInMail(page: Page) {
    return newSignInMail(member.email, async () => {
      await page.goto('/memberlogin');
      await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible();
      await waitForHydration(page);
      await page.getByLabel('Email').focus();
      await page.keyboard.type(member.email);
      await page.keyboard.press('Enter');
      await expect(
        page.getByText('If this address is known to us, we have sent it an e-mail with a sign-in link and a code. Both work for 24 hours.'),
      ).toBeVisible();
    });
  }

  async function signInByCode(page: Page, subject = 'Sign in to Women Founders Club') {
    const mail = await askForSignInMail(page);
    expect(mail.subject).toBe(subject);
    await expect(page.getByRole('heading', { name: 'Enter the code from the e-mail' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await page.getByLabel('Code (6 digits)').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/member$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your page' })).toBeVisible();
  }

  test('joins, signs in by link and by code, answers her request, changes her e-mail, takes her data and leaves', async ({ browser }) => {
    await askAndGetAnAnswer();

    // 1. She joins on the membership page and confirms by the e-mailed link.
    const laptop = await site.newPage(browser);
    await laptop.goto('/membership');
    await waitForHydration(laptop);
    await laptop.getByLabel('First Name').fill(member.first);
    await laptop.getByLabel('Last Name').fill(member.last);
    await laptop.getByLabel('Email', { exact: true }).fill(member.email);
    await laptop.getByLabel('Job Function').selectOption({ label: 'Translator' });
    await laptop.getByLabel('Vertical').selectOption({ label: 'Tech' });
    await laptop.getByLabel('How did you hear about us?').selectOption({ label: 'An event' });
    await laptop.getByLabel('Networking').check();
    await laptop.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(laptop.getByText('Successfully submitted!')).toBeVisible();
    await laptop.goto(linkIn(await mailTo(site.peer, member.email, /confirm your membership/), /\/membership\/confirm/));
    await expect(laptop.getByText('Your membership is confirmed. Welcome to the club!')).toBeVisible();

    // 2. "Already a member? Log in" leads to the member sign-in; the e-mailed link signs her in.
    await laptop.goto('/membership');
    await laptop.getByRole('main').getByRole('link', { name: 'Already a member? Log in' }).click();
    await expect(laptop).toHaveURL(/\/memberlogin$/);
    await expect(laptop.getByRole('link', { name: /staff account/ })).toHaveAttribute('href', '/login');
    const signInLink = linkIn(await askForSignInMail(laptop), /\/member\/sign-in/);
    await laptop.goto(signInLink);
    await expect(laptop).toHaveURL(/\/member$/);
    await expect(laptop.getByRole('heading', { level: 1, name: 'Your page' })).toBeVisible();
    await expect(laptop.getByLabel('First Name')).toHaveValue(member.first);
    await expect(laptop.getByRole('navigation').first().getByRole('link', { name: 'My page' })).toBeVisible();

    // 3. On her phone, by the same link within its ten minutes (it signs in three times at most, and
    // a day brings one address three sign-in e-mails at most: issue 38): the earlier request and the
    // enabler's reply, answered in place. The code signs her in at step 7.
    const phone = await site.newPage(browser, 375);
    await phone.goto(signInLink);
    await expect(phone).toHaveURL(/\/member$/);
    await expect(phone.getByRole('heading', { level: 1, name: 'Your page' })).toBeVisible();
    await expectNoHorizontalScroll(phone);
    await phone.getByRole('button', { name: question }).click();
    await expect(phone.getByText(reply)).toBeVisible();
    await phone.getByRole('textbox', { name: 'Your message' }).fill('Thank you, that helps. I will ask for two takes.');
    await phone.getByRole('button', { name: 'Send reply' }).click();
    await expect(phone.getByText('Your reply has been sent.')).toBeVisible();
    await expect(phone.getByText('Thank you, that helps. I will ask for two takes.')).toBeVisible();
    await mailTo(site.peer, 'lakshmi.member-journey@example.org', /./);

    // 4. Her topics and the language of her e-mail.
    await phone.getByLabel('Networking').uncheck();
    await phone.getByRole('checkbox', { name: 'Events' }).check();
    await phone.getByRole('radio', { name: 'മലയാളം' }).check();
    await phone.getByRole('button', { name: 'Save my choices' }).click();
    await expect(phone.getByText('Your e-mail choices are saved.')).toBeVisible();
    await phone.reload();
    await expect(phone.getByRole('checkbox', { name: 'Events' })).toBeChecked();
    await expect(phone.getByLabel('Networking')).not.toBeChecked();
    await expect(phone.getByRole('radio', { name: 'മലയാളം' })).toBeChecked();

    // 5. Her data, as a file.
    const download = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'Download my data' }).click();
    const file = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as {
      email: string;
      membership: { interests: string[]; locale: string };
      helpRequests: { question: string; messages: { body: string }[] }[];
    };
    expect(file.email).toBe(member.email);
    expect(file.membership).toMatchObject({ interests: ['events'], locale: 'ml' });
    expect(file.helpRequests[0]?.question).toBe(question);
    expect(file.helpRequests[0]?.messages.map((message) => message.body)).toEqual([
      reply,
      'Thank you, that helps. I will ask for two takes.',
    ]);

    // 6. Two devices; signing out everywhere ends the laptop's session too.
    const devices = phone.locator('#devices li');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText('This device');
    await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(phone.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await laptop.reload();
    await expect(laptop.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(laptop.getByLabel('First Name')).toHaveCount(0);

    // 7. Signed in again (her e-mail now in Malayalam), she deletes her membership after confirming; her request stays hers.
    await signInByCode(phone, 'Women Founders Club-ൽ സൈൻ ഇൻ ചെയ്യുക');
    await phone.getByRole('button', { name: 'Delete my membership' }).click();
    await expect(phone.getByText('Delete your membership? This cannot be undone.')).toBeFocused();
    await phone.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(phone.getByText(/Your membership is deleted and you are signed out/)).toBeVisible();
    await signInByCode(phone);
    await expect(phone.getByRole('link', { name: 'Become a Member' })).toBeVisible();
    await expect(phone.getByRole('button', { name: question })).toBeVisible();
  });

  /** A member with a help request, signed in through the API in a browser of her own (the journey above signs in through the pages). */
  const layoutMember = 'devika.layout@example.org';
  async function signedInPage(browser: Browser) {
    const page = await site.newPage(browser);
    const mail = await newSignInMail(layoutMember, async () =>
      expect((await page.request.post('/api/member/sign-in', { data: { email: layoutMember } })).status()).toBe(202),
    );
    const code = codeIn(mail);
    expect((await page.request.post('/api/member/sign-in/code', { data: { email: layoutMember, code } })).status()).toBe(200);
    return page;
  }

  test.describe('layouts', () => {
    test.beforeAll(async () => {
      await api('/api/membership', {
        firstName: 'Devika',
        lastName: 'Rao',
        email: layoutMember,
        jobFunction: 'management',
        vertical: 'education',
        interests: ['mentor'],
        hearAbout: 'social',
        emailPermission: true,
      });
      await api('/api/help', {
        requesterName: 'Devika Rao',
        requesterEmail: layoutMember,
        question: 'Where do I find a co-founder who knows localization?',
      });
    });

    test('the sign-in steps and her page fit at 375, 768 and 1280 px and pass axe', async ({ browser, checkA11y }) => {
      const page = await site.newPage(browser);
      await page.goto('/memberlogin');
      await waitForHydration(page);
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });
      await page.getByRole('button', { name: 'I have a code' }).click();
      await expect(page.getByLabel('Code (6 digits)')).toBeVisible();
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 768, include: 'main' });

      const own = await signedInPage(browser);
      await own.goto('/member');
      await expect(own.getByRole('heading', { level: 1, name: 'Your page' })).toBeVisible();
      await expect(own.locator('#devices li').first()).toBeVisible();
      await own.getByRole('button', { name: 'Where do I find a co-founder who knows localization?' }).click();
      await expect(own.getByRole('textbox', { name: 'Your message' })).toBeVisible();
      await fitsAtEachWidth(own, { axe: checkA11y, axeAt: 1280 });
    });
  });
});
