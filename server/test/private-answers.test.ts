import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from './accounts';
import { liveMailData } from './case-mail-rows';
import { createEvent, eventBody, registerGuest } from './event-fixtures';
import { createTestApp, fixedClock, type TestApp } from './helpers';
import { bookSession, enablerWithSchedule, slotStarts } from './session-fixtures';

/**
 * What a private link opens is hers alone (issue 38, finding 6): her registration (door code,
 * online link), her booking (names, the meeting link) and her e-mail choices are answered with
 * `Cache-Control: no-store` and `Referrer-Policy: no-referrer`, as the member API is; a refusal too.
 */
describe('answers opened with a private link', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock, background: false });
  });
  afterAll(() => t.close());

  /** The token of the newest held mail's link to `path` (`/events/registration`…). */
  async function tokenOfLatest(path: string): Promise<string> {
    const rows = await t.app.database.db
      .selectFrom('outbox_messages')
      .select(['id', 'data', 'secrets', 'created_at'])
      .orderBy('created_at', 'desc')
      .execute();
    for (const row of rows) {
      const found = new RegExp(`${path}#([A-Za-z0-9_-]{43})`).exec(JSON.stringify(liveMailData(t.app, row)));
      if (found) return found[1]!;
    }
    throw new Error(`no mail links to ${path}`);
  }

  const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, payload });
  const privateHeaders = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  it("a guest's registration", async () => {
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    const event = await createEvent(t.app, bearer(await tokenFor(t.app, users.admin)), eventBody({ capacity: 5 }));
    expect((await registerGuest(t.app, event.id, { name: 'Asha Nair', email: 'asha@example.org' })).statusCode).toBe(201);
    const token = await tokenOfLatest('/events/registration');
    const read = await post('/api/events/registration', { token });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Asha Nair');
    expect(read.headers).toMatchObject(privateHeaders);
    expect((await post('/api/events/registration/cancel', { token: 'x'.repeat(43) })).headers).toMatchObject(privateHeaders);
  });

  it("a mentee's booking", async () => {
    const users = await seedAccounts(t.app, { leela: { name: 'Leela Menon', email: 'leela@example.org', role: 'enabler' } });
    await enablerWithSchedule(t.app, users.leela, 1);
    const [start] = await slotStarts(t.app, 1, '2026-12-02T00:00:00.000Z', '2026-12-09T00:00:00.000Z');
    expect((await bookSession(t.app, 1, { start: start!, email: 'anna@example.org' })).statusCode).toBe(202);
    const read = await post('/api/sessions/booking', { token: await tokenOfLatest('/sessions/booking') });
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject(privateHeaders);
  });

  it("a member's e-mail choices", async () => {
    const joined = await post('/api/membership', {
      firstName: 'Nila',
      lastName: 'Thomas',
      email: 'nila@example.org',
      jobFunction: 'engineer',
      vertical: 'tech',
      interests: ['network'],
      hearAbout: 'friend',
      emailPermission: true,
    });
    expect(joined.statusCode).toBe(201);
    const read = await post('/api/membership/preferences', { token: await tokenOfLatest('/membership/unsubscribe') });
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject(privateHeaders);
  });
});
