import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, linkIn, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { expectNoHorizontalScroll, signIn, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 29, in Chromium with a real SMTP peer on loopback: the admin writes a newsletter in English
 * and Malayalam for the members of "Events", previews it in both languages, sends herself a test and
 * sends it; a member who reads e-mail in Malayalam gets hers in Malayalam, reads it on the site at
 * 375 px, and leaves its topic from the e-mail's link, keeping her other one. The members join
 * through the API (the membership form has its own journeys).
 */
test.describe('the club writes to its members', () => {
  test.setTimeout(90_000);
  let site: MailingSite;
  let database: TestDatabase;
  const subject = 'Pricing workshop in Kochi, 12 December';
  const mlSubject = 'കൊച്ചിയിൽ വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12';
  const members = [
    { firstName: 'Anju', lastName: 'Kurian', email: 'anju.newsletter@example.org', language: 'en' },
    { firstName: 'Lekha', lastName: 'Menon', email: 'lekha.newsletter@example.org', language: 'ml' },
  ];

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    site = await startMailingSite(database);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Joins and confirms, her e-mail in `language` (the language of the page she joined from). */
  async function join(member: (typeof members)[number]) {
    const headers = { 'Content-Type': 'application/json', 'Accept-Language': member.language };
    const body = {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      jobFunction: 'translator',
      vertical: 'tech',
      interests: ['events', 'network'],
      hearAbout: 'event',
      emailPermission: true,
    };
    expect((await fetch(`${site.server.url}/api/membership`, { method: 'POST', headers, body: JSON.stringify(body) })).status).toBe(201);
    const mail = await mailTo(site.peer, member.email, /./);
    const token = /\/membership\/confirm#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(
      (await fetch(`${site.server.url}/api/membership/confirm`, { method: 'POST', headers, body: JSON.stringify({ token }) })).status,
    ).toBe(200);
  }

  test('writes, previews, tests and sends it; a member reads hers in Malayalam and leaves its topic', async ({ browser, checkA11y }) => {
    for (const member of members) await join(member);

    // 1. The admin writes it, in English and Malayalam, for Events: it reaches both members.
    const admin = await site.newPage(browser);
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto('/admin/newsletters');
    await admin.getByRole('button', { name: 'New newsletter' }).click();
    await admin.getByLabel('Subject', { exact: true }).fill(subject);
    await admin.getByLabel(/^Preheader \(the line/).fill('An evening on pricing your translation work');
    await admin
      .getByRole('textbox', { name: /^Text \(Markdown/ })
      .fill('## Pricing your work\n\nJoin us at the Kochi hub for an evening on **pricing**.');
    await admin.getByLabel(/^Write a Malayalam version/).check();
    await admin.getByLabel('Subject (Malayalam)').fill(mlSubject);
    await admin.getByRole('textbox', { name: /^Text \(Malayalam\)/ }).fill('## നിങ്ങളുടെ ജോലിക്ക് വില\n\nകൊച്ചി ഹബ്ബിൽ ഒരു സായാഹ്നം.');
    await admin
      .getByRole('group', { name: /^Topics/ })
      .getByLabel('Events')
      .check();
    await expect(admin.getByText('This will reach 2 members.')).toBeVisible();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByRole('button', { name: 'Send me a test' })).toBeEnabled();
    // Before the preview's frame exists: axe cannot look into a sandboxed frame (the e-mail is checked on its own below).
    await checkA11y(admin);

    // 2. The preview, in each language.
    await admin.getByRole('button', { name: 'Show the preview' }).click();
    await expect(
      admin.frameLocator('iframe[title="The e-mail in English, as wide as a phone"]').getByRole('heading', { name: 'Pricing your work' }),
    ).toBeVisible();
    await admin.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Malayalam' }).click();
    await expect(
      admin
        .frameLocator('iframe[title="The e-mail in Malayalam, as wide as a phone"]')
        .getByRole('heading', { name: 'നിങ്ങളുടെ ജോലിക്ക് വില' }),
    ).toBeVisible();

    // 3. A test to herself, in both languages, then the real thing.
    await admin.getByRole('button', { name: 'Send me a test' }).click();
    await expect(admin.getByText('A test is on its way to your own address.')).toBeVisible();
    expect((await mailTo(site.peer, ADMIN_EMAIL, /^\[Test\]/)).subject).toBe(`[Test] ${subject}`);
    await admin.getByRole('button', { name: 'Send now' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
    await expect(admin.getByText('Sending has started.')).toBeVisible();
    await expect(admin.getByText('Status: Sent')).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByRole('progressbar', { name: 'Done: 2 of 2 members' })).toBeVisible();

    // 4. Each member's copy in her language; Lekha's is in Malayalam, and she reads it on the site on her phone.
    expect((await mailTo(site.peer, members[0]!.email, /Pricing workshop/)).subject).toBe(subject);
    const hers = await mailTo(site.peer, members[1]!.email, /ശിൽപ്പശാല/);
    expect(hers.subject).toBe(mlSubject);
    const phone = await site.newPage(browser, 375);
    await phone.goto(linkIn(hers, /\/ml\/newsletters\/[a-z0-9-]+/));
    await expect(phone.getByRole('heading', { level: 1, name: mlSubject })).toBeVisible();
    await expect(phone.getByText('കൊച്ചി ഹബ്ബിൽ ഒരു സായാഹ്നം.')).toBeVisible();
    await expectNoHorizontalScroll(phone);
    await checkA11y(phone);

    // 5. From her e-mail's own link she leaves Events and keeps Networking.
    await phone.goto(linkIn(hers, /\/ml\/membership\/unsubscribe#[A-Za-z0-9_-]{43}/));
    await waitForHydration(phone, 'main h2');
    await expect(phone).not.toHaveURL(/#/);
    await phone.getByRole('button', { name: /പരിപാടികൾ/ }).click();
    await expect(phone.getByRole('checkbox', { name: 'പരിപാടികൾ' })).not.toBeChecked();
    await expect(phone.getByRole('checkbox', { name: 'നെറ്റ്‌വർക്കിങ്' })).toBeChecked();
    await expectNoHorizontalScroll(phone);
    await checkA11y(phone);

    // The admin's screen counts her as unsubscribed since.
    await admin.reload();
    await admin
      .getByRole('button', { name: new RegExp(subject) })
      .first()
      .click();
    await expect(admin.getByText('Unsubscribed since')).toBeVisible();
  });

  test.describe('layouts', () => {
    let slug = '';
    test.beforeAll(async () => {
      await join({ firstName: 'Sara', lastName: 'Joseph', email: 'sara.layout@example.org', language: 'en' });
      const login = await fetch(`${site.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const body = {
        subject: 'Layout check: a fairly long subject that has to wrap on a phone',
        body: '## A heading\n\nA paragraph with a [link](/events).',
        topics: ['network'],
      };
      const created = (await (
        await fetch(`${site.server.url}/api/admin/newsletters`, { method: 'POST', headers, body: JSON.stringify(body) })
      ).json()) as { _id: string; slug: string };
      slug = created.slug;
      expect(
        (await fetch(`${site.server.url}/api/admin/newsletters/${created._id}/send`, { method: 'POST', headers, body: '{}' })).status,
      ).toBe(202);
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${site.server.url}/api/admin/newsletters/${created._id}`, { headers })).json()) as { status: string })
              .status,
          { timeout: 20_000 },
        )
        .toBe('sent');
    });

    // One sign-in and one visit a screen, the window resized between widths (issue 39); axe once a
    // screen, on the staff screen's own region after the first.
    test("the Newsletters screen, the archive and a newsletter's page fit at 375, 768 and 1280 px and pass axe", async ({
      browser,
      checkA11y,
    }) => {
      const page = await site.newPage(browser, 375);
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.goto('/admin/newsletters');
      await expect(page.getByRole('button', { name: 'New newsletter' })).toBeVisible();
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375 });
      await page
        .getByRole('button', { name: /^Layout check/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 768, include: 'main' });
      await page.getByRole('button', { name: 'Back to the newsletters' }).click();
      await page.getByRole('button', { name: 'New newsletter' }).click();
      await expect(page.getByRole('textbox', { name: /^Text \(Markdown/ })).toBeVisible();
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt: 375, include: 'main' });
      for (const [path, axeAt] of [
        ['/newsletters', 1280],
        [`/newsletters/${slug}`, 768],
        ['/ml/newsletters', 375],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        await fitsAtEachWidth(page, { axe: checkA11y, axeAt });
      }
    });
  });
});
