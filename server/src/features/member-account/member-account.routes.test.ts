import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@wfc/shared';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { rawMail } from '../../../test/inbound-mail';
import { signInMember, type MemberBrowser } from '../../../test/member-session';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { ADDRESS_COLUMNS } from './member-export.repository';
import { suppressAddress } from '../mail/suppressions.repository';

const T = '2026-12-01T09:00:00.000Z';
const NILA = 'nila@example.org';
const signUp = {
  firstName: 'Nila',
  lastName: 'Thomas',
  email: NILA,
  jobFunction: 'engineer',
  vertical: 'tech',
  interests: ['network', 'events'],
  hearAbout: 'friend',
  emailPermission: true,
};

describe("her own page's API (issue 28)", () => {
  let t: TestApp;
  let users: Record<'operator' | 'mina', User>;
  let nila: MemberBrowser;
  let caseId: string;
  let otherCaseId: string;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { clock: fixedClock(T), answerFloor: async (work) => work(), memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000) },
    );
    users = await seedAccounts(t.app, {
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/membership', signUp)).statusCode).toBe(201);
    caseId = (
      await post('/api/help', { requesterName: 'Nila Thomas', requesterEmail: NILA, question: 'How do I hire my first translator?' })
    ).json()._id;
    otherCaseId = (
      await post('/api/help', { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'Not hers' })
    ).json()._id;
    expect(
      (
        await post('/api/inquiry', {
          name: 'Nila Thomas',
          email: NILA,
          question: 'Could we talk about QA?',
          enabler: 'Anjali Menon',
          enablerId: 1,
        })
      ).statusCode,
    ).toBe(201);
    nila = await signInMember(t.app, NILA);
  });
  afterAll(async () => t.close());

  const staff = async (user: User) => bearer(await tokenFor(t.app, user));
  const get = (url: string, browser = nila) => t.app.inject({ method: 'GET', url, headers: { cookie: browser.cookie } });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, browser = nila) =>
    t.app.inject({ method, url, payload, headers: browser.headers });

  it('shows her membership, confirmed by signing in, with her topics and language', async () => {
    const me = await get('/api/member/me');
    expect(me.json()).toEqual({
      email: NILA,
      csrfToken: nila.csrf,
      membership: {
        firstName: 'Nila',
        lastName: 'Thomas',
        jobFunction: 'engineer',
        vertical: 'tech',
        hearAbout: 'friend',
        topics: ['network', 'events'],
        locale: 'en',
        confirmedAt: T,
        createdAt: T,
      },
    });
  });

  it('saves her details, refusing bad input without changing anything', async () => {
    const bad = await send('PUT', '/api/member/details', {
      firstName: '',
      lastName: 'Thomas',
      jobFunction: 'astronaut',
      vertical: 'tech',
      hearAbout: 'friend',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      firstName: 'Please enter your first name.',
      jobFunction: 'Please choose your job function.',
    });
    const saved = await send('PUT', '/api/member/details', {
      firstName: 'Nila',
      lastName: 'Thomas-Varghese',
      jobFunction: 'management',
      vertical: 'tech',
      hearAbout: 'friend',
    });
    expect(saved.json()).toMatchObject({
      message: 'Your details are saved.',
      membership: { lastName: 'Thomas-Varghese', jobFunction: 'management', topics: ['network', 'events'] },
    });
  });

  it('saves her topics and language; no topic at all unsubscribes her', async () => {
    const ml = await send('PUT', '/api/member/email-choices', { topics: ['events'], locale: 'ml' }, nila);
    expect(ml.json()).toMatchObject({ message: 'Your e-mail choices are saved.', membership: { topics: ['events'], locale: 'ml' } });
    const none = await send('PUT', '/api/member/email-choices', { topics: [], locale: 'ml' });
    expect(none.json()).toMatchObject({
      message: 'Your e-mail choices are saved: you will get no e-mail from the club.',
      membership: { topics: [] },
    });
    const row = await t.app.database.db
      .selectFrom('memberships')
      .select(['email_permission', 'unsubscribed_at', 'locale'])
      .where('email', '=', NILA)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email_permission: 0, unsubscribed_at: T, locale: 'ml' });
    expect((await send('PUT', '/api/member/email-choices', { topics: ['job'], locale: 'en' })).json().membership).toMatchObject({
      topics: ['job'],
      locale: 'en',
    });
    expect((await send('PUT', '/api/member/email-choices', { topics: ['job', 'job'], locale: 'xx' })).statusCode).toBe(400);
  });

  it('lists her requests only, opens one in place with its conversation, takes her reply and her rating', async () => {
    const list = await get('/api/member/requests');
    expect(list.json()).toEqual([
      { _id: caseId, question: 'How do I hire my first translator?', status: 'Pending', createdAt: T, enablerName: null, waitingFor: null },
    ]);
    expect((await get(`/api/member/requests/${otherCaseId}`)).statusCode).toBe(404);
    expect((await send('POST', `/api/member/requests/${otherCaseId}/messages`, { body: 'Not my case' })).statusCode).toBe(404);

    const operator = await staff(users.operator);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/operator/assign/${caseId}`,
          headers: operator,
          payload: { enablerId: users.mina._id },
        })
      ).statusCode,
    ).toBe(200);
    const mina = await staff(users.mina);
    await t.app.inject({
      method: 'POST',
      url: `/api/enabler/cases/${caseId}/messages`,
      headers: mina,
      payload: { body: 'Start with a paid test.' },
    });

    const view = await get(`/api/member/requests/${caseId}`);
    expect(view.json()).toMatchObject({
      case: { question: 'How do I hire my first translator?', enablerName: 'Mina Enabler', waitingFor: 'requester' },
      messages: [{ author: 'enabler', body: 'Start with a paid test.' }],
    });
    expect(view.headers['cache-control']).toBe('no-store');

    const told = await mailAddedBy(t.app, async () => {
      const reply = await send('POST', `/api/member/requests/${caseId}/messages`, { body: 'Thank you, I will.' });
      expect(reply.statusCode).toBe(201);
    });
    expect(told.map((mail) => [mail.kind, mail.recipient])).toEqual([['requester-replied', 'mina@example.org']]);
    expect((await send('POST', `/api/member/requests/${caseId}/rating`, { rating: 5 })).statusCode).toBe(409);
    await t.app.inject({ method: 'POST', url: `/api/enabler/update/${caseId}`, headers: mina, payload: { status: 'Completed' } });
    expect((await send('POST', `/api/member/requests/${caseId}/rating`, { rating: 5, comment: 'Very helpful' })).json()).toEqual({
      rating: 5,
      comment: 'Very helpful',
    });
    expect((await send('POST', `/api/member/requests/${caseId}/messages`, { body: 'One more thing' })).statusCode).toBe(409);
  });

  it('lists her inquiries', async () => {
    expect((await get('/api/member/inquiries')).json()).toEqual([
      {
        _id: expect.any(String),
        enablerName: 'Anjali Menon',
        question: 'Could we talk about QA?',
        status: 'New',
        createdAt: T,
        updatedAt: T,
      },
    ]);
  });

  it('exports everything held under her address: every column of the database that holds it', async () => {
    // Her address in every place that can hold it: a staff account with it too.
    await seedAccounts(t.app, { same: { name: 'Nila Staff', email: NILA, role: 'enabler' } });
    // A newsletter's list and a mail server's refusal (issue 29).
    const db = t.app.database.db;
    const membership = await db.selectFrom('memberships').select('id').where('email', '=', NILA).executeTakeFirstOrThrow();
    await db
      .insertInto('newsletters')
      .values({
        id: 'nl-1',
        slug: 'news',
        subject: 'Club news',
        preheader: '',
        body: 'Hello',
        topics: '["job"]',
        filters: '{}',
        status: 'sent',
        created_at: T,
        updated_at: T,
      })
      .execute();
    await db
      .insertInto('newsletter_recipients')
      .values({
        id: 'r-1',
        newsletter_id: 'nl-1',
        membership_id: membership.id,
        email: NILA,
        name: 'Nila T',
        locale: 'en',
        status: 'sent',
        next_attempt_at: T,
        sent_at: T,
      })
      .execute();
    await suppressAddress(db, NILA, 'SMTP 550: mailbox full for good', T);
    // A message she sent the club by e-mail, in its Inbox, and its answer (issue 41).
    const note = await t.app.inbound.takeIn(
      rawMail({ from: `Nila T <${NILA}>`, to: 'hello@example.org', subject: 'Thanks', text: 'Lovely event!' }),
      'smtp',
    );
    expect(note.outcome).toBe('inbox');
    const staff = await db.selectFrom('users').select('id').where('email', '=', NILA).executeTakeFirstOrThrow();
    await db
      .insertInto('inbox_answers')
      .values({ id: 'a-1', item_id: note.itemId!, author_id: staff.id, body: 'Thank you for coming.', created_at: T })
      .execute();
    // A registration for an event (issue 30).
    await db.updateTable('events').set({ registration: '{"mode":"here"}' }).where('id', '=', 'evt-05').execute();
    await db
      .insertInto('event_registrations')
      .values({
        id: 'g-1',
        event_id: 'evt-05',
        name: 'Nila T',
        email: NILA,
        email_key: NILA,
        locale: 'en',
        answers: '{"q-learn":"Pricing"}',
        status: 'confirmed',
        seat: 1,
        token_hash: 'x1',
        check_in_hash: 'y1',
        created_at: T,
        updated_at: T,
      })
      .execute();
    // A session with an enabler (issue 31).
    await db
      .insertInto('session_bookings')
      .values({
        id: 's-1',
        profile_id: 1,
        mentee_name: 'Nila T',
        mentee_email: NILA,
        email_key: NILA,
        locale: 'en',
        time_zone: 'Asia/Kolkata',
        topic: 'Hiring reviewers',
        starts_at: T,
        ends_at: T,
        duration_minutes: 30,
        buffer_minutes: 0,
        status: 'confirmed',
        week_key: '2026-11-30',
        token_hash: 'z1',
        created_at: T,
        updated_at: T,
      })
      .execute();
    // An e-mail she is copied on: an accepted introduction goes to both members at once (issue 42).
    await t.app.outbox.queue(
      db,
      { kind: 'inquiry-introduction', to: 'asha@example.org', cc: NILA, ccName: 'Nila T', data: {} },
      new Date(T),
    );
    const found: string[] = [];
    for (const table of await t.app.database.db.introspection.getTables()) {
      const rows = await t.app.database.db
        .selectFrom(table.name as 'memberships')
        .selectAll()
        .execute();
      for (const column of table.columns) {
        if (rows.some((row) => String((row as Record<string, unknown>)[column.name]).toLowerCase() === NILA))
          found.push(`${table.name}.${column.name}`);
      }
    }
    expect(found.sort()).toEqual([...ADDRESS_COLUMNS].sort());

    const exported = await get('/api/member/export');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="women-founders-club-my-data.json"');
    expect(exported.headers['cache-control']).toBe('no-store');
    const data = exported.json();
    expect(data.membership).toMatchObject({
      email: NILA,
      lastName: 'Thomas-Varghese',
      interests: ['job'],
      links: expect.arrayContaining([expect.objectContaining({ purpose: 'confirm' })]),
    });
    expect(data.helpRequests).toEqual([
      expect.objectContaining({
        question: 'How do I hire my first translator?',
        rating: expect.objectContaining({ rating: 5 }),
        messages: expect.arrayContaining([expect.objectContaining({ body: 'Thank you, I will.' })]),
      }),
    ]);
    expect(data.inquiries).toEqual([
      expect.objectContaining({ question: 'Could we talk about QA?', history: [expect.objectContaining({ to: 'New' })] }),
    ]);
    expect(data.signInEmails.length).toBeGreaterThan(0);
    expect(data.devices).toHaveLength(1);
    expect(data.emailsSent.map((mail: { kind: string }) => mail.kind)).toEqual(
      expect.arrayContaining(['member-confirm', 'help-received', 'member-sign-in']),
    );
    expect(data.staffAccount).toMatchObject({ name: 'Nila Staff', role: 'enabler' });
    expect(data.newsletters).toEqual([
      { subject: 'Club news', name: 'Nila T', locale: 'en', status: 'sent', sentAt: T, unsubscribedAt: null },
    ]);
    expect(data.inboxMessages).toEqual([
      expect.objectContaining({
        subject: 'Thanks',
        text: 'Lovely event!',
        status: 'open',
        answers: [{ body: 'Thank you for coming.', createdAt: T }],
        files: [],
      }),
    ]);
    expect(data.bulkMailSuppressed).toEqual({ reason: 'SMTP 550: mailbox full for good', since: T });
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({ name: 'Nila T', status: 'confirmed', answers: { 'q-learn': 'Pricing' } }),
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ enabler: 'Anjali Menon', topic: 'Hiring reviewers', status: 'confirmed' })]);
    // Nothing secret, and nobody else's address.
    const text = exported.body;
    expect(text).not.toMatch(/token_hash|code_hash|tokenHash|password/i);
    expect(text).not.toContain('asha@example.org');
    expect(text).not.toContain('mina@example.org');
  });

  it('deletes her membership after she confirms, signing her out; her requests stay for her next sign-in', async () => {
    expect((await send('POST', '/api/member/membership/delete', {})).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { confirm: 'Please confirm that you want to delete your membership.' },
    });
    const deleted = await send('POST', '/api/member/membership/delete', { confirm: true });
    expect(deleted.json()).toEqual({
      message:
        'Your membership is deleted and you are signed out. Your help requests and messages to enablers stay: sign in again to see them.',
    });
    expect(String(deleted.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await get('/api/member/me')).statusCode).toBe(401);
    expect(await t.app.database.db.selectFrom('memberships').select('id').where('email', '=', NILA).execute()).toEqual([]);

    const again = await signInMember(t.app, NILA);
    expect((await get('/api/member/me', again)).json()).toMatchObject({ email: NILA, membership: null });
    expect((await get('/api/member/requests', again)).json()).toHaveLength(1);
    expect(
      (
        await send(
          'PUT',
          '/api/member/details',
          { firstName: 'Nila', lastName: 'T', jobFunction: 'management', vertical: 'tech', hearAbout: 'friend' },
          again,
        )
      ).statusCode,
    ).toBe(404);
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'detail'])
      .where('action', '=', 'member-deleted-own')
      .execute();
    expect(audit).toEqual([{ action: 'member-deleted-own', actor_id: null, detail: null }]);
  });
});
