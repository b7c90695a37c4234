import type { EnablerProfileLinks, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tamperedToken, tokenFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('enabler profiles linked to accounts', () => {
  let t: TestApp;
  let users: Record<'admin' | 'operator' | 'mina' | 'olga' | 'pending' | 'otto', User>;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto.op@example.org', role: 'operator' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
      olga: { name: 'Olga Enabler', email: 'olga@example.org', role: 'enabler' },
      pending: { name: 'Pia Pending', email: 'pia@example.org', role: 'enabler', status: 'pending' },
      otto: { name: 'Otto Enabler Not', email: 'otto2@example.org', role: 'operator' },
    });
    for (const key of ['admin', 'operator', 'mina', 'olga'] as const) headers[key] = bearer(await tokenFor(t.app, users[key]));
  });
  afterAll(async () => t.close());

  const list = async () =>
    (await t.app.inject({ url: '/api/admin/enabler-profiles', headers: headers.admin })).json() as EnablerProfileLinks;
  const link = (id: number | string, userId: string | null, as = headers.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/enabler-profiles/${id}/account`, headers: as, payload: { userId } });
  const myProfile = (as: Record<string, string>) => t.app.inject({ url: '/api/enabler/profile', headers: as });

  it('lets only an admin list and link; only an enabler read her own profile', async () => {
    const tampered = bearer(tamperedToken(await tokenFor(t.app, users.admin)));
    for (const as of [{}, tampered]) {
      expect((await t.app.inject({ url: '/api/admin/enabler-profiles', headers: as })).statusCode).toBe(401);
      expect((await link(1, users.mina._id, as)).statusCode).toBe(401);
      expect((await myProfile(as)).statusCode).toBe(401);
    }
    for (const as of [headers.operator!, headers.mina!]) {
      expect((await t.app.inject({ url: '/api/admin/enabler-profiles', headers: as })).statusCode).toBe(403);
      expect((await link(1, users.mina._id, as)).statusCode).toBe(403);
    }
    expect((await myProfile(headers.admin!)).statusCode).toBe(403);
    expect((await myProfile(headers.operator!)).statusCode).toBe(403);
    expect((await list()).profiles.every((profile) => profile.account === null)).toBe(true);
  });

  it('lists the 21 profiles in directory order and the active enabler accounts still free', async () => {
    const links = await list();
    expect(links.profiles).toHaveLength(21);
    expect(links.profiles[0]).toMatchObject({
      id: 1,
      name: expect.any(String),
      photo: expect.stringMatching(/^\/images\/enablers\//),
      account: null,
    });
    expect(links.unlinkedAccounts.map((account) => account.name)).toEqual(['Mina Enabler', 'Olga Enabler']);
  });

  it('links an account to one profile, shows it to her, refuses a second profile with 409, and unlinks', async () => {
    expect(await myProfile(headers.mina!).then((r) => r.json())).toEqual({ profile: null });
    const linked = await link(3, users.mina._id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: 3, account: { _id: users.mina._id, name: 'Mina Enabler', email: 'mina@example.org' } });
    const mine = (await myProfile(headers.mina!)).json();
    expect(mine.profile).toEqual({ id: 3, name: linked.json().name, photo: linked.json().photo, title: expect.any(String) });
    expect((await myProfile(headers.olga!)).json()).toEqual({ profile: null });
    expect((await list()).unlinkedAccounts.map((account) => account.name)).toEqual(['Olga Enabler']);

    // One profile per account: a second profile for Mina is refused; linking the same again is fine.
    const twice = await link(4, users.mina._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', message: 'That account is already linked to another profile.' });
    expect((await link(3, users.mina._id)).statusCode).toBe(200);
    // One account per profile: linking Olga to profile 3 replaces Mina there.
    expect((await link(3, users.olga._id)).json().account._id).toBe(users.olga._id);
    expect((await myProfile(headers.mina!)).json()).toEqual({ profile: null });

    const unlinked = await link(3, null);
    expect(unlinked.json().account).toBeNull();
    expect((await myProfile(headers.olga!)).json()).toEqual({ profile: null });

    // Each change is on the audit log of the accounts concerned (issue 26); linking the same again writes nothing.
    const lines = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'subject_id', 'detail'])
      .where('action', 'like', 'profile-%')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const admin = lines[0]?.actor_id;
    expect(admin).toEqual(expect.any(String));
    // Olga replacing Mina writes two lines in one transaction, within the same millisecond: compared as a set.
    const byAccount = (line: { action: string; subject_id: string | null; detail: string | null }) => [
      line.subject_id === users.mina._id ? 'mina' : 'olga',
      line.action,
      line.detail,
    ];
    expect(lines.map(byAccount).sort()).toEqual([
      ['mina', 'profile-linked', 'Profile 3'],
      ['mina', 'profile-unlinked', 'Profile 3'],
      ['olga', 'profile-linked', 'Profile 3'],
      ['olga', 'profile-unlinked', 'Profile 3'],
    ]);
    expect(lines.map(byAccount)[0]).toEqual(['mina', 'profile-linked', 'Profile 3']);
    expect(lines.map(byAccount)[3]).toEqual(['olga', 'profile-unlinked', 'Profile 3']);
    expect(lines.every((line) => line.actor_id === admin)).toBe(true);
  });

  it('refuses unknown profiles (404), and accounts that are not active enablers (400)', async () => {
    expect((await link(99, users.mina._id)).statusCode).toBe(404);
    expect((await link('abc', users.mina._id)).statusCode).toBe(404);
    for (const userId of [users.pending._id, users.otto._id, users.admin._id, 'no-such-account']) {
      const refused = await link(5, userId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ userId: 'Please choose an active enabler account.' });
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/enabler-profiles/5/account', headers: headers.admin, payload: {} })).statusCode,
    ).toBe(400);
  });

  it('lets only one of two concurrent links of one account to two profiles succeed', async () => {
    const results = await Promise.all([link(7, users.olga._id), link(8, users.olga._id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const linkedTo = (await list()).profiles.filter((profile) => profile.account?._id === users.olga._id);
    expect(linkedTo).toHaveLength(1);
  });
});
