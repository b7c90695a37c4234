import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, createTestDatabase, fixedClock, testEngine, type TestApp, type TestDatabase } from '../../../test/helpers';
import { newsletterBody, sendAll, seedMembers } from '../../../test/newsletter-members';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import type { Database } from '../../db/database';
import { createSmtpTransport } from '../mail/mail-transport';
import { addVerifiedNumber, clearNotices, queuedNotices, reportDelivery, WHATSAPP_TEST_ENV } from '../whatsapp/testing/whatsapp-test-kit';
import { announceNewsletterPublished } from './newsletter-archive.routes';
import { prepareNewsletters } from './newsletter-preparer';
import { sendDueNewsletters } from './newsletter-sender';

/**
 * A newsletter's WhatsApp notice (issue 44): queued once it is sent (its page public from then), to
 * each member who chose newsletter notices there and whose copy was sent, its subject and page in her
 * language; none to a copy that failed, was skipped or was unsubscribed from since; once, however many
 * processes try to finish it; none for a members-only one; its reach.
 */
describe("a newsletter's notice on WhatsApp, once it is sent, to the members who chose it", () => {
  let shared: TestDatabase;
  // Two apps on one database stand for two server processes.
  let a: TestApp;
  let b: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');
  let minute = 0;
  const nextMinute = () => {
    minute += 1;
    clock.set(new Date(Date.parse('2026-12-01T09:00:00.000Z') + minute * 60_000).toISOString());
  };

  beforeAll(async () => {
    // fatima's address is refused for good: her copy fails.
    peer = await startSmtpPeer({
      refuse: (address) => (address === 'fatima@example.org' ? { code: 550, message: '5.1.1 No such user' } : undefined),
    });
    shared = await createTestDatabase();
    // Nine copies a minute: the first pass sends the nine copies of its list, and it is finished only in the next minute.
    const env = { ...WHATSAPP_TEST_ENV, SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org', NEWSLETTER_RATE_PER_MINUTE: '9' };
    a = await createTestApp(env, { clock, background: false }, shared);
    b = await createTestApp(env, { clock, background: false }, shared);
    const users = await seedAccounts(a.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(a.app, users.admin));
    const db = a.app.database.db;
    await seedMembers(db, [
      { email: 'asha@example.org', firstName: 'Asha', interests: ['events'] },
      { email: 'mira@example.org', firstName: 'Mira', interests: ['events'], locale: 'ml' },
      { email: 'bindu@example.org', firstName: 'Bindu', interests: ['events'] },
      { email: 'chitra@example.org', firstName: 'Chitra', interests: ['events'] },
      { email: 'devi@example.org', firstName: 'Devi', interests: ['events'] },
      { email: 'esha@example.org', firstName: 'Esha', interests: ['events'] },
      { email: 'fatima@example.org', firstName: 'Fatima', interests: ['events'] },
      { email: 'hema@example.org', firstName: 'Hema', interests: ['events'] },
      { email: 'indu@example.org', firstName: 'Indu', interests: ['events'] },
      { email: 'gita@example.org', firstName: 'Gita', interests: ['network'] },
    ]);
    const secret = a.config.jwtSecret;
    await addVerifiedNumber(db, secret, 'asha@example.org', { phone: '+919847020001', newsletterNotices: true });
    // Mira reads Malayalam on WhatsApp.
    await addVerifiedNumber(db, secret, 'mira@example.org', { phone: '+919847020002', locale: 'ml', newsletterNotices: true });
    // bindu has no number; chitra left the notices off (as they start); devi replied STOP; esha's number fails; gita is not in its topics.
    await addVerifiedNumber(db, secret, 'chitra@example.org', { phone: '+919847020004' });
    await addVerifiedNumber(db, secret, 'devi@example.org', { phone: '+919847020005', newsletterNotices: true, stopped: true });
    await addVerifiedNumber(db, secret, 'esha@example.org', { phone: '+919847020006', newsletterNotices: true, failing: true });
    await addVerifiedNumber(db, secret, 'gita@example.org', { phone: '+919847020007', newsletterNotices: true });
    // fatima's copy fails, hema leaves its topics before her copy goes, indu unsubscribes by her copy's link before it is finished.
    await addVerifiedNumber(db, secret, 'fatima@example.org', { phone: '+919847020008', newsletterNotices: true });
    await addVerifiedNumber(db, secret, 'hema@example.org', { phone: '+919847020009', newsletterNotices: true });
    await addVerifiedNumber(db, secret, 'indu@example.org', { phone: '+919847020010', newsletterNotices: true });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await shared?.drop();
    await peer?.close();
  });
  beforeEach(() => clearNotices(a.app.database.db));

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    a.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const byAddress = <T extends { email: string | null }>(notices: T[]) =>
    [...notices].sort((x, y) => (x.email ?? '').localeCompare(y.email ?? ''));
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
  const tokenIn = (mail: ParsedMail) => /\/membership\/unsubscribe#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  /** Sends it as far as this minute's rate allows, then finishes it in the next minute. */
  const sendAndFinish = async () => {
    await sendAll(a.app);
    nextMinute();
    await sendAll(a.app);
  };

  /**
   * One process's sending (what its runner's pass does after preparing), on `database`; `finished`
   * counts the newsletters it finished.
   */
  const sender = (database: Database, finished: string[]) => {
    const transport = createSmtpTransport(peer.url);
    const context = {
      database,
      transport,
      from: a.config.mail.from,
      publicUrl: a.config.publicUrl,
      whatsapp: a.app.whatsapp,
      jwtSecret: a.config.jwtSecret,
      // Room in the minute for both (with nine, the first would take it all and the second stop there, not finishing).
      ratePerMinute: 100,
      leaseMs: 60_000,
      clock,
      log: a.app.log,
      stopping: () => false,
      onFinished: (id: string) => finished.push(id),
      failureStreaks: new Map<string, number>(),
    };
    return { send: () => sendDueNewsletters(context), close: () => transport.close() };
  };
  it('queues no notice while it is being sent; once sent, one to each member whose copy went, in her language, however many processes finish it', async () => {
    const { _id, slug } = (await call('POST', '/api/admin/newsletters', newsletterBody())).json();
    expect((await call('POST', `/api/admin/newsletters/${_id}/send`)).statusCode).toBe(202);
    // Its list is frozen (nine members of its topics); hema then leaves them: her copy is skipped.
    const prepare = { database: a.app.database, jwtSecret: a.config.jwtSecret, leaseMs: 60_000, clock, stopping: () => false };
    expect(await prepareNewsletters(prepare)).toBe(1);
    await a.app.database.db.updateTable('memberships').set({ interests: '["network"]' }).where('email', '=', 'hema@example.org').execute();

    // The minute's nine sends: every copy is sent, failed or skipped, but it is still being sent; its page is not public yet.
    const pass = await a.app.newsletterSender.runPass();
    expect(pass).toMatchObject({ sent: 7, failed: 1, skipped: 1, rateLimited: true });
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json().status).toBe('sending');
    expect((await a.app.inject({ method: 'GET', url: `/api/newsletters/${slug}` })).statusCode).toBe(404);
    expect(await queuedNotices(a.app.database.db, _id)).toEqual([]);

    // indu had her copy, and leaves its topics by its link before the newsletter is finished.
    const indu = peer.received.find((mail) => to(mail) === 'indu@example.org')!;
    const click = await a.app.inject({
      method: 'POST',
      url: `/api/membership/unsubscribe/one-click?token=${tokenIn(indu)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    // fatima confirms her address again (its refusal forgotten) and hema chooses its topics again: their copies still did not go.
    await a.app.database.db.deleteFrom('mail_suppressions').where('email', '=', 'fatima@example.org').execute();
    await a.app.database.db.updateTable('memberships').set({ interests: '["events"]' }).where('email', '=', 'hema@example.org').execute();

    // Next minute two processes find nothing left to send and both try to finish it: one does, and its notices go once.
    // (On SQLite both use one app's connection: two in one Node process cannot wait for each other, its busy wait
    // blocking the thread; their transactions still interleave with each other's reads. On PostgreSQL each has its own.)
    nextMinute();
    const finishedBy: [string[], string[]] = [[], []];
    const first = sender(a.app.database, finishedBy[0]);
    const second = sender(testEngine === 'postgres' ? b.app.database : a.app.database, finishedBy[1]);
    try {
      await Promise.all([first.send(), second.send()]);
    } finally {
      first.close();
      second.close();
    }
    expect(finishedBy.flat()).toEqual([_id]);
    await announceNewsletterPublished(a.app); // as the app's own sender does when told
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json()).toMatchObject({
      status: 'sent',
      counts: { total: 9, sent: 7, failed: 1, unsubscribed: 2 },
    });
    expect((await a.app.inject({ method: 'GET', url: `/api/newsletters/${slug}` })).statusCode).toBe(200);
    const notices = byAddress(await queuedNotices(a.app.database.db, _id));
    expect(notices.map((notice) => [notice.email, notice.template, notice.locale, notice.cause])).toEqual([
      ['asha@example.org', 'wfc_newsletter_notice', 'en', 'newsletter'],
      ['mira@example.org', 'wfc_newsletter_notice', 'ml', 'newsletter'],
    ]);
    expect(notices[0]!.params).toEqual(['Asha', 'Workshop on pricing, 12 December', `https://club.example.org/newsletters/${slug}`]);
    expect(notices[1]!.params).toEqual(['Mira', 'വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12', `https://club.example.org/ml/newsletters/${slug}`]);
    const finished = await a.app.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', _id)
      .where('action', '=', 'newsletter-finished')
      .execute();
    expect(finished).toHaveLength(1);

    // Passes after it is sent queue nothing more.
    nextMinute();
    await a.app.newsletterSender.runPass();
    await b.app.newsletterSender.runPass();
    expect(await queuedNotices(a.app.database.db, _id)).toHaveLength(2);

    // Copies sent by e-mail: the seven taken by the mail server; on WhatsApp: those whose notice went.
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json().reach).toEqual({ email: 7, whatsapp: 0 });
    await reportDelivery(a.app.database.db, [notices[0]!.id], 'read');
    await reportDelivery(a.app.database.db, [notices[1]!.id], 'sent');
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json().reach).toEqual({ email: 7, whatsapp: 2 });
    const listed = (await call('GET', '/api/admin/newsletters')).json() as { _id: string; reach: unknown }[];
    expect(listed.find((newsletter) => newsletter._id === _id)?.reach).toEqual({ email: 7, whatsapp: 2 });
  });

  it('gives the English subject to a Malayalam reader when it has no Malayalam version, and sends no notice of a members-only one', async () => {
    const english = (await call('POST', '/api/admin/newsletters', newsletterBody({ subject: 'English only', ml: null }))).json();
    await call('POST', `/api/admin/newsletters/${english._id}/send`);
    await sendAndFinish();
    expect((await call('GET', `/api/admin/newsletters/${english._id}`)).json().status).toBe('sent');
    const mira = (await queuedNotices(a.app.database.db, english._id)).find((notice) => notice.email === 'mira@example.org');
    expect(mira?.params.slice(0, 2)).toEqual(['Mira', 'English only']);

    const members = (await call('POST', '/api/admin/newsletters', newsletterBody({ subject: 'For members', membersOnly: true }))).json();
    await call('POST', `/api/admin/newsletters/${members._id}/send`);
    await sendAndFinish();
    expect((await call('GET', `/api/admin/newsletters/${members._id}`)).json().status).toBe('sent');
    expect(await queuedNotices(a.app.database.db, members._id)).toEqual([]);
  });
});
