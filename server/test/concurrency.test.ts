import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// Concurrency on the engine under test (SQLite, or PostgreSQL with TEST_ENGINE=postgres).
describe('concurrent submissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
  });
  afterAll(async () => t.close());

  it('500 concurrent help submissions make exactly 500 cases, each with its history row', async () => {
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/help',
          payload: { requesterName: `Visitor ${i}`, requesterEmail: `v${i}@example.org`, question: `Question ${i}` },
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const ids = new Set(responses.map((r) => r.json()._id as string));
    expect(ids.size).toBe(500);
    const { db } = t.app.database;
    const cases = await db.selectFrom('cases').select('id').execute();
    expect(cases).toHaveLength(500);
    expect(new Set(cases.map((c) => c.id))).toEqual(ids);
    const created = await db.selectFrom('case_events').select('case_id').where('action', '=', 'created').execute();
    expect(created).toHaveLength(500);
  });

  // Issue 26: a repeated address is answered as a new one (the member is told by e-mail), never 409.
  it('50 concurrent sign-ups with one e-mail make one membership, each answered as a new sign-up', async () => {
    const payload = {
      firstName: 'Same',
      lastName: 'Person',
      email: 'same.person@example.org',
      jobFunction: 'student',
      vertical: 'education',
      hearAbout: 'event',
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: '/api/membership', payload })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    for (const response of responses) expect(response.json()).toEqual({ _id: expect.any(String), message: 'Successfully submitted!' });
    const rows = await t.app.database.db.selectFrom('memberships').select('id').where('email', '=', 'same.person@example.org').execute();
    expect(rows).toHaveLength(1);
  });
});
