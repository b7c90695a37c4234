import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { refuseMail } from '../../../test/fail-mail';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

const NOW = '2026-11-20T10:00:00.000Z';
const PASSWORD = 'a long password';

describe('sign-up: verification, approval, rejection', () => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let users: { admin: User; second: User; away: User; operator: User };
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
    // The first admin (admin@example.com) exists too; a deactivated admin is not told.
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      second: { name: 'Bea Admin', email: 'bea@example.org', role: 'admin' },
      away: { name: 'Gone Admin', email: 'gone@example.org', role: 'admin', status: 'deactivated' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
    headers = bearer(await tokenFor(t.app, users.admin));
  });
  afterAll(async () => t.close());

  const db = () => t.app.database.db;
  const register = (email: string, role: 'enabler' | 'operator' = 'enabler', name = 'Ena Enabler') =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: PASSWORD, role } });
  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const pendingList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/pending-enablers', headers })).json() as Array<User & { emailVerified: boolean }>;
  const pendingOf = async (email: string) => (await pendingList()).find((user) => user.email === email);
  const approve = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/approve-enabler/${id}`, headers });
  const reject = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/reject/${id}`, headers });
  const createUser = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: { name: 'Made By Admin', email, password: PASSWORD, role: 'enabler' },
    });
  const auditOf = (id: string) =>
    db().selectFrom('audit_events').select(['action', 'actor_id', 'detail']).where('subject_id', '=', id).orderBy('created_at').execute();

  /** Registers `email` and returns the token of the link mailed to it. */
  async function registerWithLink(email: string): Promise<string> {
    const mails = await mailAddedBy(t.app, async () => expect((await register(email)).statusCode).toBe(201));
    const url = String(mails.find((mail) => mail.kind === 'verify-email')?.data.verifyUrl);
    expect(url).toMatch(/^https:\/\/club\.example\.org\/verify-email#[A-Za-z0-9_-]{43}$/);
    return url.split('#')[1]!;
  }

  it('mails the person her link and every active admin a notice, keeping only the hash of the link', async () => {
    const mails = await mailAddedBy(t.app, async () => {
      const response = await register('ena@example.org');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Registered successfully. Please login.' });
    });
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['registration-waiting', 'ada@example.org'],
      ['registration-waiting', 'admin@example.com'],
      ['registration-waiting', 'bea@example.org'],
      ['verify-email', 'ena@example.org'],
    ]);
    expect(mails[0]?.data).toEqual({
      recipientName: 'Ada Admin',
      applicantName: 'Ena Enabler',
      role: 'enabler',
      reviewUrl: 'https://club.example.org/admin',
    });
    const verifyMail = mails[3]!;
    expect(verifyMail.data.expiresAt).toBe('2026-11-27T10:00:00.000Z');
    const token = String(verifyMail.data.verifyUrl).split('#')[1]!;
    const stored = await db().selectFrom('email_verification_tokens').select('token_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(t.logs.join('')).not.toContain(token);
    expect((await pendingOf('ena@example.org'))?.emailVerified).toBe(false);
  });

  it('writes no account when its mail cannot be written (one transaction)', async () => {
    const restore = await refuseMail(t.app);
    try {
      expect((await register('lost@example.org')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const rows = await db().selectFrom('users').select('id').where('email', '=', 'lost@example.org').execute();
    expect(rows).toEqual([]);
    expect((await register('lost@example.org')).statusCode).toBe(201);
  });

  it('verifies with the link once; a reused, altered or expired link fails alike', async () => {
    const token = await registerWithLink('vera@example.org');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'not-a-token', '']) {
      const response = await verify(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VERIFY_LINK_INVALID',
        message: 'This link is not valid, has expired or has already been used.',
      });
    }
    expect((await pendingOf('vera@example.org'))?.emailVerified).toBe(false);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const vera = await pendingOf('vera@example.org');
    expect(vera?.emailVerified).toBe(true);
    expect(await auditOf(vera!._id)).toEqual([{ action: 'email-verified', actor_id: null, detail: null }]);
    expect((await verify(token)).json().code).toBe('VERIFY_LINK_INVALID');

    const late = await registerWithLink('late@example.org');
    clock.set('2026-11-27T10:00:00.000Z');
    try {
      expect((await verify(late)).json().code).toBe('VERIFY_LINK_INVALID');
    } finally {
      clock.set(NOW);
    }
    expect((await pendingOf('late@example.org'))?.emailVerified).toBe(false);
  });

  it('sends a new link to an unconfirmed registration only, answering every address alike, at most three a day', async () => {
    const resend = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    const sameAnswer = {
      message: 'If a registration with this address is waiting for its confirmation, we have sent it a new link. Please check your inbox.',
    };
    const first = await registerWithLink('renew@example.org');
    const confirmed = await registerWithLink('confirmed@example.org');
    expect((await verify(confirmed)).statusCode).toBe(200);

    // An active account, a confirmed registration, an unknown address: the same answer, no mail.
    for (const email of ['otto@example.org', 'confirmed@example.org', 'nobody@example.org']) {
      const mails = await mailAddedBy(t.app, async () => {
        const response = await resend(email);
        expect(response.statusCode).toBe(202);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual(sameAnswer);
      });
      expect(mails).toEqual([]);
    }

    const mails = await mailAddedBy(t.app, async () => expect((await resend('RENEW@example.org')).json()).toEqual(sameAnswer));
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([['verify-email', 'renew@example.org']]);
    const second = String(mails[0]!.data.verifyUrl).split('#')[1]!;
    expect(second).not.toBe(first);
    const renew = (await pendingOf('renew@example.org'))!;
    expect(await auditOf(renew._id)).toEqual([{ action: 'verification-resent', actor_id: null, detail: null }]);

    // The registration's link and one resent make two; a third is the day's last.
    expect(await mailAddedBy(t.app, async () => expect((await resend('renew@example.org')).statusCode).toBe(202))).toHaveLength(1);
    expect(await mailAddedBy(t.app, async () => expect((await resend('renew@example.org')).statusCode).toBe(202))).toEqual([]);

    expect((await verify(second)).statusCode).toBe(200);
    expect((await pendingOf('renew@example.org'))?.emailVerified).toBe(true);
    expect((await resend('not an address')).statusCode).toBe(400);
  });

  it('approves: the person is told by e-mail and the audit log records who approved', async () => {
    await register('appy@example.org');
    const appy = (await pendingOf('appy@example.org'))!;
    const mails = await mailAddedBy(t.app, async () => expect((await approve(appy._id)).statusCode).toBe(200));
    expect(mails).toEqual([
      {
        kind: 'account-approved',
        recipient: 'appy@example.org',
        data: { name: 'Ena Enabler', loginUrl: 'https://club.example.org/login' },
      },
    ]);
    expect(await auditOf(appy._id)).toEqual([{ action: 'account-approved', actor_id: users.admin._id, detail: null }]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'appy@example.org', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('rejects: the account and its links are deleted, the person is told, the address is free again', async () => {
    await registerWithLink('rita@example.org');
    const rita = (await pendingOf('rita@example.org'))!;
    const mails = await mailAddedBy(t.app, async () => {
      const response = await reject(rita._id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Request rejected' });
    });
    expect(mails).toEqual([{ kind: 'account-rejected', recipient: 'rita@example.org', data: { name: 'Ena Enabler' } }]);
    expect(await db().selectFrom('users').select('id').where('id', '=', rita._id).execute()).toEqual([]);
    expect(await db().selectFrom('email_verification_tokens').select('id').where('user_id', '=', rita._id).execute()).toEqual([]);
    expect(await auditOf(rita._id)).toEqual([{ action: 'account-rejected', actor_id: users.admin._id, detail: 'enabler' }]);
    expect((await reject(rita._id)).statusCode).toBe(404);
    expect((await reject(users.operator._id)).statusCode).toBe(404);
    expect((await register('rita@example.org')).statusCode).toBe(201);
  });

  it('lets an admin create an account over an unverified registration of the address, but not over a verified or active one', async () => {
    await register('swap@example.org');
    const old = (await pendingOf('swap@example.org'))!;
    const created = await createUser('SWAP@example.org');
    expect(created.statusCode).toBe(201);
    const rows = await db().selectFrom('users').select(['id', 'status', 'name']).where('email', '=', 'swap@example.org').execute();
    expect(rows).toEqual([{ id: created.json().user._id, status: 'active', name: 'Made By Admin' }]);
    expect(await auditOf(old._id)).toEqual([
      { action: 'registration-replaced', actor_id: users.admin._id, detail: 'replaced by a new enabler account' },
    ]);

    const token = await registerWithLink('kept@example.org');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await createUser('kept@example.org')).statusCode).toBe(409);
    expect((await createUser('otto@example.org')).json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email already registered' });
    expect(await db().selectFrom('users').select('status').where('email', '=', 'kept@example.org').execute()).toEqual([
      { status: 'pending' },
    ]);
  });

  it('lets only admins approve and reject', async () => {
    await register('guard@example.org');
    const guard = (await pendingOf('guard@example.org'))!;
    const operatorHeaders = bearer(await tokenFor(t.app, users.operator));
    for (const url of [`/api/admin/reject/${guard._id}`, `/api/admin/approve-enabler/${guard._id}`]) {
      expect((await t.app.inject({ method: 'POST', url, headers: operatorHeaders })).statusCode).toBe(403);
    }
    expect((await pendingOf('guard@example.org'))?._id).toBe(guard._id);
  });
});
