import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_FLOOR_MS, createAnswerFloor, type FloorTimer } from '../src/lib/answer-floor';
import { seedAccounts } from './accounts';
import { mailAddedBy } from './case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from './helpers';
import { writeTinySite } from './tiny-site';

const T = '2026-12-15T10:00:00.000Z';
const QUARTER = 16 * 60_000;

/**
 * Issue 26, item 4: "find my requests" and "Forgot your password?" answered unknown addresses
 * measurably sooner (timing told 23 of 24 apart). Both now hold their answer to one floor, as the
 * member sign-in e-mail does from the start (issue 28).
 */
describe('answers that must not tell a known address from an unknown one', () => {
  const routes = {
    forgot: { url: '/api/auth/forgot-password', known: 'otto@example.org', unknown: 'nobody@example.org' },
    find: { url: '/api/request/find', known: 'asha@example.org', unknown: 'no.requests@example.org' },
    // Issue 28: a member's (or requester's) sign-in e-mail.
    memberSignIn: { url: '/api/member/sign-in', known: 'asha@example.org', unknown: 'stranger@example.org' },
  };

  async function seed(app: TestApp['app']) {
    await seedAccounts(app, { otto: { name: 'Otto Operator', email: routes.forgot.known, role: 'operator' } });
    const help = await app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Asha Menon', requesterEmail: routes.find.known, question: 'Where do I start?' },
    });
    expect(help.statusCode).toBe(201);
  }

  describe('on the real clock', () => {
    let t: TestApp;
    const clock = fixedClock(T);
    beforeAll(async () => {
      t = await createTestApp({}, { clock });
      await seed(t.app);
    });
    afterAll(async () => t.close());

    it('answers each known and each unknown address no sooner than the floor, over several tries, the known ones with their e-mail', async () => {
      for (const [name, route] of Object.entries(routes)) {
        for (let round = 0; round < 3; round += 1) {
          // A new quarter hour each round, so no throttle spares the known address its work.
          clock.set(new Date(Date.parse(T) + round * QUARTER).toISOString());
          for (const email of [route.known, route.unknown]) {
            let elapsed = 0;
            const mail = await mailAddedBy(t.app, async () => {
              const start = performance.now();
              const response = await t.app.inject({ method: 'POST', url: route.url, payload: { email } });
              elapsed = performance.now() - start;
              expect(response.statusCode).toBe(202);
            });
            expect({ name, email, tookAtLeastTheFloor: elapsed >= ANSWER_FLOOR_MS }).toEqual({ name, email, tookAtLeastTheFloor: true });
            expect(mail).toHaveLength(email === route.known ? 1 : 0);
          }
        }
      }
    });
  });

  describe('on a clock the test holds', () => {
    let t: TestApp;
    const clock = fixedClock(T);
    // The floor's clock stands still while the work runs: each answer's wait is then the whole floor,
    // and a request that went around the floor would leave no wait behind.
    let virtualNow = 0;
    const waits: number[] = [];
    const timer: FloorTimer = {
      now: () => virtualNow,
      wait: async (ms) => {
        waits.push(ms);
        virtualNow += ms;
      },
    };
    // A built site, so that the page form's post is answered with its page.
    const work = mkdtempSync(path.join(tmpdir(), 'wfc-answer-floor-'));
    beforeAll(async () => {
      t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) }, { clock, answerFloor: createAnswerFloor(ANSWER_FLOOR_MS, timer) });
      await seed(t.app);
    });
    afterAll(async () => {
      await t.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('holds known and unknown addresses of every route by the same floor, once each', async () => {
      for (const route of Object.values(routes)) {
        for (const email of [route.known, route.unknown]) {
          waits.length = 0;
          expect((await t.app.inject({ method: 'POST', url: route.url, payload: { email } })).statusCode).toBe(202);
          expect({ url: route.url, email, waits }).toEqual({ url: route.url, email, waits: [ANSWER_FLOOR_MS] });
        }
      }
    });

    it('holds the page form\'s plain post of "Forgot your password?" too', async () => {
      waits.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/forgot-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: `email=${encodeURIComponent(routes.forgot.known)}`,
      });
      // The page itself, with the form's success text.
      expect([response.statusCode, response.headers['content-type']]).toEqual([202, expect.stringContaining('text/html')]);
      expect(response.body).toContain('If an account uses that address');
      expect(waits).toEqual([ANSWER_FLOOR_MS]);
    });

    it("holds the member sign-in page's plain post too", async () => {
      waits.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: '/memberlogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: `email=${encodeURIComponent(routes.memberSignIn.known)}`,
      });
      expect([response.statusCode, response.headers['content-type']]).toEqual([202, expect.stringContaining('text/html')]);
      expect(response.body).toContain('If this address is known to us');
      expect(waits).toEqual([ANSWER_FLOOR_MS]);
    });
  });
});
