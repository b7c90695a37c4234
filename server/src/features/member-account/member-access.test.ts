import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { memberEndpoints, type MemberEndpoint } from '../../../test/member-endpoints';
import { signInMember, type MemberBrowser } from '../../../test/member-session';
import { createMemoryLoginThrottle } from '../auth/login-throttle';

/**
 * The member half of the access matrix (issue 28): every route of her page refuses no session, a
 * staff token, a forged or ended cookie (401) and a change without the CSRF token (403), and finds
 * only her own records (another person's id is a 404).
 */
describe('access control of every member endpoint', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};
  const bad: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        clock: fixedClock('2026-12-01T09:00:00.000Z'),
        answerFloor: async (work) => work(),
        memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
      },
    );
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    await post('/api/membership', {
      firstName: 'Nila',
      lastName: 'Thomas',
      email: 'nila@example.org',
      jobFunction: 'engineer',
      vertical: 'tech',
      interests: [],
      hearAbout: 'friend',
    });
    await post('/api/help', { requesterName: 'Nila Thomas', requesterEmail: 'nila@example.org', question: 'Mine' });
    const other = (await post('/api/help', { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'Hers' })).json()
      ._id as string;
    const asha = await signInMember(t.app, 'asha@example.org');
    const ashaDevice = (
      (await t.app.inject({ method: 'GET', url: '/api/member/devices', headers: { cookie: asha.cookie } })).json() as { _id: string }[]
    )[0]!._id;
    ids = { ':otherDevice': ashaDevice, ':other': other };

    const { admin, operator, enabler } = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'nila@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    const ended = await signInMember(t.app, 'nila@example.org');
    await t.app.inject({ method: 'POST', url: '/api/member/sign-out', headers: ended.headers });
    Object.assign(bad, {
      anonymous: {},
      // An admin whose own address is the member's still opens nothing of hers with her staff token.
      "an admin's token for the member's own address": bearer(await tokenFor(t.app, admin)),
      "an operator's token": bearer(await tokenFor(t.app, operator)),
      "an enabler's token": bearer(await tokenFor(t.app, enabler)),
      'a made-up cookie': { cookie: `wfc_member=${'A'.repeat(43)}` },
      'a cookie of another name': { cookie: `member=${ended.cookie.split('=')[1]}` },
      'a signed-out cookie': ended.headers,
    });
  });
  afterAll(async () => t.close());

  const call = (endpoint: MemberEndpoint, headers: Record<string, string>) => {
    const url = Object.entries(ids).reduce((path, [name, id]) => path.replace(name, () => id), endpoint.url);
    return t.app.inject({ method: endpoint.method, url, headers, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
  };

  it.each(memberEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
    '%s: 401 without her session',
    async (_name, endpoint) => {
      for (const [problem, headers] of Object.entries(bad)) {
        const response = await call(endpoint, headers);
        expect({ problem, status: response.statusCode, code: response.json().code }).toEqual({
          problem,
          status: 401,
          code: 'MEMBER_SIGN_IN_REQUIRED',
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it.each(memberEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
    '%s: 403 for a change without the CSRF token, else the contract status',
    async (_name, endpoint) => {
      const nila: MemberBrowser = await signInMember(t.app, 'nila@example.org');
      if (endpoint.method !== 'GET') {
        const refused = await call(endpoint, { cookie: nila.cookie });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'CSRF_FAILED' });
      }
      const response = await call(endpoint, nila.headers);
      expect(response.statusCode).toBe(endpoint.status);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});
