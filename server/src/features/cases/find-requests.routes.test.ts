import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAddedBy, tokenOfLink } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

const T = '2026-11-20T10:00:00.000Z';
const DAY = 24 * 3600_000;
const at = (offsetMs: number) => new Date(Date.parse(T) + offsetMs).toISOString();
const FOUND_MESSAGE = 'If we have open requests for that address, we have e-mailed you their links.';

describe('find my requests', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1000' }, { clock });
  });
  afterAll(async () => t.close());

  const find = (email: string, address = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/request/find', payload: { email }, remoteAddress: address });
  const help = (email: string, question: string) =>
    t.app.inject({ method: 'POST', url: '/api/help', payload: { requesterName: 'Asha Menon', requesterEmail: email, question } });

  it('answers known and unknown addresses identically, and e-mails fresh links only to a known one', async () => {
    const [open, old] = [await help('asha@example.org', 'Open question'), await help('asha@example.org', 'Old question')];
    await help('someone.else@example.org', 'Not hers');
    // The old one was completed 100 days ago: its links have expired and it is not offered again.
    await t.app.database.db
      .updateTable('cases')
      .set({ status: 'Completed', completed_at: at(-100 * DAY) })
      .where('id', '=', old.json()._id)
      .execute();

    const known = await mailAddedBy(t.app, async () => {
      const response = await find('  Asha@Example.org ');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: FOUND_MESSAGE });
    });
    const unknown = await mailAddedBy(t.app, async () => {
      const response = await find('nobody@example.org');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: FOUND_MESSAGE });
    });
    expect(unknown).toEqual([]);
    expect(known).toEqual([
      {
        kind: 'request-links',
        recipient: 'asha@example.org',
        data: {
          requests: [{ question: 'Open question', status: 'Pending', requestUrl: expect.stringMatching(/\/request#[A-Za-z0-9_-]{43}$/) }],
        },
      },
    ]);
    const token = tokenOfLink((known[0]?.data.requests as { requestUrl: string }[])[0]?.requestUrl);
    const page = await t.app.inject({ method: 'GET', url: '/api/request', headers: { 'x-request-token': token } });
    expect(page.json().case.question).toBe('Open question');
    expect(open.statusCode).toBe(201);

    // The same answer, headers included (but the request's own id and date).
    const strip = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name)),
      );
    const [a, b] = [await find('asha@example.org', '192.0.2.50'), await find('nobody2@example.org', '192.0.2.51')];
    expect([a.statusCode, a.body, strip(a.headers)]).toEqual([b.statusCode, b.body, strip(b.headers)]);
  });

  it('sends at most three sets of links per address in 15 minutes, answering the same throughout', async () => {
    await help('busy@example.org', 'Busy question');
    const sent = await mailAddedBy(t.app, async () => {
      for (let i = 0; i < 5; i += 1) {
        const response = await find('busy@example.org', `198.51.100.${i}`);
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: FOUND_MESSAGE });
      }
    });
    expect(sent).toHaveLength(3);
    // Past the 15 minutes, the day's cap of three (issue 38, finding 3) still holds; a day later it does not.
    clock.set(at(16 * 60_000));
    expect(await mailAddedBy(t.app, () => find('busy@example.org'))).toHaveLength(0);
    clock.set(at(24 * 60 * 60_000 + 60_000));
    expect(await mailAddedBy(t.app, () => find('busy@example.org'))).toHaveLength(1);
    clock.set(T);
  });

  it('refuses an invalid address with 400', async () => {
    const response = await find('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('email');
  });
});

describe("rate limits of the requester's forms", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => t.close());

  it('limits replies through a link and "find my requests" per client like the help form', async () => {
    for (const [url, headers, payload] of [
      ['/api/request/messages', { 'x-request-token': 'A'.repeat(43) }, { body: 'hi' }],
      ['/api/request/find', {}, { email: 'x@example.org' }],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode);
      expect(statuses.slice(2)).toEqual([429]);
    }
  });
});
