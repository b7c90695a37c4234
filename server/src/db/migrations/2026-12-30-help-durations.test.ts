import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { down, up } from './2026-12-30-help-durations';

describe("migration 2026-12-30-help-durations: the cases there are get their durations' tenths of an hour", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('fills them in from the first response and, for Completed cases only, the completion; a reopened case keeps none', async () => {
    const db = t.app.database.db;
    const created = '2026-06-01T00:00:00.000Z';
    const later = (minutes: number) => new Date(Date.parse(created) + minutes * 60_000).toISOString();
    const cases = {
      answered: { status: 'Completed', first_response_at: later(69), completed_at: later(26 * 60 + 2) },
      reopened: { status: 'Accepted', first_response_at: later(3), completed_at: later(600) },
      waiting: { status: 'Pending', first_response_at: null, completed_at: null },
    } as const;
    const ids: Record<string, string> = {};
    for (const [name, fields] of Object.entries(cases)) {
      ids[name] = newId();
      await db
        .insertInto('cases')
        .values({
          id: ids[name]!,
          question: 'A question',
          requester_name: 'Rani',
          requester_email: `${name}@example.org`,
          source: 'help_form',
          created_at: created,
          updated_at: created,
          ...fields,
        })
        .execute();
    }
    // Back to before the migration (its columns gone), then up again over these rows.
    await down(db);
    await up(db);
    const rows = await db
      .selectFrom('cases')
      .select(['id', 'response_tenths', 'resolution_tenths'])
      .where('id', 'in', Object.values(ids))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, { response: row.response_tenths, resolution: row.resolution_tenths }]));
    expect(byId.get(ids.answered!)).toEqual({ response: 12, resolution: 260 });
    expect(byId.get(ids.reopened!)).toEqual({ response: 1, resolution: null });
    expect(byId.get(ids.waiting!)).toEqual({ response: null, resolution: null });
  });
});
