import type { Page } from '@playwright/test';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, linkIn, mailTo, startMailingSite } from '../support/mail';
import { type JourneyMember, joinAndSignIn } from '../support/members';
import { atEachWidth, expectNoHorizontalScroll, waitForHydration } from '../support/pages';

/**
 * Issue 42, with a real SMTP peer on loopback: two members list themselves from their own pages
 * (Anjali at 1280 px in English, Revathi on a 375 px phone in Malayalam); a third, Meera, finds
 * Revathi by a tag and asks for an introduction; Revathi accepts from her e-mail's link, and one
 * introduction e-mail reaches both with each one's address. Then Anjali blocks Meera (Meera no
 * longer finds her) and Revathi's report of a card reaches the staff. Joining and signing in go
 * through the API (their own journeys test them); Meera's card is saved through the API too.
 */
test.describe('members find each other', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(150_000);
  let site: MailingSite;
  let database: TestDatabase;
  const anjali: JourneyMember = { firstName: 'Anjali', lastName: 'Kurian', email: 'anjali.directory@example.org' };
  const revathi: JourneyMember = { firstName: 'Revathi', lastName: 'Nambiar', email: 'revathi.directory@example.org', locale: 'ml' };
  const meera: JourneyMember = { firstName: 'Meera', lastName: 'Joseph', email: 'meera.directory@example.org' };
  const pages = {} as Record<'anjali' | 'revathi' | 'meera', Page>;

  test.beforeAll(async ({ newDatabase, browser }) => {
    database = await newDatabase();
    site = await startMailingSite(database);
    pages.anjali = await site.newPage(browser, 1280);
    pages.revathi = await site.newPage(browser, 375);
    pages.meera = await site.newPage(browser, 1280);
    await joinAndSignIn(site, pages.anjali.context(), anjali);
    await joinAndSignIn(site, pages.revathi.context(), revathi);
    await joinAndSignIn(site, pages.meera.context(), meera);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Meera's card, saved through the API from her signed-in browser (setup: her page's form is Anjali's and Revathi's step). */
  async function listMeeraThroughTheApi() {
    // The context's request client carries her session's cookie, as her page's calls do.
    const request = pages.meera.context().request;
    const me = (await (await request.get('/api/member/me')).json()) as { csrfToken: string };
    const saved = await request.put('/api/member/listing', {
      headers: { 'X-CSRF-Token': me.csrfToken },
      data: {
        listed: true,
        name: 'Meera Joseph',
        company: 'Kayal Localisation',
        role: 'Founder',
        canHelp: 'Pricing translation work for small studios',
        canHelpTags: ['pricing'],
        shown: ['companyRole', 'canHelp'],
      },
    });
    expect(saved.status()).toBe(200);
  }

  test('two list themselves, a third finds one by a tag, and an accepted introduction reaches both', async () => {
    // Anjali, in English on a wide screen: her card shows her company, role and what she can help with.
    const anjaliPage = pages.anjali;
    await anjaliPage.goto('/member');
    await waitForHydration(anjaliPage);
    const listing = anjaliPage.locator('#listing');
    await listing.getByRole('button', { name: 'Turn on my card' }).click();
    await listing.locator('input[name="company"]').fill('Onam Subtitles');
    await listing.locator('input[name="role"]').fill('Managing director');
    await listing.getByLabel('Show my company and role').check();
    await listing.locator('[name="canHelp"]').fill('Building a subtitling team from scratch');
    await listing.locator('[name="canHelpTags"]').fill('subtitles, hiring');
    await listing.getByLabel('Show what I can help with').check();
    await expect(listing.getByText('Onam Subtitles').last()).toBeVisible();
    await listing.getByRole('button', { name: 'Save and show my card' }).click();
    await expect(listing.getByRole('status')).toContainText('Your card is in the directory. Members who are signed in can see it.');

    // Revathi, on a phone in Malayalam: her texts are hers, written in Malayalam.
    const revathiPage = pages.revathi;
    await revathiPage.goto('/ml/member');
    await waitForHydration(revathiPage);
    const mine = revathiPage.locator('#listing');
    await mine.getByRole('button', { name: 'എന്റെ കാർഡ് ഓണാക്കുക' }).click();
    await mine.locator('select[name="textLocale"]').selectOption('ml');
    await mine.locator('input[name="city"]').fill('കോഴിക്കോട്');
    await mine.getByLabel('എന്റെ വ്യവസായ മേഖലയും നഗരവും കാണിക്കുക').check();
    await mine.locator('[name="canHelp"]').fill('മലയാളം വോയ്‌സ്-ഓവർ സ്ക്രിപ്റ്റുകൾ എഴുതാൻ');
    await mine.locator('[name="canHelpTags"]').fill('voice-over');
    await mine.getByLabel('എനിക്ക് സഹായിക്കാൻ കഴിയുന്നത് കാണിക്കുക').check();
    await mine.getByRole('button', { name: 'സേവ് ചെയ്ത് എന്റെ കാർഡ് കാണിക്കുക' }).click();
    await expect(mine.getByText('നിങ്ങളുടെ കാർഡ് ഡയറക്ടറിയിലുണ്ട്.', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(revathiPage);

    // Meera finds Revathi by her tag and asks to meet her.
    await listMeeraThroughTheApi();
    const meeraPage = pages.meera;
    await meeraPage.goto('/members');
    await waitForHydration(meeraPage);
    const search = meeraPage.getByRole('search', { name: 'Search the directory' });
    await search.getByLabel('Tag').selectOption('voice-over');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    // The cards are the list's own items (a card's tags are lists of their own).
    const cards = meeraPage.getByRole('list', { name: 'Members' }).locator(':scope > li');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { name: 'Revathi Nambiar' })).toBeVisible();
    // Her own words, marked as Malayalam.
    await expect(card.locator('[lang="ml"]').filter({ hasText: 'വോയ്‌സ്-ഓവർ' })).toHaveCount(1);
    await expect(card).toContainText('Written in Malayalam');
    await card.getByRole('button', { name: 'Introduce me to Revathi Nambiar' }).click();
    const dialog = meeraPage.getByRole('dialog', { name: 'Ask to meet Revathi Nambiar' });
    await dialog.getByLabel('Your note').fill('I am hiring Malayalam voice-over artists and would love your advice on scripts.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(meeraPage.getByText('Your request is sent. We will e-mail you when she answers.')).toBeVisible();

    // Revathi's e-mail, in Malayalam, carries the note and a link to answer it; no address yet.
    const request = await mailTo(site.peer, revathi.email, /Meera Joseph/);
    expect(request.text).toContain('Malayalam voice-over artists');
    expect(request.text).not.toContain(meera.email);
    await revathiPage.goto(linkIn(request, /\/ml\/introduction#[A-Za-z0-9_-]+/));
    await waitForHydration(revathiPage);
    await expect(revathiPage.getByText('Malayalam voice-over artists')).toBeVisible();
    await expectNoHorizontalScroll(revathiPage);
    await revathiPage.getByRole('button', { name: 'സ്വീകരിക്കുക' }).click();
    await expect(revathiPage.getByRole('status').filter({ hasText: 'പരിചയപ്പെടുത്തി' })).toBeVisible();

    // One introduction e-mail to both, each with the other's address.
    const made = await mailTo(site.peer, meera.email, /Revathi Nambiar/);
    expect(JSON.stringify(made.to) + JSON.stringify(made.cc)).toContain(revathi.email);
    expect(made.text).toContain(revathi.email);
    expect(made.text).toContain(meera.email);
    // Meera's page now shows Revathi's address with the introduction.
    await meeraPage.goto('/member#introductions');
    await waitForHydration(meeraPage);
    await expect(meeraPage.locator('#introductions').getByRole('link', { name: revathi.email })).toBeVisible();
  });

  test('a block hides her from the member she blocked, and a report reaches the staff', async () => {
    // Anjali blocks Meera from Meera's card: Meera no longer finds Anjali.
    const anjaliPage = pages.anjali;
    await anjaliPage.goto('/members?q=meera');
    await waitForHydration(anjaliPage);
    const meeraCard = anjaliPage.getByRole('list', { name: 'Members' }).locator(':scope > li').filter({ hasText: 'Meera Joseph' });
    await meeraCard.getByRole('button', { name: 'Block Meera Joseph' }).click();
    await anjaliPage.getByRole('alertdialog', { name: 'Block Meera Joseph?' }).getByRole('button', { name: 'Block', exact: true }).click();
    await expect(anjaliPage.getByText(/She is blocked/)).toBeVisible();
    await pages.meera.goto('/members?q=anjali');
    await waitForHydration(pages.meera);
    await expect(pages.meera.getByRole('main')).not.toContainText('Anjali Kurian');

    // Revathi reports Anjali's card; the report reaches the operators' Directory screen.
    const revathiPage = pages.revathi;
    await revathiPage.goto('/members?q=anjali');
    await waitForHydration(revathiPage);
    const anjaliCard = revathiPage.getByRole('list', { name: 'Members' }).locator(':scope > li').first();
    await anjaliCard.getByRole('button', { name: 'Report the card of Anjali Kurian' }).click();
    const report = revathiPage.getByRole('dialog', { name: 'Report the card of Anjali Kurian' });
    await report.getByLabel('Why are you reporting it?').fill('The card advertises a paid course.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(revathiPage.getByText(/The club will look at it/)).toBeVisible();

    const { ADMIN_EMAIL, ADMIN_PASSWORD } = await import('../support/server');
    const token = (
      (await (
        await fetch(`${site.server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
    const reports = (await (
      await fetch(`${site.server.url}/api/staff/directory/reports?status=open`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { reason: string; card: { name: string } | null }[];
    expect(reports.map((row) => [row.card?.name, row.reason])).toContainEqual(['Anjali Kurian', 'The card advertises a paid course.']);
  });

  test('the directory and her listing pass axe at 375, 768 and 1280 px', async ({ checkA11y }) => {
    const page = pages.meera;
    await page.goto('/members');
    await waitForHydration(page);
    await atEachWidth(page, async () => {
      await expectNoHorizontalScroll(page);
      await checkA11y(page, { include: 'main' });
    });
    await page.goto('/member');
    await waitForHydration(page);
    await atEachWidth(page, async () => {
      await expectNoHorizontalScroll(page);
      await checkA11y(page, { include: '#listing' });
    });
  });
});
