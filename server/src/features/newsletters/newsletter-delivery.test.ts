import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { newsletterBody, sendAll, seedMembers } from '../../../test/newsletter-members';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { prepareNewsletters } from './newsletter-preparer';

/** Newsletters to a real SMTP peer (issue 29): who gets one, in which language, with which headers and links. */

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r\n\s+/g, ' ')
    .replace(/^[^:]+/, (key) => key.toLowerCase());
const tokenIn = (mail: ParsedMail) => /\/membership\/unsubscribe#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];

describe('a newsletter reaches each member of its topics once, in her language', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer({
      refuse: (address) => (address === 'gone@example.org' ? { code: 550, message: '5.1.1 No such user' } : undefined),
    });
    t = await createTestApp({ SMTP_URL: peer.url, PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(t.app, users.admin));
    await seedMembers(t.app.database.db, [
      { email: 'asha@example.org', interests: ['events'] },
      { email: 'bindu@example.org', interests: ['events', 'network'], locale: 'ml' },
      { email: 'chitra@example.org', interests: ['network'] },
      { email: 'devi@example.org', interests: ['events'], emailPermission: false },
      { email: 'gone@example.org', interests: ['events'] },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const member = (email: string) =>
    t.app.database.db.selectFrom('memberships').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  let newsletterId = '';

  it('sends every member of its topics her copy, in Malayalam when she chose it, refused addresses suppressed', async () => {
    newsletterId = (await call('POST', '/api/admin/newsletters', newsletterBody())).json()._id;
    expect((await call('POST', `/api/admin/newsletters/${newsletterId}/send`)).statusCode).toBe(202);
    await sendAll(t.app);
    expect(peer.received.map(to).sort()).toEqual(['asha@example.org', 'bindu@example.org']);
    const asha = peer.received.find((mail) => to(mail) === 'asha@example.org')!;
    const bindu = peer.received.find((mail) => to(mail) === 'bindu@example.org')!;
    expect(asha.subject).toBe('Workshop on pricing, 12 December');
    expect(bindu.subject).toBe('വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12');
    expect(header(bindu, 'content-language')).toBe('content-language: ml');
    expect(asha.html).toContain('src="https://club.example.org/uploads/abc123.webp"');
    expect(asha.text).toContain('Read it on the site (https://club.example.org/newsletters/workshop-on-pricing-12-december)');
    // Its text part reads as text, not Markdown (issue 38).
    expect(asha.text).toContain(
      'Pricing your work\n=================\n\nJoin us in Kochi for an evening on pricing. Register here (https://club.example.org/events).\n\nThe hall',
    );
    for (const mark of ['# ', '**', '](', '![']) expect(asha.text).not.toContain(mark);
    expect(bindu.text).toContain('https://club.example.org/ml/newsletters/workshop-on-pricing-12-december');

    const token = tokenIn(asha)!;
    expect(header(asha, 'list-unsubscribe')).toBe(
      `list-unsubscribe: <https://club.example.org/api/membership/unsubscribe/one-click?token=${token}>, <https://club.example.org/membership/unsubscribe#${token}>`,
    );
    expect(header(asha, 'list-unsubscribe-post')).toBe('list-unsubscribe-post: List-Unsubscribe=One-Click');
    expect(header(asha, 'list-id')).toMatch(/^list-id: .+ <newsletter\.club\.example\.org>$/);
    expect(header(asha, 'precedence')).toBe('precedence: bulk');
    // Only the link's hash is kept.
    const rows = await t.app.database.db
      .selectFrom('newsletter_recipients')
      .select(['email', 'link_hash', 'status', 'last_error'])
      .execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await call('GET', `/api/admin/newsletters/${newsletterId}`)).json()).toMatchObject({
      status: 'sent',
      counts: { total: 3, sent: 2, failed: 1, waiting: 0 },
    });
    expect(rows.find((row) => row.email === 'gone@example.org')).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('550'),
    });
    const gone = await member('gone@example.org');
    expect((await call('GET', `/api/members/${gone.id}`)).json().bulkMailRefused).toMatchObject({ reason: expect.stringContaining('550') });

    // Another pass sends nobody anything twice.
    await sendAll(t.app);
    expect(peer.received).toHaveLength(2);
    const finished = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('subject_id', '=', newsletterId)
      .execute();
    expect(finished).toEqual(
      expect.arrayContaining([
        { action: 'newsletter-sent', detail: '3 recipients' },
        { action: 'newsletter-finished', detail: '2 sent, 1 failed, 0 unsubscribed' },
      ]),
    );
  });

  it('lets her leave its topics by one click (keeping her others), or choose on the page by her link', async () => {
    const bindu = peer.received.find((mail) => to(mail) === 'bindu@example.org')!;
    const token = tokenIn(bindu)!;
    const read = await t.app.inject({ method: 'POST', url: '/api/membership/preferences', payload: { token } });
    expect(read.json()).toEqual({
      firstName: 'bindu',
      topics: ['events', 'network'],
      locale: 'ml',
      newsletterTopics: ['events'],
      newsletterSubject: 'വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12',
    });
    const click = await t.app.inject({
      method: 'POST',
      url: `/api/membership/unsubscribe/one-click?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(await member('bindu@example.org')).toMatchObject({ interests: '["network"]', email_permission: 1 });
    expect((await call('GET', `/api/admin/newsletters/${newsletterId}`)).json().counts.unsubscribed).toBe(1);

    const asha = peer.received.find((mail) => to(mail) === 'asha@example.org')!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/membership/preferences',
      payload: { token: tokenIn(asha), topics: [], locale: 'en' },
    });
    expect(saved.json()).toEqual({
      message: 'Your e-mail choices are saved: you will get no e-mail from the club.',
      topics: [],
      locale: 'en',
    });
    expect(await member('asha@example.org')).toMatchObject({ email_permission: 0 });
    const bad = await t.app.inject({ method: 'POST', url: '/api/membership/preferences', payload: { token: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('MEMBER_LINK_INVALID');
  });

  it('goes out at its scheduled time, and skips a member who left its topics after the list was frozen', async () => {
    await t.app.database.db
      .updateTable('memberships')
      .set({ email_permission: 1, interests: '["events"]' })
      .where('email', 'in', ['asha@example.org', 'chitra@example.org'])
      .execute();
    const { _id } = (await call('POST', '/api/admin/newsletters', newsletterBody({ subject: 'Scheduled news', ml: null }))).json();
    await call('POST', `/api/admin/newsletters/${_id}/send`, { at: '2026-12-01T15:00:00+05:30' });
    await sendAll(t.app);
    expect(peer.received).toHaveLength(2);
    clock.set('2026-12-01T09:30:00.000Z');
    // Its list is frozen at its time (asha, chitra); chitra leaves every e-mail before her copy goes.
    const context = {
      database: t.app.database,
      jwtSecret: t.config.jwtSecret,
      publicUrl: t.config.publicUrl,
      whatsapp: t.app.whatsapp,
      leaseMs: 60_000,
      clock,
      stopping: () => false,
    };
    expect(await prepareNewsletters(context)).toBe(1);
    await t.app.database.db.updateTable('memberships').set({ email_permission: 0 }).where('email', '=', 'chitra@example.org').execute();
    await sendAll(t.app);
    expect(peer.received.filter((mail) => mail.subject === 'Scheduled news').map(to)).toEqual(['asha@example.org']);
    expect((await call('GET', `/api/admin/newsletters/${_id}`)).json()).toMatchObject({
      status: 'sent',
      counts: { total: 2, sent: 1, unsubscribed: 1 },
    });
  });

  it('goes only to the members its filters name', async () => {
    const db = t.app.database.db;
    await db
      .updateTable('memberships')
      .set({ email_permission: 1, interests: '["business"]' })
      .where('email', 'in', ['asha@example.org', 'bindu@example.org', 'chitra@example.org'])
      .execute();
    await db
      .updateTable('memberships')
      .set({ vertical: 'finance' })
      .where('email', 'in', ['bindu@example.org', 'chitra@example.org'])
      .execute();
    await db.updateTable('memberships').set({ job_function: 'management' }).where('email', '=', 'chitra@example.org').execute();
    const filters = { verticals: ['finance'], jobFunctions: ['translator', 'engineer'], languages: [] };
    const { _id } = (
      await call(
        'POST',
        '/api/admin/newsletters',
        newsletterBody({ subject: 'Funding for finance founders', topics: ['business'], filters }),
      )
    ).json();
    const before = peer.received.length;
    await call('POST', `/api/admin/newsletters/${_id}/send`);
    await sendAll(t.app);
    // Bindu only: Asha is in tech, Chitra in management.
    expect(peer.received.slice(before).map(to)).toEqual(['bindu@example.org']);
    const copies = await db.selectFrom('newsletter_recipients').select('email').where('newsletter_id', '=', _id).execute();
    expect(copies.map((row) => row.email)).toEqual(['bindu@example.org']);
  });
});

describe('sending holds its rate, pauses by itself on a busy or failing server, and resumes', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let admin: Record<string, string>;
  let busy: (n: number) => { code: number; message: string } | undefined = () => undefined;
  const clock = fixedClock('2026-12-01T09:00:10.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer({ reply: (n) => busy(n) });
    t = await createTestApp({ SMTP_URL: peer.url, NEWSLETTER_RATE_PER_MINUTE: '4' }, { clock, background: false });
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    admin = bearer(await tokenFor(t.app, users.admin));
    await seedMembers(
      t.app.database.db,
      Array.from({ length: 30 }, (_, n) => ({ email: `m${n}@example.org`, interests: ['events'] })),
    );
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const call = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });
  const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/newsletters/${id}`, headers: admin })).json();

  it('sends no more a minute than NEWSLETTER_RATE_PER_MINUTE, whatever the passes; pause, resume and cancel', async () => {
    const { _id } = (await call('/api/admin/newsletters', newsletterBody({ ml: null }))).json();
    await call(`/api/admin/newsletters/${_id}/send`);
    expect(await t.app.newsletterSender.runPass()).toMatchObject({ prepared: 1, sent: 4, rateLimited: true });
    expect(await t.app.newsletterSender.runPass()).toMatchObject({ sent: 0, rateLimited: true });
    clock.set('2026-12-01T09:01:00.000Z');
    expect((await t.app.newsletterSender.runPass()).sent).toBe(4);
    expect((await call(`/api/admin/newsletters/${_id}/pause`)).json()).toMatchObject({
      status: 'paused',
      counts: { sent: 8, waiting: 22 },
    });
    clock.set('2026-12-01T09:02:00.000Z');
    expect((await t.app.newsletterSender.runPass()).sent).toBe(0);
    await call(`/api/admin/newsletters/${_id}/resume`);
    expect((await t.app.newsletterSender.runPass()).sent).toBe(4);
    expect((await call(`/api/admin/newsletters/${_id}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
      counts: { sent: 12, waiting: 0, cancelled: 18 },
    });
    clock.set('2026-12-01T09:03:00.000Z');
    expect((await t.app.newsletterSender.runPass()).sent).toBe(0);
    expect(peer.received).toHaveLength(12);
  });

  it('pauses itself on an SMTP 421, saying why, and loses no one', async () => {
    await t.app.database.db.updateTable('memberships').set({ interests: '["job"]' }).execute();
    await t.app.database.db
      .updateTable('memberships')
      .set({ interests: '["network"]' })
      .where('email', 'in', ['m1@example.org', 'm2@example.org', 'm3@example.org'])
      .execute();
    const { _id } = (
      await call('/api/admin/newsletters', newsletterBody({ subject: 'Network news', topics: ['network'], ml: null }))
    ).json();
    const before = peer.offered.length;
    busy = (n) => (n === before + 2 ? { code: 421, message: '4.7.0 Try again later' } : undefined);
    clock.set('2026-12-01T09:04:00.000Z');
    await call(`/api/admin/newsletters/${_id}/send`);
    await t.app.newsletterSender.runPass();
    const paused = await read(_id);
    expect(paused.status).toBe('paused');
    expect(paused.pauseReason).toMatch(/^Paused by itself: the mail server asked us to slow down \(SMTP 421/);
    busy = () => undefined;
    await call(`/api/admin/newsletters/${_id}/resume`);
    clock.set('2026-12-01T09:05:00.000Z');
    await sendAll(t.app);
    expect(await read(_id)).toMatchObject({ status: 'sent', counts: { total: 3, sent: 3, failed: 0 } });
  });

  it('pauses itself after ten failures in a row', async () => {
    await t.app.database.db.updateTable('memberships').set({ interests: '["volunteer"]' }).execute();
    const { _id } = (
      await call('/api/admin/newsletters', newsletterBody({ subject: 'Volunteers wanted', topics: ['volunteer'], ml: null }))
    ).json();
    busy = () => ({ code: 451, message: '4.3.0 Local problem' });
    clock.set('2026-12-01T09:06:00.000Z');
    await call(`/api/admin/newsletters/${_id}/send`);
    for (let minute = 7; minute < 12; minute += 1) {
      await t.app.newsletterSender.runPass();
      clock.set(`2026-12-01T09:${String(minute).padStart(2, '0')}:00.000Z`);
    }
    const paused = await read(_id);
    expect(paused.status).toBe('paused');
    expect(paused.pauseReason).toBe('Paused by itself: 10 messages in a row failed. Please check the mail server, then resume.');
    // The screen in Malayalam gets the reason in Malayalam; the audit log keeps it in English.
    const inMalayalam = (
      await t.app.inject({ method: 'GET', url: `/api/admin/newsletters/${_id}`, headers: { ...admin, 'accept-language': 'ml' } })
    ).json();
    expect(inMalayalam.pauseReason).toBe('സ്വയം നിർത്തി: തുടർച്ചയായി 10 സന്ദേശങ്ങൾ പരാജയപ്പെട്ടു. ദയവായി മെയിൽ സെർവർ പരിശോധിച്ച ശേഷം തുടരുക.');
    const audited = await t.app.database.db
      .selectFrom('audit_events')
      .select('detail')
      .where('subject_id', '=', _id)
      .where('action', '=', 'newsletter-paused')
      .executeTakeFirstOrThrow();
    expect(audited.detail).toBe(paused.pauseReason);
    busy = () => undefined;
  });
});
