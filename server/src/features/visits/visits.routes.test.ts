import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VisitsReport } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { signInMember } from '../../../test/member-session';
import { writeTinySite } from '../../../test/tiny-site';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { visitCounterOf } from './visits.routes';

/**
 * Visits counted (issue 43): the public pages served by the HTTP server (kept or rendered, 200 or
 * 304) and the beacon's client navigations, never bots, DNT, GPC or staff, buffered with no write
 * on the request's path; the figures' route and who may read it.
 */
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const today = '2026-12-10';

describe('visits', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-visits-'));
  let t: TestApp;
  let base: string;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let enabler: Record<string, string>;

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${url}`, { method, headers: { 'user-agent': chrome, ...headers } });
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/visits',
      payload: body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome, 'sec-fetch-site': 'same-origin', ...headers },
    });
  const report = async (query = `from=${today}&to=${today}`) => {
    const answer = await t.app.inject({ url: `/api/admin/analytics/visits?${query}`, headers: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<VisitsReport>();
  };
  const rows = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('visit_counts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(
      { WEB_DIST_DIR: writeTinySite(work), PUBLIC_URL: 'https://club.example.org' },
      {
        clock: fixedClock(`${today}T06:00:00.000Z`),
        answerFloor: async (task) => task(),
        memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
      },
    );
    const users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Oli Operator', email: 'oli@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
    admin = bearer(await tokenFor(t.app, users.admin));
    operator = bearer(await tokenFor(t.app, users.operator));
    enabler = bearer(await tokenFor(t.app, users.enabler));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Nothing is written but by the test's own flush: a write during a request would be on its path.
    visitCounterOf(t.app).stopTimer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('counts each public page served, kept or rendered, 200 or 304, with no database write on the request’s path', async () => {
    const writes = vi.spyOn(t.app.database, 'writeTransaction');
    const first = await get('/');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const kept = t.app.keptAnswers.answered;
    expect((await get('/')).status).toBe(200);
    expect(t.app.keptAnswers.answered).toBe(kept + 1);
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/ml/events?utm_source=x', { 'user-agent': iphone, referer: 'https://News.example.com/a/story?id=7' })).status).toBe(
      200,
    );
    expect((await get('/events/', { 'user-agent': iphone, referer: 'https://club.example.org/' })).status).toBe(200);

    // Not counted: bots, DNT, GPC, a staff token, HEAD, the API, staff screens, unknown paths.
    expect((await get('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(200);
    expect((await get('/', { dnt: '1' })).status).toBe(200);
    expect((await get('/', { 'sec-gpc': '1' })).status).toBe(200);
    expect((await get('/', admin)).status).toBe(200);
    expect((await get('/', {}, 'HEAD')).status).toBe(200);
    await get('/api/site');
    await get('/admin');
    expect((await get('/no-such-page')).status).toBe(404);
    expect((await get('/events/no-such-event')).status).toBe(404);

    expect(writes).not.toHaveBeenCalled();
    expect(await rows()).toBe(0);
    writes.mockRestore();
    await visitCounterOf(t.app).flush();

    const figures = await report();
    expect(figures.days).toEqual([{ date: today, pageViews: 5, visitors: 2 }]);
    expect(figures.pages).toEqual([
      { path: '/', pageViews: 3 },
      { path: '/events', pageViews: 2 },
    ]);
    expect(figures.referrers).toEqual([{ host: 'news.example.com', pageViews: 1 }]);
    expect(figures.languages).toEqual([
      { locale: 'en', pageViews: 4 },
      { locale: 'ml', pageViews: 1 },
    ]);
    expect(figures.devices).toEqual([
      { device: 'mobile', pageViews: 2 },
      { device: 'tablet', pageViews: 0 },
      { device: 'desktop', pageViews: 3 },
    ]);
  });

  it('counts the beacon’s client navigations to public pages, and answers 204 to anything', async () => {
    const before = await report();
    expect((await beacon(JSON.stringify({ path: '/ml/membership', referrer: 'https://partner.example.net/x' }))).statusCode).toBe(204);
    expect((await beacon(JSON.stringify({ path: '/events' }))).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/visits', payload: { path: '/events' }, headers: { 'user-agent': chrome } }))
        .statusCode,
    ).toBe(204);

    const hostile: [string, Record<string, string>?][] = [
      ['not json'],
      ['[]'],
      ['null'],
      [JSON.stringify({ path: '/admin' })],
      [JSON.stringify({ path: '/api/site' })],
      [JSON.stringify({ path: '/no-such-page' })],
      [JSON.stringify({ path: '/events?x=1' })],
      [JSON.stringify({ path: '/resources/blog/never-written' })],
      [JSON.stringify({ path: 7 })],
      [JSON.stringify({ path: '/events', referrer: 'x'.repeat(3000) })],
      [JSON.stringify({ path: '/events', pad: 'x'.repeat(5000) })],
      [JSON.stringify({ path: '/events' }), { 'sec-fetch-site': 'cross-site' }],
      [JSON.stringify({ path: '/events' }), { dnt: '1' }],
      [JSON.stringify({ path: '/events' }), { 'sec-gpc': '1' }],
      [JSON.stringify({ path: '/events' }), { 'user-agent': 'python-requests/2.32' }],
      [JSON.stringify({ path: '/events' }), { 'content-type': 'application/xml' }],
      [JSON.stringify({ path: '/events' }), admin],
    ];
    for (const [body, headers] of hostile) expect((await beacon(body, headers)).statusCode, body.slice(0, 40)).toBe(204);
    await visitCounterOf(t.app).flush();

    const after = await report();
    expect(after.days[0]!.pageViews - before.days[0]!.pageViews).toBe(3);
    expect(after.pages).toContainEqual({ path: '/membership', pageViews: 1 });
    expect(after.referrers).toContainEqual({ host: 'partner.example.net', pageViews: 1 });
    expect(after.pages.map((page) => page.path)).not.toContain('/admin');
  });

  it('counts at most 60 beacons a minute from one client address, answering 204 past them too', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/visits',
        payload: JSON.stringify({ path: '/resources' }),
        headers: { 'content-type': 'text/plain', 'user-agent': chrome },
        remoteAddress: '198.51.100.9',
      });
    for (let index = 0; index < 65; index++) expect((await send()).statusCode).toBe(204);
    await visitCounterOf(t.app).flush();
    expect((await report()).pages).toContainEqual({ path: '/resources', pageViews: 60 });
  });

  it('answers admins and operators only, with every day of the period and a CSV', async () => {
    const url = `/api/admin/analytics/visits?from=2026-12-08&to=${today}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url.replace('visits', 'visits.csv') })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: enabler })).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Sam', requesterEmail: 'sam@example.org', question: 'Hi?' },
    });
    const member = await signInMember(t.app, 'sam@example.org');
    expect((await t.app.inject({ url, headers: member.headers })).statusCode).toBe(401);
    const answer = await t.app.inject({ url, headers: operator });
    expect(answer.statusCode).toBe(200);
    const days = answer.json<VisitsReport>().days;
    expect(days.map((day) => day.date)).toEqual(['2026-12-08', '2026-12-09', today]);
    expect(days[0]).toEqual({ date: '2026-12-08', pageViews: 0, visitors: 0 });

    const csv = await t.app.inject({ url: url.replace('visits', 'visits.csv'), headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="visits-2026-12-08-${today}.csv"`);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual(['Date,Page views,Visitors', '2026-12-08,0,0', '2026-12-09,0,0']);

    expect((await t.app.inject({ url: '/api/admin/analytics/visits?from=2026-12-10&to=2026-12-01', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/analytics/visits?from=2020-01-01&to=2026-12-01', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/analytics/visits?from=2026-02-30', headers: admin })).statusCode).toBe(400);
    const thisMonth = await t.app.inject({ url: '/api/admin/analytics/visits', headers: admin });
    expect(thisMonth.json<VisitsReport>()).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(thisMonth.json<VisitsReport>().days.length).toBe(31);
  });
});
