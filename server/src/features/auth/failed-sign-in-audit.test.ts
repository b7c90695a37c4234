import type { AuditEntry, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { codeNow, enableTwoFactor, nextStep } from '../../../test/two-factor';

const WRONG_PASSWORD = 'Not-Her-Password-7731';

/**
 * Issue 26, item 4: failed sign-ins and failed second-factor codes reach the audit log, counted on
 * one line per account and 15 minutes, with the client's network masked and nothing typed kept.
 */
describe('failed sign-ins on the audit log', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-15T09:01:00.000Z');
  let users: Record<'admin' | 'otto' | 'ena', User>;
  let ena: { secret: Buffer; recoveryCodes: string[] };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      otto: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      ena: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    ena = await enableTwoFactor(t.app, users.ena, clock);
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const second = (challengeToken: string, code: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challengeToken, code }, remoteAddress });
  const auditLog = async (): Promise<AuditEntry[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=200', headers: bearer(await tokenFor(t.app, users.admin)) })).json();
  const tallies = async () => (await auditLog()).filter((entry) => entry.occurrences !== null);
  /** Every stored column of every audit line, as one text. */
  const storedAudit = async () => JSON.stringify(await t.app.database.db.selectFrom('audit_events').selectAll().execute());

  it('counts wrong passwords for an account on one line with the latest network, masked, and never what was typed', async () => {
    clock.set('2026-12-15T09:01:00.000Z');
    for (const address of ['203.0.113.7', '203.0.113.8', '203.0.113.9'])
      expect((await login('otto@example.org', WRONG_PASSWORD, address)).statusCode).toBe(401);
    clock.set('2026-12-15T09:04:00.000Z');
    expect((await login('Otto@Example.org', WRONG_PASSWORD, '2001:db8:85a3:1:2:3:4:5')).statusCode).toBe(401);
    // The right password signs in and adds nothing.
    expect((await login('otto@example.org', TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);

    expect(await tallies()).toEqual([
      {
        _id: expect.any(String) as string,
        action: 'sign-in-failed',
        actor: null,
        subjectKind: 'account',
        subjectId: users.otto._id,
        subjectName: 'Otto Operator',
        subjectOnRecord: true,
        detail: '2001:db8:85a3::x',
        occurrences: 4,
        createdAt: '2026-12-15T09:01:00.000Z',
      },
    ]);
    const stored = await storedAudit();
    for (const secret of [WRONG_PASSWORD, 'otto@example.org', '203.0.113.7', '2001:db8:85a3:1']) expect(stored).not.toContain(secret);
  });

  it('counts sign-ins to addresses no account has on one line that names none of them, and starts a new line each window', async () => {
    for (const email of ['nobody@example.org', 'no.one@example.org', 'nobody@example.org']) {
      expect((await login(email, WRONG_PASSWORD, '198.51.100.20')).statusCode).toBe(401);
    }
    clock.set('2026-12-15T09:15:00.000Z');
    expect((await login('otto@example.org', WRONG_PASSWORD, '198.51.100.21')).statusCode).toBe(401);

    const lines = await tallies();
    expect(lines.find((entry) => entry.action === 'sign-in-failed-no-account')).toMatchObject({
      subjectKind: 'no-account',
      subjectId: null,
      subjectName: null,
      detail: '198.51.100.x',
      occurrences: 3,
      createdAt: '2026-12-15T09:04:00.000Z',
    });
    // 09:15 opens a new window: a second line for Otto, the first one unchanged.
    expect(lines.filter((entry) => entry.action === 'sign-in-failed').map((entry) => [entry.createdAt, entry.occurrences])).toEqual([
      ['2026-12-15T09:15:00.000Z', 1],
      ['2026-12-15T09:01:00.000Z', 4],
    ]);
    const stored = await storedAudit();
    for (const secret of ['nobody@example.org', 'no.one@example.org', 'nobody', WRONG_PASSWORD]) expect(stored).not.toContain(secret);
  });

  it("counts wrong, reused and wrong recovery codes at sign-in on the account's line, and a right code adds nothing", async () => {
    const challenge = async () => (await login('ena@example.org', TEST_PASSWORD, '192.0.2.40')).json().challengeToken as string;
    nextStep(clock);
    const used = codeNow(ena.secret, clock);
    expect((await second(await challenge(), used, '192.0.2.40')).statusCode).toBe(200);

    const token = await challenge();
    const wrongCode = used === '000000' ? '111111' : '000000';
    expect((await second(token, wrongCode, '192.0.2.41')).statusCode).toBe(401);
    expect((await second(token, used, '192.0.2.42')).json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID' });
    expect((await second(token, 'abcde-fghjk', '203.0.113.50')).statusCode).toBe(401);
    expect((await second(token, ena.recoveryCodes[0]!, '203.0.113.51')).statusCode).toBe(200);

    const line = (await tallies()).filter((entry) => entry.action === 'two-factor-code-failed');
    expect(line).toEqual([
      expect.objectContaining({
        subjectKind: 'account',
        subjectId: users.ena._id,
        subjectName: 'Ena Enabler',
        detail: '203.0.113.x',
        occurrences: 3,
      }),
    ]);
    const stored = await storedAudit();
    for (const typed of [wrongCode, used, 'abcde-fghjk', ena.recoveryCodes[0]!]) expect(stored).not.toContain(typed);
  });
});
