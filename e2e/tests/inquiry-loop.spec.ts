import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type MailingSite, createAccountAsAdmin, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { openPage, signIn } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 14, inquiries end to end in Chromium with a real SMTP peer on loopback: the admin links an
 * enabler account to Meera Pillai's profile; a visitor writes to her through Connect on
 * /allenablers; the e-mail reaches the enabler without the visitor's address; she accepts, and
 * both introductions arrive with the other's address. An inquiry to a profile no account is linked
 * to (Lakshmi Nair's) becomes a case the operator assigns. On the way, the admin's Enabler Profiles
 * and both Inquiries tabs fit at 375, 768 and 1280 px and pass axe.
 */
test.describe('the inquiry loop, end to end', () => {
  test.setTimeout(180_000);
  let site: MailingSite;
  const enabler = { name: 'Meera P. Account', email: 'meera.account@example.org', password: 'enabler-inquiry-pass-1' };
  const visitor = { name: 'Nisha Joseph', email: 'nisha.inquiry@example.org' };
  const second = { name: 'Rekha Das', email: 'rekha.inquiry@example.org' };
  const message = 'Could you mentor me on raising a first angel round?';
  const unlinkedMessage = 'I would love advice on exporting spices to Europe.';

  test.beforeAll(async ({ newDatabase }) => {
    site = await startMailingSite(await newDatabase());
    await createAccountAsAdmin(site.server, { ...enabler, role: 'enabler' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Writes to `first` through Connect on /allenablers, as a visitor. */
  async function inquire(page: Page, first: string, full: string, from: { name: string; email: string }, text: string) {
    await openPage(page, '/allenablers', 'All Enablers');
    await page.getByRole('button', { name: `Connect with ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Connect with ${full}` });
    await dialog.getByLabel('Name').fill(from.name);
    await dialog.getByLabel('Email').fill(from.email);
    await dialog.getByLabel('Message').fill(text);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('status')).toContainText('✓ Inquiry submitted successfully!');
  }

  test('a linked enabler gets the inquiry, accepts, and both are introduced; an unlinked one becomes a case; the screens fit and pass axe', async ({
    browser,
    checkA11y,
  }) => {
    // 1. The admin links the account to Meera Pillai's profile.
    const admin = await site.newPage(browser);
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Enabler Profiles' }).click();
    const meera = admin.getByRole('listitem').filter({ hasText: 'Meera Pillai' });
    await meera.getByLabel('Account for Meera Pillai').selectOption({ label: `${enabler.name} (${enabler.email})` });
    await meera.getByRole('button', { name: 'Link Meera Pillai' }).click();
    await expect(admin.getByRole('status')).toHaveText(`Meera Pillai is now linked to ${enabler.name}.`);
    await expect(meera).toContainText(`Linked to ${enabler.name}`);
    await fitsAtEachWidth(admin, { axe: checkA11y, axeAt: 375 });

    // 2. A visitor writes to Meera; the e-mail reaches the account, without the visitor's address.
    const guest = await site.newPage(browser);
    await inquire(guest, 'Meera', 'Meera Pillai', visitor, message);
    const received = await mailTo(site.peer, enabler.email, new RegExp(`^${visitor.name} would like to connect with you$`));
    expect(received.text).toContain(message);
    expect(received.text).toContain('/enabler/inquiries');
    expect(received.text).not.toContain(visitor.email);

    // 3. She sees her profile and the inquiry, opens it (Viewed), and accepts after being told what is shared.
    const mentor = await site.newPage(browser);
    await signIn(mentor, enabler.email, enabler.password);
    await expect(mentor).toHaveURL(/\/enabler$/);
    await expect(mentor.getByRole('img', { name: 'Photo of Meera Pillai' })).toBeVisible();
    await mentor.goto('/enabler?tab=inquiries');
    const panel = mentor.getByRole('tabpanel', { name: 'Inquiries' });
    const item = panel.getByRole('listitem').filter({ hasText: visitor.name });
    await expect(item).toContainText('New');
    await item.getByRole('button', { name: `Open inquiry from ${visitor.name}` }).click();
    await expect(panel.getByRole('heading', { name: `Inquiry from ${visitor.name}` })).toBeVisible();
    await expect(panel).toContainText('Viewed');
    await expect(panel).toContainText('Shared with you once you accept');
    await expect(panel).not.toContainText(visitor.email);
    await fitsAtEachWidth(mentor, { axe: checkA11y, axeAt: 768 });
    await panel.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(panel).toContainText(`we send your e-mail address to ${visitor.name}, and her e-mail address to you`);
    await panel.getByRole('button', { name: 'Accept and introduce us' }).click();
    await expect(panel.getByRole('status')).toHaveText(`You accepted. We have introduced you to ${visitor.name} by e-mail.`);
    await expect(panel).toContainText(visitor.email);
    await expect(panel).toContainText('Accepted');

    // 4. Both introductions arrive, each with the other's address.
    const toVisitor = await mailTo(site.peer, visitor.email, new RegExp(`^${enabler.name} would be glad to connect$`));
    expect(toVisitor.text).toContain(enabler.email);
    expect(toVisitor.text).toContain(message);
    const toEnabler = await mailTo(site.peer, enabler.email, new RegExp(`^Meet ${visitor.name}$`));
    expect(toEnabler.text).toContain(visitor.email);

    // 5. An inquiry to Lakshmi Nair (no account) goes to the operators, becomes a case, and is assigned.
    await inquire(guest, 'Lakshmi', 'Lakshmi Nair', second, unlinkedMessage);
    const toOperators = await mailTo(site.peer, ADMIN_EMAIL, new RegExp(`^${second.name} wrote to Lakshmi Nair$`));
    expect(toOperators.text).toContain(unlinkedMessage);
    await admin.goto('/operator?tab=inquiries');
    const desk = admin.getByRole('tabpanel', { name: 'Inquiries' });
    const card = desk.getByRole('listitem').filter({ hasText: second.name });
    await expect(card).toContainText(second.email);
    await card.getByRole('button', { name: `Make it a case: the inquiry from ${second.name}` }).click();
    await expect(desk.getByRole('status')).toContainText('is now a help request in Cases');
    await expect(card).toContainText('Closed');
    // The operator's dashboard's whole page passes axe in staff.spec.ts.
    await fitsAtEachWidth(admin, { axe: checkA11y, axeAt: 1280, include: 'main' });
    const acknowledgement = await mailTo(site.peer, second.email, /^We have your question/);
    expect(acknowledgement.text).toContain(unlinkedMessage);
    expect(acknowledgement.text).toMatch(/\/request#[A-Za-z0-9_-]+/);
    await admin.getByRole('tab', { name: 'Cases' }).click();
    const caseCard = admin.getByRole('tabpanel', { name: 'Cases' }).getByRole('listitem').filter({ hasText: unlinkedMessage });
    await caseCard.getByLabel('Assign Enabler').selectOption({ label: `${enabler.name} – 0 of 5 open cases` });
    // Choosing only chooses; Assign assigns (issue 26, WCAG 3.2.2).
    await caseCard.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(caseCard).toContainText(enabler.name);
    const assigned = await mailTo(site.peer, enabler.email, /could use your help$/);
    expect(assigned.text).toContain(unlinkedMessage);
  });
});
