import type { ParsedMail } from 'mailparser';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, createAccountAsAdmin, mailTo, startMailingSite } from '../support/mail';
import { fitsAtEachWidth } from '../support/fits';
import { signIn, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 13, the whole loop in Chromium with a real SMTP peer on loopback: a question from the home
 * page, its acknowledgement e-mail with a private link, the operator's assignment, the enabler's
 * reply, the requester's answer through her link, completion, her rating, and the rating in the
 * operator's report. Every e-mail is read from the site.peer, as a person's inbox would show it.
 */
test.describe('the help loop, end to end', () => {
  test.setTimeout(180_000);
  let site: MailingSite;
  let database: TestDatabase;
  const requester = { name: 'Sreeja Nair', email: 'sreeja.loop@example.org' };
  const enabler = { name: 'Anita Kurian', email: 'anita.loop@example.org', password: 'enabler-loop-pass-1' };
  const question = 'How should I price translation work for my first enterprise client?';

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    site = await startMailingSite(database);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** The private link of a message to the requester, rebased on nothing: PUBLIC_URL is this server. */
  const requestLink = (mail: ParsedMail) => {
    const link = /https?:\/\/\S+\/request#[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the message carries the private link').toBeTruthy();
    return link!;
  };

  test('a question reaches an enabler, her answer reaches the requester, and the rating reaches the report', async ({
    browser,
    checkA11y,
  }) => {
    // The admin makes the enabler's account (the admin also works the operator dashboard).
    await createAccountAsAdmin(site.server, { ...enabler, role: 'enabler' });

    // 1. The visitor asks on the home page; the acknowledgement quotes her question and carries her link.
    const visitor = await site.newPage(browser);
    await visitor.goto('/');
    await waitForHydration(visitor);
    const form = visitor.locator('#quick-help');
    await form.getByLabel('Name').fill(requester.name);
    await form.getByLabel('Email').fill(requester.email);
    await form.getByLabel('Question').fill(question);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    const acknowledgement = await mailTo(site.peer, requester.email, /^We have your question/);
    expect(acknowledgement.text).toContain(question);
    expect(acknowledgement.html).toContain('/request#');
    expect(acknowledgement.messageId).toMatch(/^<.+@127\.0\.0\.1>$/);
    const firstLink = requestLink(acknowledgement);
    await visitor.goto(firstLink);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your request' })).toBeVisible();
    await expect(visitor.getByText(question)).toBeVisible();
    await expect(visitor).toHaveURL(/\/request$/);

    // 2. The operator assigns it; the enabler is told, with the requester's first name only.
    const staff = await site.newPage(browser);
    await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(staff).toHaveURL(/\/admin$/);
    await staff.goto('/operator');
    const card = staff.getByRole('listitem').filter({ hasText: question });
    // Each enabler is listed with her open cases of her capacity (decision 015).
    await card.getByLabel('Assign Enabler').selectOption({ label: `${enabler.name} – 0 of 5 open cases` });
    await card.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(card).toContainText(enabler.name);
    const assigned = await mailTo(site.peer, enabler.email, /^Sreeja could use your help$/);
    expect(assigned.text).toContain(question);
    expect(assigned.text).toContain('Sreeja');
    expect(assigned.text).not.toContain(requester.email);

    // 3. The enabler accepts, opens the case and replies.
    const mentor = await site.newPage(browser);
    await signIn(mentor, enabler.email, enabler.password);
    await expect(mentor).toHaveURL(/\/enabler$/);
    await mentor.getByRole('tab', { name: 'My Cases' }).click();
    const mine = mentor.getByRole('tabpanel', { name: 'My Cases' }).getByRole('listitem').filter({ hasText: question });
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(mine).toContainText('Accepted');
    await mine.getByRole('link', { name: `Open case: ${question}` }).click();
    // (Her case view passes axe in the layout test below, with this thread written.)
    await expect(mentor.getByText(requester.email)).toBeVisible();
    const answer = 'Start from your cost per word, add review time, and quote per project rather than per hour.';
    await mentor.getByLabel(`Your reply to ${requester.name}`).fill(answer);
    await mentor.getByRole('button', { name: 'Send reply' }).click();
    await expect(mentor.getByText(answer)).toBeVisible();
    await expect(mentor.getByText('Waiting for the requester').first()).toBeVisible();

    // 4. The requester reads the reply in her e-mail, follows its fresh link and answers there.
    const replied = await mailTo(site.peer, requester.email, new RegExp(`^${enabler.name} answered your question$`));
    expect(replied.text).toContain(answer);
    const secondLink = requestLink(replied);
    expect(secondLink).not.toBe(firstLink);
    await visitor.goto(secondLink);
    await expect(visitor.getByText(answer)).toBeVisible();
    await expect(visitor.getByText(enabler.name).first()).toBeVisible();
    const followUp = 'Thank you! Should the quote include a glossary fee?';
    await visitor.getByLabel('Your message').fill(followUp);
    await visitor.getByRole('button', { name: 'Send reply' }).click();
    await expect(visitor.getByText(followUp)).toBeVisible();
    await checkA11y(visitor);

    // 5. The enabler is told, sees the answer in the thread, and completes the case.
    const told = await mailTo(site.peer, enabler.email, /^Sreeja replied to you$/);
    expect(told.text).toContain(followUp);
    await mentor.reload();
    await expect(mentor.getByText(followUp)).toBeVisible();
    await mentor.goto('/enabler');
    await mentor.getByRole('tab', { name: 'My Cases' }).click();
    await mine.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(mine).toContainText('Completed');

    // 6. The requester is asked to rate it, and does.
    const completed = await mailTo(site.peer, requester.email, /^Your request is complete/);
    expect(completed.text).toMatch(/rat/i);
    await visitor.goto(requestLink(completed));
    await visitor.getByRole('radio', { name: /5\s*Excellent/ }).check();
    await visitor.getByLabel('Comment (optional)').fill('Clear and practical, thank you.');
    await visitor.getByRole('button', { name: 'Save rating' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: /thank/i })).toBeVisible();

    // 7. The operator's report shows it beside the enabler's completed count.
    await staff.goto('/operator');
    await staff.getByRole('tab', { name: 'Reports' }).click();
    const row = staff.getByRole('listitem').filter({ hasText: enabler.name });
    await expect(row).toContainText(`${enabler.name} - Completed: 1 / 1`);
    await expect(row).toContainText('Rating 5 / 5 from 1 rating');

    // Every message went to one recipient, and none was delivered twice.
    expect(site.peer.recipients.every((recipients) => recipients.length === 1)).toBe(true);
    const ids = site.peer.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // After the journey: the case has a thread, a history and a rating to show. Each view opened once,
  // in one window resized between widths.
  test("the enabler's and the operator's case views fit at 375, 768 and 1280 px and pass axe", async ({ browser, checkA11y }) => {
    const [row] = await database.select('select id from cases where question = ?', [question]);
    const caseId = String(row?.id);
    for (const [email, password, path, axeAt] of [
      [enabler.email, enabler.password, '/enabler', 375],
      [ADMIN_EMAIL, ADMIN_PASSWORD, '/operator', 1280],
    ] as const) {
      const page = await site.newPage(browser);
      await signIn(page, email, password);
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto(`${path}?case=${caseId}`);
      await expect(page.getByText(question).first()).toBeVisible();
      await expect(page.getByText('Start from your cost per word', { exact: false }).first()).toBeVisible();
      await fitsAtEachWidth(page, { axe: checkA11y, axeAt });
      await page.context().close();
    }
  });
});
