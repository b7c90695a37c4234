import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, fixedClock, type TestApp, type TestDatabase } from '../../../test/helpers';
import { recordAudit, recordAuditTally } from './audit.service';

/** Issue 26, item 4: failed attempts are counted on one line per subject and window, whoever counts them. */
describe('audit tally lines', () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const clock = fixedClock('2026-12-15T09:03:00.000Z');

  beforeAll(async () => {
    shared = await createTestDatabase();
    // Two apps on one database stand for two processes: each has its own connections.
    first = await createTestApp({}, { clock }, shared);
    second = await createTestApp({}, { clock }, shared);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await shared.drop();
  });

  const lines = (subjectId: string) =>
    first.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'subject_id', 'detail', 'occurrences', 'created_at'])
      .where('subject_id', '=', subjectId)
      .orderBy('created_at')
      .orderBy('action')
      .execute();
  const failure = (subjectId: string, network: string) =>
    ({ action: 'sign-in-failed', subject: { kind: 'account', id: subjectId }, detail: network }) as const;

  it("counts 40 concurrent attempts from two processes on one line, its time the first attempt's", async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        recordAuditTally((i % 2 === 0 ? first : second).app.database.db, failure('acct-1', '203.0.113.x'), clock()),
      ),
    );
    expect(await lines('acct-1')).toEqual([
      { action: 'sign-in-failed', subject_id: 'acct-1', detail: '203.0.113.x', occurrences: 40, created_at: '2026-12-15T09:03:00.000Z' },
    ]);
  });

  it("keeps the latest attempt's network, and starts a new line in the next window only", async () => {
    clock.set('2026-12-15T09:14:59.000Z');
    await recordAuditTally(first.app.database.db, failure('acct-2', '198.51.100.x'), clock());
    clock.set('2026-12-15T09:14:59.999Z');
    await recordAuditTally(second.app.database.db, failure('acct-2', '2001:db8:85a3::x'), clock());
    clock.set('2026-12-15T09:15:00.000Z');
    await recordAuditTally(first.app.database.db, failure('acct-2', '192.0.2.x'), clock());
    // Another action and another subject in the same window have lines of their own.
    await recordAuditTally(first.app.database.db, { ...failure('acct-2', '192.0.2.x'), action: 'two-factor-code-failed' }, clock());
    await recordAuditTally(first.app.database.db, failure('acct-3', '192.0.2.x'), clock());
    expect(await lines('acct-2')).toEqual([
      {
        action: 'sign-in-failed',
        subject_id: 'acct-2',
        detail: '2001:db8:85a3::x',
        occurrences: 2,
        created_at: '2026-12-15T09:14:59.000Z',
      },
      { action: 'sign-in-failed', subject_id: 'acct-2', detail: '192.0.2.x', occurrences: 1, created_at: '2026-12-15T09:15:00.000Z' },
      {
        action: 'two-factor-code-failed',
        subject_id: 'acct-2',
        detail: '192.0.2.x',
        occurrences: 1,
        created_at: '2026-12-15T09:15:00.000Z',
      },
    ]);
    expect(await lines('acct-3')).toHaveLength(1);
  });

  it('leaves ordinary lines ordinary: no window, no count, any number of them', async () => {
    await first.app.database.writeTransaction(async (trx) => {
      for (let i = 0; i < 3; i += 1)
        await recordAudit(trx, { action: 'password-reset-requested', actorId: null, subject: { kind: 'account', id: 'acct-4' } }, clock());
    });
    expect((await lines('acct-4')).map((line) => line.occurrences)).toEqual([null, null, null]);
  });
});
