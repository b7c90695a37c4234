import { passwordMessages, twoFactorMessages, type TwoFactorSetup } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { codeNow, enableTwoFactor, nextStep } from '../../../test/two-factor';
import { normalizeRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { decodeBase32, totpAt } from './totp';

/** Issue 16, finding 9: a staff member turns her second factor on and off and makes new recovery codes (decision 020). */
describe('her own two-factor sign-in', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-03T10:00:00.000Z');
  let users: Awaited<ReturnType<typeof seed>>;
  const seed = (app: TestApp['app']) =>
    seedAccounts(app, {
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
    });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seed(t.app);
  });
  afterAll(async () => t.close());

  const as = async (user: keyof typeof users) => bearer(await tokenFor(t.app, users[user]));
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const auditOf = (id: string) =>
    t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('sets up with a secret and its otpauth URI, turns on with a code from the app, and shows ten recovery codes once', async () => {
    const headers = await as('enabler');
    expect((await call('GET', '/api/auth/two-factor', headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const setup = await call('POST', '/api/auth/two-factor/setup', headers);
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri } = setup.json() as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Women%20Founders%20Club:ena%40example.org?secret=${secret}&issuer=Women%20Founders%20Club&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until a code confirms it: login still signs in at once.
    expect((await call('GET', '/api/auth/two-factor', headers)).json().enabled).toBe(false);

    const key = decodeBase32(secret)!;
    // Issue 26: a session alone does not turn it on; her current password is asked too, and a wrong one is refused before the code counts.
    const noPassword = await call('POST', '/api/auth/two-factor/confirm', headers, { code: codeNow(key, clock) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'Please enter your password.' } });
    const badPassword = await call('POST', '/api/auth/two-factor/confirm', headers, {
      password: 'not her password',
      code: codeNow(key, clock),
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json()).toMatchObject({ fields: { password: passwordMessages.wrongCurrentPassword } });
    expect((await call('GET', '/api/auth/two-factor', headers)).json().enabled).toBe(false);
    const wrong = await call('POST', '/api/auth/two-factor/confirm', headers, {
      password: TEST_PASSWORD,
      code: totpAt(key, new Date(clock().getTime() + 120_000)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID', fields: { code: twoFactorMessages.wrongCode } });

    const confirm = await call('POST', '/api/auth/two-factor/confirm', headers, { password: TEST_PASSWORD, code: codeNow(key, clock) });
    expect(confirm.statusCode).toBe(200);
    const { message, recoveryCodes } = confirm.json() as { message: string; recoveryCodes: string[] };
    expect(message).toBe(twoFactorMessages.enabled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call('GET', '/api/auth/two-factor', headers)).json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(await auditOf(users.enabler._id)).toEqual([{ action: 'two-factor-enabled', actor_id: users.enabler._id }]);

    // At rest: the secret sealed (AES-256-GCM), never the base32 or raw key; the codes only as salted hashes.
    const row = await t.app.database.db
      .selectFrom('two_factor_secrets')
      .selectAll()
      .where('user_id', '=', users.enabler._id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(secret);
    expect(openSecret(row.secret_sealed, users.enabler._id, t.config.jwtSecret)).toEqual(key);
    expect(openSecret(row.secret_sealed, users.operator._id, t.config.jwtSecret)).toBeUndefined();
    expect(openSecret(row.secret_sealed, users.enabler._id, 'another-secret-of-at-least-32-characters!')).toBeUndefined();
    const hashes = await t.app.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', users.enabler._id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      for (const code of recoveryCodes) expect(code_hash).not.toContain(normalizeRecoveryCode(code));
    }
  });

  it('refuses a second setup while it is on, and a confirm with nothing waiting', async () => {
    const headers = await as('enabler');
    const again = await call('POST', '/api/auth/two-factor/setup', headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(twoFactorMessages.alreadyOn);
    const nothing = await call('POST', '/api/auth/two-factor/confirm', await as('operator'), { password: TEST_PASSWORD, code: '123456' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(twoFactorMessages.setupMissing);
  });

  it('a new setup replaces an unfinished one: only the newest secret confirms', async () => {
    const headers = await as('operator');
    const first = decodeBase32((await call('POST', '/api/auth/two-factor/setup', headers)).json().secret)!;
    const second = decodeBase32((await call('POST', '/api/auth/two-factor/setup', headers)).json().secret)!;
    expect(
      (await call('POST', '/api/auth/two-factor/confirm', headers, { password: TEST_PASSWORD, code: codeNow(first, clock) })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/auth/two-factor/confirm', headers, { password: TEST_PASSWORD, code: codeNow(second, clock) })).statusCode,
    ).toBe(200);
    nextStep(clock);
  });

  it('makes new recovery codes for a code from the app (not a recovery code); the old ones stop working', async () => {
    const { secret, recoveryCodes: old } = await enableTwoFactor(t.app, users.admin, clock);
    const headers = await as('admin');
    const byRecovery = await call('POST', '/api/auth/two-factor/recovery-codes', headers, { code: old[0] });
    expect(byRecovery.statusCode).toBe(400);
    const renewed = await call('POST', '/api/auth/two-factor/recovery-codes', headers, { code: codeNow(secret, clock) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(twoFactorMessages.regenerated);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    // The same code again, within its window, is refused: a code is taken once.
    const replay = await call('POST', '/api/auth/two-factor/recovery-codes', headers, { code: codeNow(secret, clock) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toEqual({ code: twoFactorMessages.codeUsed });
    nextStep(clock);
    // An old recovery code no longer turns it off; a new one does (with her password).
    const withOld = await call('POST', '/api/auth/two-factor/disable', headers, { password: TEST_PASSWORD, code: old[1] });
    expect(withOld.statusCode).toBe(400);
    const off = await call('POST', '/api/auth/two-factor/disable', headers, { password: TEST_PASSWORD, code: fresh[0] });
    expect(off.statusCode).toBe(200);
    expect((await auditOf(users.admin._id)).map((line) => line.action)).toEqual([
      'two-factor-enabled',
      'recovery-codes-regenerated',
      'two-factor-disabled',
    ]);
  });

  it('turns off only with her password and a code; both are checked', async () => {
    const headers = await as('enabler');
    const secret = await (async () => {
      // Ena turned it on in the first test; set a fresh one up to know the secret.
      await t.app.database.db.deleteFrom('recovery_codes').where('user_id', '=', users.enabler._id).execute();
      await t.app.database.db.deleteFrom('two_factor_secrets').where('user_id', '=', users.enabler._id).execute();
      return (await enableTwoFactor(t.app, users.enabler, clock)).secret;
    })();
    const wrongPassword = await call('POST', '/api/auth/two-factor/disable', headers, {
      password: 'not my password',
      code: codeNow(secret, clock),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().fields).toEqual({ password: 'Your current password is not right.' });
    const wrongCode = await call('POST', '/api/auth/two-factor/disable', headers, { password: TEST_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID' });
    const missing = await call('POST', '/api/auth/two-factor/disable', headers, {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['code', 'password']);
    expect((await call('GET', '/api/auth/two-factor', headers)).json().enabled).toBe(true);

    const off = await call('POST', '/api/auth/two-factor/disable', headers, { password: TEST_PASSWORD, code: codeNow(secret, clock) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: twoFactorMessages.disabled });
    expect((await call('GET', '/api/auth/two-factor', headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await t.app.database.db.selectFrom('recovery_codes').select('id').where('user_id', '=', users.enabler._id).execute()).toEqual(
      [],
    );
    const twice = await call('POST', '/api/auth/two-factor/disable', headers, { password: TEST_PASSWORD, code: '123456' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(twoFactorMessages.notOn);
  });
});
