import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, testEngine, type TestApp, type TestDatabase } from '../../../test/helpers';
import { mayMailVisitor, purgeVisitorMailCountsBefore } from './visitor-mail';

/**
 * The cap on mail that public forms send to typed addresses (issue 38, finding 3), on the engine
 * of the project: on PostgreSQL from two apps with their own pools on one database.
 */
describe('mayMailVisitor', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({}, { background: false }, database);
    b = testEngine === 'postgres' ? await createTestApp({}, { background: false }, database) : a;
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await database.drop();
  });

  const ask = (app: TestApp, email: string, purpose: 'help' | 'membership', now: string) =>
    app.app.database.writeTransaction((trx) => mayMailVisitor(trx, email, purpose, at(now)));

  it('lets three mails a day go to one address for one purpose, however many ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => ask(index % 2 === 0 ? a : b, 'Asha@Example.org', 'help', '2026-12-01T09:00:00.000Z')),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
    // The address in another case is the same address; another purpose has its own three.
    expect(await ask(a, ' asha@example.ORG ', 'help', '2026-12-01T10:00:00.000Z')).toBe(false);
    expect(await ask(a, 'asha@example.org', 'membership', '2026-12-01T10:00:00.000Z')).toBe(true);
    expect(await ask(a, 'other@example.org', 'help', '2026-12-01T10:00:00.000Z')).toBe(true);
  });

  it('opens a new window 24 hours after the first mail, and keeps no address', async () => {
    expect(await ask(a, 'asha@example.org', 'help', '2026-12-02T08:59:00.000Z')).toBe(false);
    expect(await ask(b, 'asha@example.org', 'help', '2026-12-02T09:00:01.000Z')).toBe(true);
    const rows = await a.app.database.db.selectFrom('visitor_mail_counts').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/asha|example/i);
  });

  it('forgets windows that are over', async () => {
    const purged = await a.app.database.writeTransaction((trx) => purgeVisitorMailCountsBefore(trx, at('2026-12-03T09:30:00.000Z')));
    expect(purged).toBeGreaterThan(0);
    const left = await a.app.database.db.selectFrom('visitor_mail_counts').select('window_start').execute();
    expect(left).toEqual([]);
  });
});
