import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember, type MemberBrowser } from '../../../test/member-session';

const T = '2026-12-01T09:00:00.000Z';
const DAY = 24 * 3600_000;
const at = (offsetMs: number) => new Date(Date.parse(T) + offsetMs).toISOString();

describe("a member's session (issue 28)", () => {
  let t: TestApp;
  const clock = fixedClock(T);
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { clock, answerFloor: async (work) => work(), memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000) },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'How do I price a translation project?' },
    });
  });
  afterAll(async () => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/member/me', headers });
  const post = (url: string, browser: MemberBrowser, headers: Record<string, string> = browser.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload: {} });

  it('opens her page with the cookie, no-store, and nothing without it', async () => {
    const browser = await signInMember(t.app, 'asha@example.org');
    const page = await me({ cookie: browser.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ email: 'asha@example.org', csrfToken: browser.csrf, membership: null });
    expect(page.headers['cache-control']).toBe('no-store');
    const none = await me({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'MEMBER_SIGN_IN_REQUIRED', message: 'Please sign in to see your page.' });
    expect((await me({ cookie: 'wfc_member=' + 'A'.repeat(43) })).statusCode).toBe(401);
  });

  it("refuses a change without the session's CSRF token", async () => {
    const browser = await signInMember(t.app, 'asha@example.org');
    const other = await signInMember(t.app, 'asha@example.org');
    const attempts: Record<string, string>[] = [
      { cookie: browser.cookie },
      { cookie: browser.cookie, 'x-csrf-token': other.csrf },
      { cookie: browser.cookie, 'x-csrf-token': '' },
    ];
    for (const headers of attempts) {
      const refused = await post('/api/member/sign-out-everywhere', browser, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CSRF_FAILED' });
    }
    expect((await me({ cookie: browser.cookie })).statusCode).toBe(200);
    expect((await me({ cookie: other.cookie })).statusCode).toBe(200);
  });

  it('keeps staff and member sessions apart', async () => {
    const { admin } = await seedAccounts(t.app, { admin: { role: 'admin', name: 'Ada Admin', email: 'asha@example.org' } });
    const staff = bearer(await tokenFor(t.app, admin));
    expect((await me(staff)).statusCode).toBe(401);
    const browser = await signInMember(t.app, 'asha@example.org');
    for (const url of ['/api/auth/me', '/api/members', '/api/operator/cases']) {
      expect((await t.app.inject({ method: 'GET', url, headers: browser.headers })).statusCode).toBe(401);
    }
  });

  it('ends a session on the server when she signs out, and every one when she signs out everywhere', async () => {
    const [a, b, c] = [
      await signInMember(t.app, 'asha@example.org'),
      await signInMember(t.app, 'asha@example.org'),
      await signInMember(t.app, 'asha@example.org'),
    ];
    const out = await post('/api/member/sign-out', a);
    expect(out.json()).toEqual({ message: 'You are signed out.' });
    expect(String(out.headers['set-cookie'])).toMatch(/^wfc_member=; Path=\/api\/member; Max-Age=0; HttpOnly; SameSite=Lax/);
    expect((await me({ cookie: a.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: b.cookie })).statusCode).toBe(200);
    expect((await post('/api/member/sign-out-everywhere', b)).json()).toEqual({ message: 'You are signed out on every device.' });
    expect((await me({ cookie: b.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: c.cookie })).statusCode).toBe(401);
  });

  it("lists her devices and ends another one, never someone else's", async () => {
    for (const [name, email] of [
      ['Devi Nair', 'devi@example.org'],
      ['Ria Paul', 'ria@example.org'],
    ]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/help',
        payload: { requesterName: name, requesterEmail: email, question: 'Another question' },
      });
    }
    const phone = await signInMember(
      t.app,
      'ria@example.org',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    );
    const laptop = await signInMember(
      t.app,
      'ria@example.org',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    );
    const devi = await signInMember(t.app, 'devi@example.org');
    const list = await t.app.inject({ method: 'GET', url: '/api/member/devices', headers: { cookie: laptop.cookie } });
    expect(list.json()).toEqual([
      { _id: expect.any(String), label: 'Firefox · Windows', signedInAt: T, lastSeenAt: T, current: true },
      { _id: expect.any(String), label: 'Chrome · Android', signedInAt: T, lastSeenAt: T, current: false },
    ]);
    const phoneId = (list.json() as { _id: string; current: boolean }[])[1]!._id;
    const deviList = await t.app.inject({ method: 'GET', url: '/api/member/devices', headers: { cookie: devi.cookie } });
    const deviId = (deviList.json() as { _id: string }[])[0]!._id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/member/devices/${deviId}`, headers: laptop.headers })).statusCode).toBe(404);
    expect((await me({ cookie: devi.cookie })).statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/member/devices/${phoneId}`, headers: laptop.headers });
    expect(ended.json()).toEqual({ message: 'That device is signed out.' });
    expect((await me({ cookie: phone.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(200);
  });

  it('keeps ten devices: signing in on an eleventh signs out the one unused longest', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Lata Das', requesterEmail: 'lata@example.org', question: 'A question' },
    });
    const browsers: MemberBrowser[] = [];
    for (let i = 0; i < 11; i += 1) {
      clock.set(at(i * 60_000));
      browsers.push(await signInMember(t.app, 'lata@example.org'));
    }
    expect((await me({ cookie: browsers[0]!.cookie })).statusCode).toBe(401);
    for (const browser of browsers.slice(1)) expect((await me({ cookie: browser.cookie })).statusCode).toBe(200);
    clock.set(T);
  });

  it('lasts 30 days from her last visit', async () => {
    const browser = await signInMember(t.app, 'asha@example.org');
    clock.set(at(29 * DAY));
    const visit = await me({ cookie: browser.cookie });
    expect(visit.statusCode).toBe(200);
    expect(String(visit.headers['set-cookie'])).toContain('Max-Age=2592000');
    clock.set(at(58 * DAY));
    expect((await me({ cookie: browser.cookie })).statusCode).toBe(200);
    clock.set(at(89 * DAY));
    expect((await me({ cookie: browser.cookie })).statusCode).toBe(401);
    clock.set(T);
  });
});
