import type { AccountChangeResponse, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { refuseMail } from '../../../test/fail-mail';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { acceptCase, assignCase, completeCase } from '../cases/case-change.service';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';

// The role matrix of these routes is in auth/require-role.test.ts with every other staff endpoint.
describe('changing an account: role, deactivation, reactivation', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-30T09:00:00.000Z');
  let users: Record<'ada' | 'olive' | 'otto' | 'ena' | 'mina', User>;
  let adaHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock, background: false });
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      olive: { name: 'Olive Operator', email: 'olive@example.org', role: 'operator' },
      otto: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      ena: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
    adaHeaders = bearer(await tokenFor(t.app, users.ada));
  });
  afterAll(async () => t.close());

  const post = (url: string, payload?: object, headers = adaHeaders) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const auditOf = (id: string) =>
    t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'detail'])
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .execute();
  const newCase = async (question: string) =>
    createCase(
      t.app.database,
      { question, requesterName: 'Riya Requester', requesterEmail: 'riya@example.org', source: 'help_form' },
      clock(),
      mailerOf(t.app),
    );
  const policy = () => ({ deadlineDays: 7, ...mailerOf(t.app) });

  it('changes a role with an audit line, and her old token is refused at once', async () => {
    const token = await tokenFor(t.app, users.otto);
    expect((await me(token)).statusCode).toBe(200);
    clock.set('2026-11-30T09:05:00.000Z');
    const response = await post(`/api/admin/users/${users.otto._id}/role`, { role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject<Partial<AccountChangeResponse>>({
      message: 'Role changed.',
      returnedCases: 0,
      user: {
        _id: users.otto._id,
        name: 'Otto Operator',
        email: 'otto@example.org',
        role: 'admin',
        status: 'active',
        createdAt: '2026-11-30T09:00:00.000Z',
        lastSignInAt: null,
        twoFactorEnabled: false,
        inviteExpiresAt: null,
      },
    });
    expect(await auditOf(users.otto._id)).toEqual([
      { action: 'account-role-changed', actor_id: users.ada._id, detail: 'operator → admin' },
    ]);
    expect((await me(token)).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${users.otto._id}/role`, { role: 'operator' })).statusCode).toBe(200);
  });

  it('ends her sessions on a role change: a token from before operator → admin → operator stays refused (issue 26)', async () => {
    const logIn = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: users.otto.email, password: TEST_PASSWORD } })).json<{
        token: string;
      }>().token;
    const token = await logIn();
    expect((await me(token)).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${users.otto._id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${users.otto._id}/role`, { role: 'operator' })).statusCode).toBe(200);
    // The token carries the role she has again; only the session version tells it is from before.
    const answer = await me(token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await me(await logIn())).statusCode).toBe(200);
  });

  it('answers 400 with the field, 404 for an unknown id and 409 for the role she has', async () => {
    expect((await post(`/api/admin/users/${users.otto._id}/role`, { role: 'owner' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { role: 'Please choose Admin, Operator or Enabler.' },
    });
    expect((await post('/api/admin/users/nobody/role', { role: 'admin' })).statusCode).toBe(404);
    expect((await post('/api/admin/users/nobody/deactivate')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'We could not find that account.',
    });
    expect((await post('/api/admin/users/nobody/reactivate')).statusCode).toBe(404);
    expect((await post(`/api/admin/users/${users.otto._id}/role`, { role: 'operator' })).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This account already has that role.',
    });
    expect((await post(`/api/admin/users/${users.otto._id}/reactivate`)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a deactivated account can be reactivated.',
    });
  });

  it('deactivates an enabler: her token is refused, her open cases go back to the queue with history, the operators are mailed', async () => {
    clock.set('2026-11-30T10:00:00.000Z');
    const pending = await newCase('How do I register a company?');
    clock.set('2026-11-30T10:01:00.000Z');
    const accepted = await newCase('Where do I find a mentor?');
    clock.set('2026-11-30T10:02:00.000Z');
    const done = await newCase('What is a pitch deck?');
    for (const item of [pending, accepted, done])
      await assignCase(t.app.database, { caseId: item._id, enablerId: users.ena._id }, users.olive, clock(), policy());
    await acceptCase(t.app.database, accepted._id, users.ena, clock());
    await completeCase(t.app.database, { caseId: done._id, status: 'Completed' }, users.ena, clock(), mailerOf(t.app));
    const token = await tokenFor(t.app, users.ena);

    clock.set('2026-11-30T11:00:00.000Z');
    let response: Awaited<ReturnType<typeof post>> | undefined;
    const mail = await mailAddedBy(t.app, async () => (response = await post(`/api/admin/users/${users.ena._id}/deactivate`)));
    expect(response?.statusCode).toBe(200);
    expect(response?.json()).toMatchObject({ message: 'Account deactivated.', returnedCases: 2, user: { status: 'deactivated' } });
    expect((await me(token)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ena@example.org', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);

    const cases = await t.app.database.db
      .selectFrom('cases')
      .select(['id', 'status', 'assigned_to', 'deadline'])
      .where('id', 'in', [pending._id, accepted._id, done._id])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(cases.map((row) => [row.id, [row.status, row.assigned_to, row.deadline]]))).toEqual({
      [pending._id]: ['Pending', null, null],
      [accepted._id]: ['Pending', null, null],
      [done._id]: ['Completed', users.ena._id, expect.any(String)],
    });
    const history = await t.app.database.db
      .selectFrom('case_events')
      .select(['case_id', 'action', 'actor_id', 'from_assignee', 'to_assignee', 'note'])
      .where('action', '=', 'handed-back')
      .execute();
    const note = 'Her account was deactivated or her role changed, so the case went back to the queue.';
    expect(history.sort((a, b) => a.case_id.localeCompare(b.case_id))).toEqual(
      [pending._id, accepted._id].sort().map((id) => ({
        case_id: id,
        action: 'handed-back',
        actor_id: users.ada._id,
        from_assignee: users.ena._id,
        to_assignee: null,
        note,
      })),
    );
    // One e-mail to each operator, listing both cases.
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([
      ['cases-returned', 'olive@example.org'],
      ['cases-returned', 'otto@example.org'],
    ]);
    expect(mail[0]?.data).toEqual({
      recipientName: 'Olive Operator',
      enablerName: 'Ena Enabler',
      cases: [
        { question: 'How do I register a company?', caseUrl: `${t.config.publicUrl}/operator?case=${pending._id}` },
        { question: 'Where do I find a mentor?', caseUrl: `${t.config.publicUrl}/operator?case=${accepted._id}` },
      ],
      dashboardUrl: `${t.config.publicUrl}/operator`,
      inquiries: [],
      inquiriesUrl: `${t.config.publicUrl}/operator/inquiries`,
    });
    expect(await auditOf(users.ena._id)).toEqual([
      { action: 'account-deactivated', actor_id: users.ada._id, detail: 'active → deactivated; 2 open cases back in the queue' },
    ]);
    expect((await post(`/api/admin/users/${users.ena._id}/deactivate`)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This account is already deactivated.',
    });
  });

  it('reactivates: she can sign in again, but a token from before stays refused', async () => {
    const token = await tokenFor(t.app, users.mina);
    clock.set('2026-11-30T12:00:00.000Z');
    expect((await post(`/api/admin/users/${users.mina._id}/deactivate`)).statusCode).toBe(200);
    clock.set('2026-11-30T12:05:00.000Z');
    const response = await post(`/api/admin/users/${users.mina._id}/reactivate`);
    expect(response.json()).toMatchObject({ message: 'Account reactivated.', user: { status: 'active' } });
    expect((await me(token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'mina@example.org', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().token)).statusCode).toBe(200);
    expect((await auditOf(users.mina._id)).map((row) => row.action)).toEqual(['account-deactivated', 'account-reactivated']);
  });

  it('writes nothing when the mail cannot be written: the change, its history and its audit line go together', async () => {
    const item = await newCase('Can someone review my plan?');
    await assignCase(t.app.database, { caseId: item._id, enablerId: users.mina._id }, users.olive, clock(), policy());
    const allow = await refuseMail(t.app);
    try {
      expect((await post(`/api/admin/users/${users.mina._id}/deactivate`)).statusCode).toBe(500);
    } finally {
      await allow();
    }
    const account = await t.app.database.db.selectFrom('users').select('status').where('id', '=', users.mina._id).executeTakeFirstOrThrow();
    expect(account.status).toBe('active');
    const row = await t.app.database.db.selectFrom('cases').select('assigned_to').where('id', '=', item._id).executeTakeFirstOrThrow();
    expect(row.assigned_to).toBe(users.mina._id);
    expect((await auditOf(users.mina._id)).map((line) => line.action)).toEqual(['account-deactivated', 'account-reactivated']);
  });

  it('an enabler moved to another role gives her open cases back to the queue', async () => {
    clock.set('2026-11-30T13:00:00.000Z');
    const rina = (await seedAccounts(t.app, { rina: { name: 'Rina Enabler', email: 'rina@example.org', role: 'enabler' } })).rina;
    const item = await newCase('Who can help with export licences?');
    await assignCase(t.app.database, { caseId: item._id, enablerId: rina._id }, users.olive, clock(), policy());
    const mail = await mailAddedBy(t.app, async () => {
      const response = await post(`/api/admin/users/${rina._id}/role`, { role: 'operator' });
      expect(response.json()).toMatchObject({ message: 'Role changed.', returnedCases: 1, user: { role: 'operator' } });
    });
    // Not to Rina herself, an operator from now on.
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([
      ['cases-returned', 'olive@example.org'],
      ['cases-returned', 'otto@example.org'],
    ]);
    const row = await t.app.database.db
      .selectFrom('cases')
      .select(['status', 'assigned_to'])
      .where('id', '=', item._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Pending', assigned_to: null });
    expect(await auditOf(rina._id)).toEqual([{ action: 'account-role-changed', actor_id: users.ada._id, detail: 'enabler → operator' }]);
  });

  it('never removes the last active admin, herself included', async () => {
    // The first admin made at start (admin@example.com) goes first; Ada is then the only one.
    const first = await t.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    expect((await post(`/api/admin/users/${first.id}/deactivate`)).statusCode).toBe(200);
    const lastAdmin = { code: 'LAST_ADMIN', message: 'This is the last active admin. Make another account an admin first.' };
    const demote = await post(`/api/admin/users/${users.ada._id}/role`, { role: 'operator' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject(lastAdmin);
    expect((await post(`/api/admin/users/${users.ada._id}/deactivate`)).json()).toMatchObject(lastAdmin);
    expect(await auditOf(users.ada._id)).toEqual([]);
    // With a second active admin, she may step down.
    expect((await post(`/api/admin/users/${first.id}/reactivate`)).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${users.ada._id}/role`, { role: 'operator' })).statusCode).toBe(200);
  });

  it('lets only one of two admins removing each other at once succeed', async () => {
    await t.app.database.db.updateTable('users').set({ role: 'admin', status: 'active' }).where('id', '=', users.ada._id).execute();
    const first = await t.app.database.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    // Her deactivation above raised her session version (tokenFor signs version 0), and her generated password awaits a change.
    await t.app.database.db.updateTable('users').set({ session_version: 0, must_change_password: 0 }).where('id', '=', first.id).execute();
    const firstHeaders = bearer(await tokenFor(t.app, { _id: first.id, name: first.name, email: first.email, role: 'admin' }));
    const adaHeadersNow = bearer(await tokenFor(t.app, users.ada));
    const answers = await Promise.all([
      post(`/api/admin/users/${first.id}/deactivate`, undefined, adaHeadersNow),
      post(`/api/admin/users/${users.ada._id}/deactivate`, undefined, firstHeaders),
    ]);
    // The loser gets 409 when both passed sign-in checks first, or 401 when the winner had already committed.
    const [winner, loser] = answers.map((answer) => answer.statusCode).sort();
    expect(winner).toBe(200);
    expect([401, 409]).toContain(loser);
    const admins = await t.app.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    expect(admins).toHaveLength(1);
  });
});
