import type { AuditEntry, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { submitInquiry } from '../inquiry/inquiry.service';
import { recordAudit } from './audit.service';
import { mailerOf } from '../mail/outbox.service';

// The role matrix of this route (401 for every bad credential, 403 for operators and enablers) is
// in auth/require-role.test.ts with every other staff endpoint.
describe('GET /api/admin/audit: the Audit log', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-29T09:00:00.000Z');
  let users: Record<'admin' | 'enabler', User>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock, background: false });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    headers = bearer(await tokenFor(t.app, users.admin));
  });
  afterAll(async () => t.close());

  const list = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it('shows a password change with who did it, on whose account and when', async () => {
    clock.set('2026-11-29T09:01:00.000Z');
    const token = await tokenFor(t.app, users.enabler);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const response = await list('/api/admin/audit');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual<AuditEntry[]>([
      {
        _id: expect.any(String) as string,
        action: 'password-changed',
        actor: { _id: users.enabler._id, name: 'Ena Enabler' },
        subjectKind: 'account',
        subjectId: users.enabler._id,
        subjectName: 'Ena Enabler',
        subjectOnRecord: true,
        detail: null,
        occurrences: null,
        createdAt: '2026-11-29T09:01:00.000Z',
      },
    ]);
  });

  it('pages newest first with a Link to the next page, and a subject gone from the accounts has no name', async () => {
    for (let minute = 2; minute <= 5; minute += 1) {
      clock.set(`2026-11-29T09:0${minute}:00.000Z`);
      await t.app.database.writeTransaction((trx) =>
        recordAudit(
          trx,
          { action: 'password-reset-requested', actorId: null, subject: { kind: 'account', id: `gone-${minute}` } },
          clock(),
        ),
      );
    }
    const first = await list('/api/admin/audit?limit=2');
    expect(first.headers['x-total-count']).toBe('5');
    const page: AuditEntry[] = first.json();
    expect(page.map((entry) => entry.subjectId)).toEqual(['gone-5', 'gone-4']);
    expect(page[0]).toMatchObject({ actor: null, subjectName: null });
    const next = /^<(\/api\/admin\/audit\?[^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('limit=2');
    const second: AuditEntry[] = (await list(next!)).json();
    expect(second.map((entry) => entry.subjectId)).toEqual(['gone-3', 'gone-2']);
    const rest = await list(/^<([^>]+)>/.exec(String((await list(next!)).headers.link))![1]!);
    expect(rest.json().map((entry: AuditEntry) => entry.subjectId)).toEqual([users.enabler._id]);
    expect(rest.headers.link).toBeUndefined();
  });

  it('tells an inquiry still on record from one gone and from an account gone (issue 26)', async () => {
    const enabler = (await t.app.database.db.selectFrom('enablers').select('name').orderBy('id').executeTakeFirstOrThrow()).name;
    const inquiry = await submitInquiry(
      t.app.database,
      { name: 'Vee Visitor', email: 'vee@example.org', question: 'Could we talk?', enabler },
      clock(),
      mailerOf(t.app),
    );
    clock.set('2026-11-29T10:00:00.000Z');
    await t.app.database.writeTransaction(async (trx) => {
      await recordAudit(
        trx,
        { action: 'inquiry-introduced', actorId: users.admin._id, subject: { kind: 'inquiry', id: inquiry.id } },
        clock(),
      );
      await recordAudit(
        trx,
        { action: 'inquiry-introduced', actorId: users.admin._id, subject: { kind: 'inquiry', id: 'gone-inquiry' } },
        clock(),
      );
    });
    const entries: AuditEntry[] = (await list('/api/admin/audit?limit=200')).json();
    expect(entries.find((entry) => entry.subjectId === inquiry.id)).toMatchObject({
      subjectKind: 'inquiry',
      subjectName: null,
      subjectOnRecord: true,
    });
    expect(entries.find((entry) => entry.subjectId === 'gone-inquiry')).toMatchObject({ subjectOnRecord: false });
    expect(entries.find((entry) => entry.subjectId === 'gone-2')).toMatchObject({ subjectOnRecord: false });
    expect(entries.find((entry) => entry.subjectId === users.enabler._id)).toMatchObject({ subjectOnRecord: true });
  });

  it('refuses a page size or cursor it did not make with 400', async () => {
    expect((await list('/api/admin/audit?limit=0')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { limit: 'Limit must be a whole number from 1 to 200.' },
    });
    expect((await list('/api/admin/audit?cursor=not-ours')).statusCode).toBe(400);
  });
});
