import type { AccountChangeResponse, AccountSummary, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { hashLinkToken } from '../../lib/link-token';
import { liveMailData } from '../../../test/case-mail-rows';

const CHOSEN = 'a walk by the backwaters';
// Each invitation and each accepted one hashes a password (scrypt), slow on a busy machine.
const HASHING_TIMEOUT = 90_000;

describe('staff invitations, created accounts and her own name (issue 26)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-14T09:00:00.000Z');
  let users: Record<'ada' | 'ena', User>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      ena: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => t.close());

  // A token signed at the clock's time: the tests move the clock by days.
  const post = async (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(await tokenFor(t.app, users.ada)), ...(payload ? { payload } : {}) });
  const accept = (token: string, newPassword = CHOSEN) =>
    t.app.inject({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, newPassword } });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const db = () => t.app.database.db;
  const auditOf = (id: string) =>
    db()
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'detail'])
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const invites = (email: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['id', 'data', 'secrets', 'recipient'])
      .where('kind', '=', 'staff-invite')
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute();
  async function linkTokenOf(email: string): Promise<string> {
    const newest = (await invites(email)).at(-1);
    // The stored data masks the link; the recipient's copy has it (features/mail/outbox-secrets.ts).
    expect(newest?.data).not.toMatch(/accept-invite#[A-Za-z0-9_-]{43}/);
    const { inviteUrl } = (newest ? liveMailData(t.app, newest) : {}) as { inviteUrl?: string };
    expect(inviteUrl).toMatch(/^https:\/\/club\.example\.org\/accept-invite#[A-Za-z0-9_-]{43}$/);
    return inviteUrl!.split('#')[1]!;
  }

  it(
    'invites a person: an invited account, her e-mail in her language with a 7-day link of which only the hash is stored, an audit line',
    async () => {
      const response = await post('/api/admin/users/invite', {
        name: 'Olive Operator',
        email: 'Olive@Example.org',
        role: 'operator',
        language: 'ml',
      });
      expect(response.statusCode).toBe(201);
      const { user, message } = response.json<AccountChangeResponse>();
      expect(message).toBe('Invitation sent. She chooses her own password through the link in it, within 7 days.');
      expect(user).toMatchObject<Partial<AccountSummary>>({
        name: 'Olive Operator',
        email: 'olive@example.org',
        role: 'operator',
        status: 'invited',
        inviteExpiresAt: '2026-12-21T09:00:00.000Z',
      });
      const [mail] = await invites('olive@example.org');
      expect(JSON.parse(mail!.data ?? '{}')).toMatchObject({
        name: 'Olive Operator',
        inviterName: 'Ada Admin',
        role: 'operator',
        locale: 'ml',
      });
      const token = await linkTokenOf('olive@example.org');
      const stored = await db().selectFrom('account_invites').select('token_hash').where('user_id', '=', user._id).execute();
      expect(stored).toEqual([{ token_hash: hashLinkToken(token) }]);
      expect(await auditOf(user._id)).toEqual([{ action: 'account-invited', actor_id: users.ada._id, detail: 'operator' }]);
      // She cannot sign in before she chose a password, and she is nobody's colleague yet.
      expect((await login('olive@example.org', TEST_PASSWORD)).statusCode).toBe(401);
      expect(
        (await post('/api/admin/users/invite', { name: 'Olive Again', email: 'olive@example.org', role: 'enabler' })).json(),
      ).toMatchObject({ code: 'EMAIL_TAKEN' });
    },
    HASHING_TIMEOUT,
  );

  it('answers bad input in the admin\'s words, never "your"', async () => {
    const response = await post('/api/admin/users/invite', { name: '', email: 'not an address', role: 'owner', language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Please enter the name.',
        email: 'Please enter a valid email address.',
        role: 'Please choose Operator, Enabler or Admin.',
        language: 'Please choose English or Malayalam (en or ml).',
      },
    });
    const created = await post('/api/admin/create-user', {
      name: 'Rhea Vance',
      email: 'rhea.vance@example.org',
      password: 'rhea.vance2026',
      role: 'enabler',
    });
    expect(created.json()).toMatchObject({
      fields: { password: 'The password must not contain the email address or the part before its @. Please choose another one.' },
    });
    const short = await post('/api/admin/create-user', {
      name: 'Rhea Vance',
      email: 'rhea.vance@example.org',
      password: 'short',
      role: 'enabler',
    });
    expect(short.json()).toMatchObject({ fields: { password: 'The password must be at least 8 characters.' } });
  });

  it(
    'sends a new invitation that ends the earlier link; only an invited account gets one',
    async () => {
      const { user } = (
        await post('/api/admin/users/invite', { name: 'Rina Resend', email: 'rina@example.org', role: 'enabler' })
      ).json<AccountChangeResponse>();
      const first = await linkTokenOf('rina@example.org');
      clock.set('2026-12-15T09:00:00.000Z');
      const again = await post(`/api/admin/users/${user._id}/invite`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        message: 'A new invitation was sent. The earlier link no longer works.',
        user: { status: 'invited', inviteExpiresAt: '2026-12-22T09:00:00.000Z' },
      });
      const second = await linkTokenOf('rina@example.org');
      expect(second).not.toBe(first);
      expect((await accept(first)).json()).toMatchObject({ code: 'INVITE_LINK_INVALID' });
      clock.set('2026-12-15T09:01:00.000Z');
      expect((await accept(second)).statusCode).toBe(200);
      expect((await post(`/api/admin/users/${user._id}/invite`)).json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Only an account whose invitation has not been accepted yet can be sent a new one.',
      });
      expect((await post('/api/admin/users/nobody/invite')).statusCode).toBe(404);
      expect((await auditOf(user._id)).map((line) => line.action)).toEqual(['account-invited', 'invite-resent', 'invite-accepted']);
    },
    HASHING_TIMEOUT,
  );

  it(
    'lets her choose a password once: the policy applies, then she signs in; the link works once',
    async () => {
      clock.set('2026-12-16T09:00:00.000Z');
      const { user } = (
        await post('/api/admin/users/invite', { name: 'Anu Accept', email: 'anu@example.org', role: 'enabler' })
      ).json<AccountChangeResponse>();
      const token = await linkTokenOf('anu@example.org');
      const weak = await accept(token, 'anu@example.org!');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        fields: { newPassword: 'Your password must not contain your email address or the part before its @. Please choose another one.' },
      });
      const done = await accept(token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: 'Your password is set. Please sign in with it.' });
      expect(done.headers['cache-control']).toBe('no-store');
      const signedIn = await login('anu@example.org', CHOSEN);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ user: { _id: user._id, role: 'enabler', mustChangePassword: false } });
      expect((await accept(token, 'another long passphrase')).json()).toMatchObject({
        code: 'INVITE_LINK_INVALID',
        message: 'This invitation link is not valid, has expired or has already been used. Please ask an administrator for a new one.',
      });
      expect(await auditOf(user._id)).toContainEqual({ action: 'invite-accepted', actor_id: user._id, detail: null });
    },
    HASHING_TIMEOUT,
  );

  it(
    'refuses a link after seven days, a link of a deactivated account, and anything not shaped like a link',
    async () => {
      clock.set('2026-12-17T09:00:00.000Z');
      await post('/api/admin/users/invite', { name: 'Lata Late', email: 'lata@example.org', role: 'operator' });
      const late = await linkTokenOf('lata@example.org');
      const { user } = (
        await post('/api/admin/users/invite', { name: 'Dee Deactivated', email: 'dee@example.org', role: 'operator' })
      ).json<AccountChangeResponse>();
      const deactivated = await linkTokenOf('dee@example.org');
      expect((await post(`/api/admin/users/${user._id}/deactivate`)).statusCode).toBe(200);
      expect((await accept(deactivated)).json()).toMatchObject({ code: 'INVITE_LINK_INVALID' });
      clock.set('2026-12-24T09:00:01.000Z');
      expect((await accept(late)).json()).toMatchObject({ code: 'INVITE_LINK_INVALID' });
      expect((await accept('short')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/accept-invite', payload: {} })).statusCode).toBe(400);
    },
    HASHING_TIMEOUT,
  );

  it(
    'audits an account an admin creates with a password',
    async () => {
      const response = await post('/api/admin/create-user', {
        name: 'Cara Created',
        email: 'cara@example.org',
        password: 'a quiet harbour walk',
        role: 'enabler',
      });
      expect(response.statusCode).toBe(201);
      const { user } = response.json<{ user: User }>();
      expect(await auditOf(user._id)).toEqual([{ action: 'account-created', actor_id: users.ada._id, detail: 'enabler' }]);
    },
    HASHING_TIMEOUT,
  );

  it('lets a signed-in person change her own name, audited; her session goes on', async () => {
    const headers = bearer(await tokenFor(t.app, users.ena));
    const rename = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/account/name', headers, payload });
    const response = await rename({ name: '  Ena Menon  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your name has been changed.', user: { ...users.ena, name: 'Ena Menon' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json()).toMatchObject({ name: 'Ena Menon' });
    expect(await auditOf(users.ena._id)).toEqual([{ action: 'account-renamed', actor_id: users.ena._id, detail: null }]);
    expect((await rename({ name: ' ' })).json()).toMatchObject({ fields: { name: 'Please enter your name.' } });
  });
});
