import type { Inquiry, InquiryDetail, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tamperedToken, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { refuseMail } from '../../../test/fail-mail';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { findCaseById, listCaseEvents } from '../cases/case.service';

const T = '2026-12-01T10:00:00.000Z';
type Who = 'admin' | 'operator' | 'mina' | 'olga';

describe("inquiries for staff: the enabler's and the operators'", () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<Who, User>;
  const headers = {} as Record<Who, Record<string, string>>;
  let tampered: Record<string, string>;
  // Profile 2 is Mina's; profile 5 has no account.
  const MINA_PROFILE = 2;
  const UNLINKED_PROFILE = 5;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
      olga: { name: 'Olga Enabler', email: 'olga@example.org', role: 'enabler' },
    });
    for (const key of Object.keys(users) as Who[]) headers[key] = bearer(await tokenFor(t.app, users[key]));
    tampered = bearer(tamperedToken(await tokenFor(t.app, users.mina)));
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/enabler-profiles/${MINA_PROFILE}/account`,
      headers: headers.admin,
      payload: { userId: users.mina._id },
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  let sequence = 0;
  /** A visitor's inquiry through the public route; returns its id. */
  const inquire = async (enablerId: number, question = 'Could we talk about pricing?') => {
    sequence += 1;
    const payload = { name: `Vera Visitor ${sequence}`, email: `vera${sequence}@example.org`, question, enabler: 'x', enablerId };
    const response = await t.app.inject({ method: 'POST', url: '/api/inquiry', payload });
    expect(response.statusCode).toBe(201);
    return response.json()._id as string;
  };
  const call = (method: 'GET' | 'POST', url: string, as: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });

  it("sends an inquiry to the linked enabler by e-mail, without the visitor's address; 201 and the spec text unchanged", async () => {
    let id = '';
    const rows = await mailAddedBy(t.app, async () => {
      id = await inquire(MINA_PROFILE, 'Would you mentor me on fundraising?');
    });
    expect(rows).toEqual([
      {
        kind: 'inquiry-received',
        recipient: 'mina@example.org',
        data: expect.objectContaining({
          recipientName: 'Mina Enabler',
          question: 'Would you mentor me on fundraising?',
          forOperators: false,
          dashboardUrl: 'https://club.example.org/enabler/inquiries',
        }),
      },
    ]);
    expect(JSON.stringify(rows[0]!.data)).not.toMatch(/vera\d+@example\.org/);
    const stored = await t.app.database.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'New', assigned_user_id: users.mina._id });
  });

  it('sends an inquiry to an unlinked profile to the operators (admins only when no operator is active)', async () => {
    const rows = await mailAddedBy(t.app, () => inquire(UNLINKED_PROFILE));
    expect(rows.map((row) => [row.kind, row.recipient, row.data.forOperators])).toEqual([['inquiry-received', 'otto@example.org', true]]);
  });

  it("answers every new route by role and ownership: 401 anonymous or tampered, 403 wrong role, 404 another enabler's", async () => {
    const mine = await inquire(MINA_PROFILE);
    const unlinked = await inquire(UNLINKED_PROFILE);
    const enablerRoutes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/enabler/inquiries'],
      ['GET', `/api/enabler/inquiries/${mine}`],
      ['POST', `/api/enabler/inquiries/${mine}/accept`],
      ['POST', `/api/enabler/inquiries/${mine}/decline`, {}],
    ];
    const operatorRoutes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/operator/inquiries'],
      ['POST', `/api/operator/inquiries/${unlinked}/case`],
      ['POST', `/api/operator/inquiries/${unlinked}/close`, { note: 'Spam' }],
    ];
    for (const [method, url, payload] of [...enablerRoutes, ...operatorRoutes]) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, tampered, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url, payload] of enablerRoutes) {
      for (const as of [headers.admin, headers.operator])
        expect((await call(method, url, as, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of operatorRoutes) {
      for (const as of [headers.mina, headers.olga])
        expect((await call(method, url, as, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Another enabler's inquiry does not exist for Olga, whatever she tries; nor does an operators' one for Mina.
    for (const [method, url, payload] of enablerRoutes.slice(1)) {
      const refused = await call(method, url, headers.olga, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that inquiry.' });
      expect(
        (
          await call(
            method,
            url.replace(mine, () => unlinked),
            headers.mina,
            payload,
          )
        ).statusCode,
      ).toBe(404);
    }
    expect((await call('GET', '/api/enabler/inquiries', headers.olga)).json()).toEqual([]);
    // Operators cannot act on an enabler's inquiry either.
    expect((await call('POST', `/api/operator/inquiries/${mine}/case`, headers.operator)).statusCode).toBe(404);
    expect((await call('POST', `/api/operator/inquiries/${mine}/close`, headers.admin, { note: 'x' })).statusCode).toBe(404);
    const stored = await t.app.database.db.selectFrom('inquiries').select('status').where('id', 'in', [mine, unlinked]).execute();
    expect(stored.map((row) => row.status)).toEqual(['New', 'New']);
    expect((await call('GET', '/api/operator/inquiries', headers.admin)).json().map((item: Inquiry) => item._id)).toContain(unlinked);
    expect((await call('GET', '/api/operator/inquiries', headers.operator)).json().map((item: Inquiry) => item._id)).not.toContain(mine);
  });

  it('lists her inquiries newest first; opening one makes it Viewed once, recorded; the address stays hidden', async () => {
    clock.set('2026-12-01T11:00:00.000Z');
    const id = await inquire(MINA_PROFILE, 'Newest question');
    const list = (await call('GET', '/api/enabler/inquiries', headers.mina)).json() as Inquiry[];
    expect(list[0]).toMatchObject({ _id: id, status: 'New', email: '', question: 'Newest question', enablerId: MINA_PROFILE });
    expect(list.every((item) => item.email === '')).toBe(true);
    clock.set('2026-12-01T11:05:00.000Z');
    const opened = (await call('GET', `/api/enabler/inquiries/${id}`, headers.mina)).json() as InquiryDetail;
    expect(opened).toMatchObject({ status: 'Viewed', email: '' });
    expect(opened.history).toEqual([
      { _id: expect.any(String), actorName: null, from: null, to: 'New', note: null, at: '2026-12-01T11:00:00.000Z' },
      { _id: expect.any(String), actorName: 'Mina Enabler', from: 'New', to: 'Viewed', note: null, at: '2026-12-01T11:05:00.000Z' },
    ]);
    const again = (await call('GET', `/api/enabler/inquiries/${id}`, headers.mina)).json() as InquiryDetail;
    expect(again.history).toHaveLength(2);
  });

  it('accepts: both introductions queued, addresses exchanged only then; a second accept gets 409', async () => {
    const id = await inquire(MINA_PROFILE, 'Can you introduce me to investors?');
    const visitorEmail = `vera${sequence}@example.org`;
    let accepted: Inquiry | undefined;
    const rows = await mailAddedBy(t.app, async () => {
      const response = await call('POST', `/api/enabler/inquiries/${id}/accept`, headers.mina);
      expect(response.statusCode).toBe(200);
      accepted = response.json();
    });
    expect(accepted).toMatchObject({ status: 'Accepted', email: visitorEmail });
    expect(rows).toEqual([
      {
        kind: 'inquiry-accepted',
        recipient: visitorEmail,
        data: expect.objectContaining({
          enablerName: 'Mina Enabler',
          enablerEmail: 'mina@example.org',
          question: 'Can you introduce me to investors?',
        }),
      },
      {
        kind: 'inquiry-introduction',
        recipient: 'mina@example.org',
        data: expect.objectContaining({ visitorEmail, question: 'Can you introduce me to investors?' }),
      },
    ]);
    expect((await call('GET', `/api/enabler/inquiries/${id}`, headers.mina)).json().email).toBe(visitorEmail);
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'subject_kind'])
      .where('subject_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'inquiry-introduced', subject_kind: 'inquiry' }]);
    const twice = await call('POST', `/api/enabler/inquiries/${id}/accept`, headers.mina);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('CONFLICT');
    expect((await call('POST', `/api/enabler/inquiries/${id}/decline`, headers.mina, {})).statusCode).toBe(409);
  });

  it('lets only one of two concurrent accepts succeed, with one pair of introductions', async () => {
    const id = await inquire(MINA_PROFILE);
    let winner: Inquiry | undefined;
    const rows = await mailAddedBy(t.app, async () => {
      const results = await Promise.all([
        call('POST', `/api/enabler/inquiries/${id}/accept`, headers.mina),
        call('POST', `/api/enabler/inquiries/${id}/accept`, headers.mina),
        call('POST', `/api/enabler/inquiries/${id}/decline`, headers.mina, { reason: 'No' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      winner = results.find((r) => r.statusCode === 200)?.json();
    });
    // Exactly the mail of the one change that won.
    expect(rows.map((row) => row.kind)).toEqual(
      winner?.status === 'Accepted' ? ['inquiry-accepted', 'inquiry-introduction'] : ['inquiry-declined'],
    );
    const events = await t.app.database.db.selectFrom('inquiry_events').select('to_status').where('inquiry_id', '=', id).execute();
    expect(events).toHaveLength(2);
  });

  it('declines with an optional reason, sent to the visitor with the way back to the directory; no address to the enabler', async () => {
    const withReason = await inquire(MINA_PROFILE);
    const rows = await mailAddedBy(t.app, async () => {
      const response = await call('POST', `/api/enabler/inquiries/${withReason}/decline`, headers.mina, {
        reason: '  I am away until March.  ',
      });
      expect(response.json()).toMatchObject({ status: 'Declined', email: '', declineReason: 'I am away until March.' });
    });
    expect(rows).toEqual([
      {
        kind: 'inquiry-declined',
        recipient: `vera${sequence}@example.org`,
        data: {
          visitorName: `Vera Visitor ${sequence}`,
          enablerName: 'Mina Enabler',
          reason: 'I am away until March.',
          directoryUrl: 'https://club.example.org/allenablers',
        },
      },
    ]);
    const without = await inquire(MINA_PROFILE);
    const plain = await mailAddedBy(t.app, () => call('POST', `/api/enabler/inquiries/${without}/decline`, headers.mina));
    expect(plain[0]?.data).not.toHaveProperty('reason');
    expect((await call('POST', `/api/enabler/inquiries/${without}/decline`, headers.mina, { reason: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
  });

  it('writes no change when its mail cannot be written (one transaction)', async () => {
    const id = await inquire(MINA_PROFILE);
    const unlinked = await inquire(UNLINKED_PROFILE);
    const before = await t.app.database.db
      .selectFrom('inquiries')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const restore = await refuseMail(t.app);
    try {
      const payload = { name: 'Lost', email: 'lost@example.org', question: 'q', enabler: 'x', enablerId: MINA_PROFILE };
      expect((await t.app.inject({ method: 'POST', url: '/api/inquiry', payload })).statusCode).toBe(500);
      expect((await call('POST', `/api/enabler/inquiries/${id}/accept`, headers.mina)).statusCode).toBe(500);
      expect((await call('POST', `/api/enabler/inquiries/${id}/decline`, headers.mina, {})).statusCode).toBe(500);
      expect((await call('POST', `/api/operator/inquiries/${unlinked}/case`, headers.operator)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const after = await t.app.database.db
      .selectFrom('inquiries')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const rows = await t.app.database.db.selectFrom('inquiries').select(['status', 'case_id']).where('id', 'in', [id, unlinked]).execute();
    expect(rows).toEqual([
      { status: 'New', case_id: null },
      { status: 'New', case_id: null },
    ]);
    expect(
      await t.app.database.db.selectFrom('cases').selectAll().where('requester_email', '=', `vera${sequence}@example.org`).execute(),
    ).toEqual([]);
  });

  it("turns an operators' inquiry into a case: acknowledgement queued, history says where it came from, inquiry Closed", async () => {
    const id = await inquire(UNLINKED_PROFILE, 'I need help registering my company.');
    const visitorEmail = `vera${sequence}@example.org`;
    let body: { inquiry: Inquiry; caseId: string } | undefined;
    const rows = await mailAddedBy(t.app, async () => {
      const response = await call('POST', `/api/operator/inquiries/${id}/case`, headers.operator);
      expect(response.statusCode).toBe(201);
      body = response.json();
    });
    expect(body?.inquiry).toMatchObject({ _id: id, status: 'Closed', caseId: body?.caseId, email: visitorEmail });
    expect(rows).toEqual([
      {
        kind: 'help-received',
        recipient: visitorEmail,
        data: expect.objectContaining({ question: 'I need help registering my company.', requestUrl: expect.stringMatching(/\/request#/) }),
      },
    ]);
    const created = await findCaseById(t.app.database, body!.caseId);
    expect(created).toMatchObject({ question: 'I need help registering my company.', requesterEmail: visitorEmail, status: 'Pending' });
    const source = await t.app.database.db.selectFrom('cases').select('source').where('id', '=', body!.caseId).executeTakeFirstOrThrow();
    expect(source.source).toBe('inquiry');
    const history = await listCaseEvents(t.app.database, body!.caseId);
    expect(history[0]).toMatchObject({ action: 'created' });
    const note = await t.app.database.db
      .selectFrom('case_events')
      .select('note')
      .where('case_id', '=', body!.caseId)
      .executeTakeFirstOrThrow();
    expect(note.note).toMatch(/^From an inquiry to .+, made into a help request by Otto Operator\.$/);
    // The hand-over is in the audit log, without the visitor's data.
    const audit = await t.app.database.db.selectFrom('audit_events').selectAll().where('subject_id', '=', id).execute();
    expect(audit).toMatchObject([
      { action: 'inquiry-made-case', actor_id: expect.any(String), subject_kind: 'inquiry', detail: `Case ${body!.caseId}` },
    ]);
    // The case waits in the operators' list, ready to assign; the inquiry cannot be closed or made a case again.
    const cases = (await call('GET', '/api/operator/cases', headers.operator)).json() as { _id: string }[];
    expect(cases.map((item) => item._id)).toContain(body!.caseId);
    expect((await call('POST', `/api/operator/inquiries/${id}/case`, headers.operator)).statusCode).toBe(409);
    expect((await call('POST', `/api/operator/inquiries/${id}/close`, headers.admin, { note: 'x' })).statusCode).toBe(409);
  });

  it("closes an operators' inquiry with a required note, recorded with who closed it", async () => {
    const id = await inquire(UNLINKED_PROFILE);
    const missing = await call('POST', `/api/operator/inquiries/${id}/close`, headers.admin, { note: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ note: 'Please add a note saying why it is closed.' });
    const closed = await call('POST', `/api/operator/inquiries/${id}/close`, headers.admin, { note: 'Answered by phone.' });
    expect(closed.json()).toMatchObject({ status: 'Closed', caseId: null });
    const events = await t.app.database.db
      .selectFrom('inquiry_events')
      .selectAll()
      .where('inquiry_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(events.at(-1)).toMatchObject({ actor_id: users.admin._id, from_status: 'New', to_status: 'Closed', note: 'Answered by phone.' });
  });

  it('lets only one of a concurrent case and close win', async () => {
    const id = await inquire(UNLINKED_PROFILE);
    const results = await Promise.all([
      call('POST', `/api/operator/inquiries/${id}/case`, headers.operator),
      call('POST', `/api/operator/inquiries/${id}/close`, headers.admin, { note: 'Duplicate' }),
    ]);
    expect(results.map((r) => r.statusCode).filter((code) => code !== 409)).toHaveLength(1);
    const cases = await t.app.database.db
      .selectFrom('cases')
      .select('id')
      .where('requester_email', '=', `vera${sequence}@example.org`)
      .execute();
    expect(cases).toHaveLength(results[0]?.statusCode === 201 ? 1 : 0);
  });

  it("gives a deactivated enabler's unanswered inquiries to the operators, recorded and told; answered ones stay hers", async () => {
    clock.set('2026-12-02T09:00:00.000Z');
    for (const key of ['admin', 'operator', 'mina'] as const) headers[key] = bearer(await tokenFor(t.app, users[key]));
    const fresh = await inquire(MINA_PROFILE, 'Will you read my pitch deck?');
    const viewed = await inquire(MINA_PROFILE, 'Can we meet in Kochi?');
    expect((await call('GET', `/api/enabler/inquiries/${viewed}`, headers.mina)).statusCode).toBe(200);
    const answered = await inquire(MINA_PROFILE, 'Could you review my contract?');
    expect((await call('POST', `/api/enabler/inquiries/${answered}/decline`, headers.mina, {})).statusCode).toBe(200);
    const hers = await t.app.database.db
      .selectFrom('inquiries')
      .select(['id', 'status'])
      .where('assigned_user_id', '=', users.mina._id)
      .execute();
    const unanswered = hers.filter((row) => row.status === 'New' || row.status === 'Viewed').map((row) => row.id);
    expect(unanswered).toEqual(expect.arrayContaining([fresh, viewed]));

    clock.set('2026-12-02T10:00:00.000Z');
    let response: Awaited<ReturnType<typeof call>> | undefined;
    const rows = await mailAddedBy(t.app, async () => {
      response = await call('POST', `/api/admin/users/${users.mina._id}/deactivate`, headers.admin);
    });
    expect(response?.statusCode).toBe(200);
    expect(response?.json()).toMatchObject({ returnedCases: 0, returnedInquiries: unanswered.length });
    // On the operators' desk, in the state she left them in, where they can act on them.
    const desk = (await call('GET', '/api/operator/inquiries', headers.operator)).json() as Inquiry[];
    expect(desk.find((item) => item._id === fresh)).toMatchObject({ status: 'New', email: 'vera' + String(sequence - 2) + '@example.org' });
    expect(desk.find((item) => item._id === viewed)).toMatchObject({ status: 'Viewed' });
    expect(desk.map((item) => item._id)).not.toContain(answered);
    const events = await t.app.database.db
      .selectFrom('inquiry_events')
      .select(['actor_id', 'from_status', 'to_status', 'note', 'created_at'])
      .where('inquiry_id', '=', viewed)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({
      actor_id: users.admin._id,
      from_status: 'Viewed',
      to_status: 'Viewed',
      note: "Her account was deactivated or her role changed, so the inquiry went to the operators' inbox.",
      created_at: '2026-12-02T10:00:00.000Z',
    });
    expect(
      (await call('POST', `/api/operator/inquiries/${viewed}/close`, headers.operator, { note: 'Answered by phone.' })).statusCode,
    ).toBe(200);
    // One e-mail to the operator lists them; the answered one is not among them.
    expect(rows).toEqual([
      {
        kind: 'cases-returned',
        recipient: 'otto@example.org',
        data: expect.objectContaining({
          enablerName: 'Mina Enabler',
          cases: [],
          inquiriesUrl: 'https://club.example.org/operator/inquiries',
        }),
      },
    ]);
    const listed = (rows[0]?.data.inquiries as { question: string }[]).map((item) => item.question);
    expect(listed).toEqual(expect.arrayContaining(['Will you read my pitch deck?', 'Can we meet in Kochi?']));
    expect(listed).not.toContain('Could you review my contract?');
    const stillHers = await t.app.database.db
      .selectFrom('inquiries')
      .select('assigned_user_id')
      .where('id', '=', answered)
      .executeTakeFirstOrThrow();
    expect(stillHers.assigned_user_id).toBe(users.mina._id);
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'account-deactivated')
      .where('subject_id', '=', users.mina._id)
      .executeTakeFirstOrThrow();
    expect(audit.detail).toBe(
      `active → deactivated; 0 open cases back in the queue; ${unanswered.length} inquiries back with the operators`,
    );
  });

  it("never logs a visitor's address or message", async () => {
    const logs = t.logs.join('');
    expect(logs).not.toMatch(/vera\d+@example\.org/);
    expect(logs).not.toContain('Could we talk about pricing?');
  });
});
