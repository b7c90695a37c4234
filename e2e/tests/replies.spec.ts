import { createTransport } from 'nodemailer';
import type { ParsedMail } from 'mailparser';
import { freePort } from '../../scripts/lib/server-process';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { fitsAtEachWidth } from '../support/fits';
import { type MailingSite, createAccountAsAdmin, mailTo, startMailingSite } from '../support/mail';
import { signIn } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 41 in Chromium, with the server's own SMTP receiver and a real SMTP peer: a requester answers
 * her enabler from her mail client and the enabler, her case open, sees it arrive without reloading and
 * answers on the site; a member's reply to a newsletter lands in the operators' Inbox (its count in
 * the tab's title) and is made a help request. Setup that is not the subject (accounts, the question,
 * the assignment) goes through the API.
 */
test.describe('replies by e-mail', () => {
  test.setTimeout(120_000);
  let site: MailingSite;
  let database: TestDatabase;
  let inboundPort: number;
  const requester = { name: 'Sreeja Nair', email: 'sreeja.reply@example.org' };
  const enabler = { name: 'Anita Kurian', email: 'anita.reply@example.org', password: 'enabler-reply-pass-1' };
  const question = 'Which glossary tool works for a two-person translation studio?';

  test.beforeAll(async ({ newDatabase }) => {
    database = await newDatabase();
    inboundPort = await freePort();
    site = await startMailingSite(database, { REPLY_ADDRESS: 'reply@wfc.test', INBOUND_SMTP_PORT: String(inboundPort) });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Sends a message to the server's SMTP receiver, as the club's mail server would forward it. */
  async function deliver(mail: { from: string; to: string; subject: string; text: string; inReplyTo?: string }) {
    const client = createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
    await client.sendMail({ ...mail, ...(mail.inReplyTo ? { references: mail.inReplyTo } : {}) });
    client.close();
  }

  async function api<T>(path: string, token: string | undefined, body?: unknown): Promise<T> {
    const answer = await fetch(`${site.server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.ok, `${path}: ${answer.status}`).toBe(true);
    return (await answer.json()) as T;
  }

  const replyToOf = (mail: ParsedMail) => mail.replyTo?.value[0]?.address ?? '';

  test('a requester answers from her mail client, the enabler sees it at once and answers; a newsletter reply becomes a case', async ({
    browser,
    checkA11y,
  }) => {
    // Setup through the API: the enabler's account, the question, its assignment.
    await createAccountAsAdmin(site.server, { ...enabler, role: 'enabler' });
    const { token: adminToken } = await api<{ token: string }>('/api/auth/login', undefined, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const asked = await api<{ _id: string }>('/api/help', undefined, {
      requesterName: requester.name,
      requesterEmail: requester.email,
      question,
    });
    const enablers = await api<{ _id: string; email: string }[]>('/api/operator/enablers', adminToken);
    const enablerId = enablers.find((account) => account.email === enabler.email)?._id;
    await api(`/api/operator/assign/${asked._id}`, adminToken, { enablerId });

    // Her acknowledgement can be answered: its Reply-To names her case, and only her.
    const acknowledgement = await mailTo(site.peer, requester.email, /^We have your question/);
    const replyTo = replyToOf(acknowledgement);
    expect(replyTo).toMatch(/^reply\+[a-z2-7]{32}@wfc\.test$/);

    // The enabler has the case open.
    const mentor = await site.newPage(browser);
    await signIn(mentor, enabler.email, enabler.password);
    await mentor.goto(`/enabler?case=${asked._id}`);
    await expect(mentor.getByText(question).first()).toBeVisible();

    // The requester answers from her mail client, quoting the acknowledgement.
    const answer = 'Thank you! We mostly translate marketing copy into Malayalam, and we share one laptop.';
    await deliver({
      from: `${requester.name} <${requester.email}>`,
      to: replyTo,
      subject: `Re: ${acknowledgement.subject ?? ''}`,
      text: `${answer}\n\nOn Mon, 7 Dec 2026 at 10:00, Women Founders Club <club@wfc.test> wrote:\n> We have your question.\n`,
      inReplyTo: acknowledgement.messageId ?? '',
    });
    // It appears in the enabler's open case without a reload, marked as an e-mail, without the quote.
    const arrived = mentor.getByText(answer);
    await expect(arrived).toBeVisible({ timeout: 15_000 });
    await expect(mentor.getByText('We have your question.')).toHaveCount(0);
    await expect(mentor.getByText('by e-mail').first()).toBeVisible();

    // She answers on the site; the requester gets it by e-mail, answerable again.
    const advice = 'A shared cloud glossary is enough at your size: start with the free tier and one term list per client.';
    await mentor.getByLabel(`Your reply to ${requester.name}`).fill(advice);
    await mentor.getByRole('button', { name: 'Send reply' }).click();
    const replied = await mailTo(site.peer, requester.email, new RegExp(`^${enabler.name} answered your question$`));
    expect(replied.text).toContain(advice);
    expect(replyToOf(replied)).toBe(replyTo);

    // A member answers a newsletter: it lands in the Inbox of the operator, who has it open.
    const staff = await site.newPage(browser);
    await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
    await staff.goto('/operator/inbox');
    await expect(staff.getByText('Nothing waits in the Inbox.')).toBeVisible();
    const title = await staff.title();
    await deliver({
      from: 'Meera Varghese <meera.reply@example.org>',
      to: 'reply@wfc.test',
      subject: 'Re: The December newsletter',
      text: 'Could someone help me register my translation business as an LLP?',
    });
    const listed = staff.getByText('Re: The December newsletter', { exact: true });
    await expect(listed).toBeVisible({ timeout: 15_000 });
    await expect(staff).toHaveTitle(`(1) ${title}`);
    await staff.getByRole('button', { name: /Open message: Re: The December newsletter/ }).click();
    await expect(staff.getByText('Could someone help me register my translation business as an LLP?').first()).toBeVisible();
    await fitsAtEachWidth(staff, { axe: checkA11y, axeAt: 375, include: 'main' });

    await staff.getByRole('button', { name: 'Make it a help request' }).click();
    await expect(staff.getByText('The help request is made, and the writer has been told by e-mail.')).toBeVisible();
    await expect(staff).toHaveTitle(title);
    await mailTo(site.peer, 'meera.reply@example.org', /^We have your question/);
    await staff.getByRole('link', { name: 'Open the new help request' }).first().click();
    await expect(staff.getByText('Could someone help me register my translation business as an LLP?').first()).toBeVisible();
  });
});
