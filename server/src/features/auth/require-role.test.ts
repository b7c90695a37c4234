import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember } from '../../../test/member-session';
import { staffEndpoints, type StaffEndpoint } from '../../../test/staff-endpoints';
import { createCase } from '../cases/case.service';
import { signAccessToken } from './access-token';
import { mailerOf } from '../mail/outbox.service';

/**
 * Every staff endpoint, called without a usable token and as each role: the contract's 401/403
 * before anything runs, and the contract's answer for the roles that may call it.
 */
type Endpoint = StaffEndpoint;
const endpoints = staffEndpoints;

const NOW = '2026-11-20T10:00:00.000Z';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access control of every staff endpoint', () => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let users: Record<'admin' | 'operator' | 'enabler' | 'pending' | 'gone' | 'disabled' | 'switched' | 'changed', User>;
  /** Headers that must all get 401, by what is wrong with them. */
  const badCredentials: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
      pending: { name: 'Pat Pending', email: 'pat@example.org', role: 'enabler', status: 'pending' },
      gone: { name: 'Gail Gone', email: 'gail@example.org', role: 'operator' },
      disabled: { name: 'Dee Disabled', email: 'dee@example.org', role: 'admin' },
      switched: { name: 'Sam Switched', email: 'sam@example.org', role: 'admin' },
      changed: { name: 'Cleo Changed', email: 'cleo@example.org', role: 'operator' },
    });
    await createCase(
      t.app.database,
      { question: 'Q?', requesterName: 'R', requesterEmail: 'r@example.org', source: 'help_form' },
      clock(),
      mailerOf(t.app),
    );

    const now = clock();
    const valid = await tokenFor(t.app, users.admin);
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const enablerClaims = JSON.parse(Buffer.from((await tokenFor(t.app, users.enabler)).split('.')[1] ?? '', 'base64url').toString());

    const revoked = await tokenFor(t.app, users.operator);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) })).statusCode).toBe(204);

    const gone = await tokenFor(t.app, users.gone);
    await t.app.database.db.deleteFrom('users').where('id', '=', users.gone._id).execute();
    const disabled = await tokenFor(t.app, users.disabled);
    await t.app.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', users.disabled._id).execute();
    const switched = await tokenFor(t.app, users.switched);
    await t.app.database.db.updateTable('users').set({ role: 'enabler' }).where('id', '=', users.switched._id).execute();
    // Signed before a password change or reset, which raises the account's session version.
    const changed = await tokenFor(t.app, users.changed);
    await t.app.database.db.updateTable('users').set({ session_version: 1 }).where('id', '=', users.changed._id).execute();

    // A member's session (issue 28), its CSRF token included, for the case's requester and for an admin's own address.
    const member = await signInMember(t.app, 'r@example.org');
    Object.assign(badCredentials, {
      anonymous: {},
      "a member's session": member.headers,
      "a member's session beside a garbage bearer": { ...member.headers, authorization: 'Bearer not.a.token' },
      'empty bearer': { authorization: 'Bearer ' },
      'not a bearer scheme': { authorization: `Basic ${valid}` },
      garbage: bearer('not.a.token'),
      // An enabler's token with its role raised to admin, keeping the original signature.
      tampered: bearer(`${header}.${b64({ ...enablerClaims, role: 'admin' })}.${signature}`),
      'another account id': bearer(`${header}.${b64({ ...claims, sub: users.enabler._id })}.${signature}`),
      expired: bearer(await tokenFor(t.app, users.admin, new Date(now.getTime() - 8 * 3600_000 - 1000))),
      'issued exactly 8 hours ago': bearer(await tokenFor(t.app, users.admin, new Date(now.getTime() - 8 * 3600_000))),
      revoked: bearer(revoked),
      'deleted account': bearer(gone),
      'disabled account': bearer(disabled),
      'role changed since': bearer(switched),
      'password changed since': bearer(changed),
      'pending account': bearer(await tokenFor(t.app, users.pending)),
      'signed with another key': bearer(await signAccessToken('another-secret-of-at-least-32-characters!', users.admin, now)),
      'alg none': bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`),
      'alg HS512': bearer(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`),
    });
  });
  afterAll(async () => t.close());

  const call = (endpoint: Endpoint, headers: Record<string, string>) =>
    t.app.inject({ method: endpoint.method, url: endpoint.url, headers, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
    '%s: 401 without a usable token',
    async (_name, endpoint) => {
      for (const [problem, headers] of Object.entries(badCredentials)) {
        const response = await call(endpoint, headers);
        expect({ problem, status: response.statusCode }).toEqual({ problem, status: 401 });
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    },
  );

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
    '%s: the contract status for each role, 403 for the others',
    async (_name, endpoint) => {
      for (const role of ['admin', 'operator', 'enabler'] as const) {
        // A fresh token per call, since logout revokes the one it is given.
        const response = await call(endpoint, bearer(await tokenFor(t.app, users[role])));
        const expected = endpoint.allowed[role] ?? 403;
        expect({ role, status: response.statusCode }).toEqual({ role, status: expected });
        if (expected === 403) expect(response.json()).toMatchObject({ code: endpoint.refusal?.[role] ?? 'FORBIDDEN' });
      }
    },
  );

  it('does not act on a refused call: an operator cannot create an account or approve one', async () => {
    const token = await tokenFor(t.app, users.operator);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: bearer(token),
      payload: { name: 'Sneaky', email: 'sneaky@example.org', password: 'a long password', role: 'admin' },
    });
    expect(create.statusCode).toBe(403);
    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/approve-enabler/${users.pending._id}`, headers: bearer(token) });
    expect(approve.statusCode).toBe(403);
    const rows = await t.app.database.db
      .selectFrom('users')
      .select(['email', 'status'])
      .where('email', 'in', ['sneaky@example.org', 'pat@example.org'])
      .execute();
    expect(rows).toEqual([{ email: 'pat@example.org', status: 'pending' }]);
  });

  it('trusts the account, not the token: a token still works for an account whose name changed', async () => {
    const token = await tokenFor(t.app, users.operator);
    await t.app.database.db.updateTable('users').set({ name: 'Otto Renamed' }).where('id', '=', users.operator._id).execute();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().name).toBe('Otto Renamed');
  });
});
