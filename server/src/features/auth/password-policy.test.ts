import { passwordMessages } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { weakPasswordMessage } from './password-policy';
import { liveMailData } from '../../../test/case-mail-rows';

/** Issue 16, finding 8: common passwords and ones containing the address's name are refused wherever a password is set. */

describe('weakPasswordMessage', () => {
  it('refuses common passwords whatever their case, and ones containing the name part of the address', () => {
    for (const common of ['12345678', 'password', 'PassWord1', 'qwertyuiop', 'iloveyou', 'Sunshine2024', 'letmein123', '1q2w3e4r']) {
      expect({ common, message: weakPasswordMessage(common, 'rhea@example.org') }).toEqual({ common, message: passwordMessages.tooCommon });
    }
    expect(weakPasswordMessage('rhea@example.org', 'rhea@example.org')).toBe(passwordMessages.containsEmail);
    expect(weakPasswordMessage('my RHEA.Vance pass', 'rhea.vance@example.org')).toBe(passwordMessages.containsEmail);
    // Two characters are too short to mean anything: "al" inside a password is no giveaway.
    expect(weakPasswordMessage('a long canal walk', 'al@example.org')).toBeUndefined();
    expect(weakPasswordMessage('correct horse battery staple', 'rhea@example.org')).toBeUndefined();
  });
});

describe('every password setter refuses a weak password with the message on its field', () => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof seed>>;
  const seed = (app: TestApp['app']) =>
    seedAccounts(app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto.ops@example.org', role: 'operator' },
    });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' });
    users = await seed(t.app);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const accountsWith = async (email: string) =>
    (await t.app.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
  const refusal = (field: string, message: string) => ({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });

  it('register: a common password, then one containing the address, make no account', async () => {
    const common = await post('/api/auth/register', { name: 'Rhea', email: 'rhea@example.org', password: '12345678', role: 'enabler' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject(refusal('password', passwordMessages.tooCommon));
    const own = await post('/api/auth/register', {
      name: 'Rhea',
      email: 'rhea@example.org',
      password: 'Rhea@example.org',
      role: 'enabler',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject(refusal('password', passwordMessages.containsEmail));
    expect(await accountsWith('rhea@example.org')).toBe(0);
    expect(
      (await post('/api/auth/register', { name: 'Rhea', email: 'rhea@example.org', password: 'a long password', role: 'enabler' }))
        .statusCode,
    ).toBe(201);
  });

  it('create user: the admin is refused a common password or one with the address in it', async () => {
    const headers = bearer(await tokenFor(t.app, users.admin));
    const common = await post(
      '/api/admin/create-user',
      { name: 'Cleo', email: 'cleo@example.org', password: 'Password123', role: 'operator' },
      headers,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject(refusal('password', passwordMessages.tooCommon));
    const own = await post(
      '/api/admin/create-user',
      { name: 'Cleo', email: 'cleo@example.org', password: 'welcome-CLEO-2026', role: 'operator' },
      headers,
    );
    // In words for the admin, who chose the password for someone else (issue 26).
    expect(own.json()).toMatchObject(refusal('password', passwordMessages.containsTheirEmail));
    expect(await accountsWith('cleo@example.org')).toBe(0);
  });

  it('change password: refused on newPassword, and the current password still signs in', async () => {
    const headers = bearer(await tokenFor(t.app, users.operator));
    const common = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'qwerty123' }, headers);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject(refusal('newPassword', passwordMessages.tooCommon));
    const own = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'i am otto.ops, hello' }, headers);
    expect(own.json()).toMatchObject(refusal('newPassword', passwordMessages.containsEmail));
    expect((await post('/api/auth/login', { email: 'otto.ops@example.org', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('reset password: refused on newPassword, and the link still works for a good one', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'otto.ops@example.org' })).statusCode).toBe(202);
    const mail = await t.app.database.db
      .selectFrom('outbox_messages')
      .select(['id', 'data', 'secrets'])
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const token = (liveMailData(t.app, mail) as { resetUrl: string }).resetUrl.split('#')[1];
    const common = await post('/api/auth/reset-password', { token, newPassword: 'iloveyou' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject(refusal('newPassword', passwordMessages.tooCommon));
    const own = await post('/api/auth/reset-password', { token, newPassword: 'Otto.Ops forever' });
    expect(own.json()).toMatchObject(refusal('newPassword', passwordMessages.containsEmail));
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' })).statusCode).toBe(200);
  });
});

describe('the first admin choosing her own password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('may not choose a common one or her address', async () => {
    const generated = /Password: (\S+)/.exec(t.announcements[0] ?? '')?.[1] ?? '';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: generated },
    });
    const headers = bearer(login.json().token);
    for (const [newPassword, message] of [
      ['administrator', passwordMessages.tooCommon],
      ['admin@example.com', passwordMessages.containsEmail],
    ] as const) {
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword: generated, newPassword },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().fields).toEqual({ newPassword: message });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().mustChangePassword).toBe(true);
  });
});
