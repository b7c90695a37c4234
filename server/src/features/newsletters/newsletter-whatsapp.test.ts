import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { newsletterBody, sendAll, seedMembers } from '../../../test/newsletter-members';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { addVerifiedNumber, clearNotices, queuedNotices, reportDelivery, WHATSAPP_TEST_ENV } from '../whatsapp/testing/whatsapp-test-kit';

/**
 * A newsletter's WhatsApp notice (issue 44): queued with each member's copy when she chose newsletter
 * notices there, its subject and page in her language; none for a members-only one; its reach.
 */
describe("a newsletter's notice on WhatsApp, to the members who chose it", () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      { ...WHATSAPP_TEST_ENV, SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org' },
      { clock, background: false },
    );
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(t.app, users.admin));
    const db = t.app.database.db;
    await seedMembers(db, [
      { email: 'asha@example.org', firstName: 'Asha', interests: ['events'] },
      { email: 'mira@example.org', firstName: 'Mira', interests: ['events'], locale: 'ml' },
      { email: 'bindu@example.org', firstName: 'Bindu', interests: ['events'] },
      { email: 'chitra@example.org', firstName: 'Chitra', interests: ['events'] },
      { email: 'devi@example.org', firstName: 'Devi', interests: ['events'] },
      { email: 'esha@example.org', firstName: 'Esha', interests: ['events'] },
      { email: 'gita@example.org', firstName: 'Gita', interests: ['network'] },
    ]);
    const secret = t.config.jwtSecret;
    await addVerifiedNumber(db, secret, 'asha@example.org', { phone: '+919847020001', newsletterNotices: true });
    // Mira reads Malayalam on WhatsApp.
    await addVerifiedNumber(db, secret, 'mira@example.org', { phone: '+919847020002', locale: 'ml', newsletterNotices: true });
    // bindu has no number; chitra left the notices off (as they start); devi replied STOP; esha's number fails; gita is not in its topics.
    await addVerifiedNumber(db, secret, 'chitra@example.org', { phone: '+919847020004' });
    await addVerifiedNumber(db, secret, 'devi@example.org', { phone: '+919847020005', newsletterNotices: true, stopped: true });
    await addVerifiedNumber(db, secret, 'esha@example.org', { phone: '+919847020006', newsletterNotices: true, failing: true });
    await addVerifiedNumber(db, secret, 'gita@example.org', { phone: '+919847020007', newsletterNotices: true });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(() => clearNotices(t.app.database.db));

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const byAddress = <T extends { email: string | null }>(notices: T[]) =>
    [...notices].sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));

  it('queues its notice with the copies made for the members who chose it, in her language; and counts its reach', async () => {
    const { _id, slug } = (await call('POST', '/api/admin/newsletters', newsletterBody())).json();
    expect((await call('POST', `/api/admin/newsletters/${_id}/send`)).statusCode).toBe(202);
    await sendAll(t.app);
    const notices = byAddress(await queuedNotices(t.app.database.db, _id));
    expect(notices.map((notice) => [notice.email, notice.template, notice.locale, notice.cause])).toEqual([
      ['asha@example.org', 'wfc_newsletter_notice', 'en', 'newsletter'],
      ['mira@example.org', 'wfc_newsletter_notice', 'ml', 'newsletter'],
    ]);
    expect(notices[0]!.params).toEqual(['Asha', 'Workshop on pricing, 12 December', `https://club.example.org/newsletters/${slug}`]);
    expect(notices[1]!.params).toEqual(['Mira', 'വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12', `https://club.example.org/ml/newsletters/${slug}`]);

    // Copies sent by e-mail: the six members of its topics; on WhatsApp: those whose notice went.
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json().reach).toEqual({ email: 6, whatsapp: 0 });
    await reportDelivery(t.app.database.db, [notices[0]!.id], 'read');
    await reportDelivery(t.app.database.db, [notices[1]!.id], 'sent');
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json().reach).toEqual({ email: 6, whatsapp: 2 });
    const listed = (await call('GET', '/api/admin/newsletters')).json() as { _id: string; reach: unknown }[];
    expect(listed.find((newsletter) => newsletter._id === _id)?.reach).toEqual({ email: 6, whatsapp: 2 });
  });

  it('gives the English subject to a Malayalam reader when it has no Malayalam version, and sends no notice of a members-only one', async () => {
    const english = (await call('POST', '/api/admin/newsletters', newsletterBody({ subject: 'English only', ml: null }))).json();
    await call('POST', `/api/admin/newsletters/${english._id}/send`);
    await sendAll(t.app);
    const mira = (await queuedNotices(t.app.database.db, english._id)).find((notice) => notice.email === 'mira@example.org');
    expect(mira?.params.slice(0, 2)).toEqual(['Mira', 'English only']);

    const members = (await call('POST', '/api/admin/newsletters', newsletterBody({ subject: 'For members', membersOnly: true }))).json();
    await call('POST', `/api/admin/newsletters/${members._id}/send`);
    await sendAll(t.app);
    expect(await queuedNotices(t.app.database.db, members._id)).toEqual([]);
  });
});
