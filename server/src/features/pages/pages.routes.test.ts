import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { taglineIn, writeTinySite } from '../../../test/tiny-site';

describe('public pages rendered from the database (decision 021)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-pages-'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const setTagline = async (tagline: string) => {
    const row = await t.app.database.db.selectFrom('site_settings').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const value = JSON.stringify({ ...(JSON.parse(row.value) as object), tagline });
    await t.app.database.db.updateTable('site_settings').set({ value }).where('key', '=', 'site').execute();
  };

  it('renders a public page with the content its API path answers, and revalidates with its ETag', async () => {
    const api = (await t.app.inject({ url: '/api/enablers' })).json<{ name: string }[]>();
    const page = await t.app.inject({ url: '/allenablers' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<p id="names">${api.map((enabler) => enabler.name).join(', ')}</p>`);

    const again = await t.app.inject({ url: '/allenablers', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const compressed = await t.app.inject({ url: '/allenablers', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it('keeps a rendered page until content changes, then shows the database as it is now', async () => {
    const before = await t.app.inject({ url: '/' });
    await setTagline('A tagline saved after the first render');
    // Kept: nothing said the content changed.
    expect((await t.app.inject({ url: '/' })).body).toBe(before.body);

    t.app.pages.clear();
    const after = await t.app.inject({ url: '/', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<p id="tagline">A tagline saved after the first render</p>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.app.inject({ url: '/api/site' })).json<{ tagline: string }>().tagline).toBe('A tagline saved after the first render');
  });

  it('shows a save made through the editor on the next request, with no clear called by hand', async () => {
    const { admin } = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    const headers = bearer(await tokenFor(t.app, admin));
    expect(taglineIn((await t.app.inject({ url: '/events' })).body)).toBeDefined();
    const { item, version } = (await t.app.inject({ url: '/api/admin/content/site', headers })).json<{ item: object; version: number }>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/site',
      headers,
      payload: { ...item, version, tagline: 'Saved in the editor' },
    });
    expect(saved.statusCode).toBe(200);
    expect(taglineIn((await t.app.inject({ url: '/events' })).body)).toBe('Saved in the editor');
  });

  it('answers an unknown path with the rendered 404 page and a 404 status, and an unknown API path with JSON', async () => {
    const missing = await t.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<p id="path">/404</p>');
    const api = await t.app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives the dashboards and the one-person pages the empty shell, the latter marked noindex', async () => {
    const admin = await t.app.inject({ url: '/admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<div id="root"></div>');
    // Each screen and tab of a dashboard has an address (issue 26); a path below one it lacks is unknown.
    for (const url of ['/admin/users', '/admin/content/events', '/operator/reports', '/ml/enabler/inquiries']) {
      const screen = await t.app.inject({ url });
      expect(screen.statusCode, url).toBe(200);
      expect(screen.body, url).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ url: '/admin/no-such-screen' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/admin/content/no-such-tab' })).statusCode).toBe(404);
    const request = await t.app.inject({ url: '/request' });
    expect(request.body).toContain('<div id="root"></div>');
    expect(request.headers['x-robots-tag']).toBe('noindex, nofollow');
    // A page for one person is kept by no cache, the back-forward cache included (issue 28); a staff screen is revalidated.
    for (const url of ['/request', '/member', '/ml/member', '/member/sign-in']) {
      const page = await t.app.inject({ url });
      expect([url, page.statusCode, page.headers['cache-control'], page.headers['x-robots-tag']]).toEqual([
        url,
        200,
        'no-store',
        'noindex, nofollow',
      ]);
    }
    expect((await t.app.inject({ url: '/admin' })).headers['cache-control']).toBe('no-cache');
  });

  it('renders a form post with its result on the current content, never cached', async () => {
    await setTagline('The tagline a form post shows');
    t.app.pages.clear();
    const posted = await t.app.inject({
      method: 'POST',
      url: '/membership',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'name=&email=',
    });
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.body).toContain('<p id="tagline">The tagline a form post shows</p>');
    expect(posted.body).toMatch(/<p id="form">\{.*"form":"membership".*"status":"error"/);
  });

  it('gives a post written here a page at /resources/blog/<slug> and /blogs/<slug>; a changed slug answers 301; a draft 404', async () => {
    const { admin } = await seedAccounts(t.app, { admin: { name: 'Bina Admin', email: 'bina@example.org', role: 'admin' } });
    const headers = bearer(await tokenFor(t.app, admin));
    const post = {
      title: 'Pricing Translation Work',
      excerpt: 'How four enablers price translation, review and project management.',
      category: 'Business',
      publishedAt: '2026-11-10T04:30:00.000Z',
      readTime: '4 min read',
      image: '/images/blog/raising-your-first-round-from-kerala.svg',
      imageAlt: 'Illustration of a seedling growing from a stack of coins',
      format: 'article',
      link: '',
      slug: 'pricing-translation-work',
      body: '## Price the work, not the word\n\nA per-word rate is easy to compare.',
      hidden: false,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/content/blog', headers, payload: post });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json<{ id: string; version: number }>();

    const page = await t.app.inject({ url: '/resources/blog/pricing-translation-work' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<article>Pricing Translation Work<h2>Price the work, not the word</h2>');
    expect((await t.app.inject({ url: '/blogs/pricing-translation-work' })).body).toContain(
      '<p id="path">/blogs/pricing-translation-work</p>',
    );
    for (const missing of ['/resources/blog/no-such-post', '/resources/blog/UPPER', '/blogs/a%2Fb']) {
      const answer = await t.app.inject({ url: missing });
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.body, missing).toContain('<p id="path">/404</p>');
    }

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/blog/${id}`,
      headers,
      payload: { ...post, slug: 'rate-cards', version },
    });
    expect(renamed.statusCode).toBe(200);
    for (const prefix of ['/resources/blog', '/blogs']) {
      const moved = await t.app.inject({ url: `${prefix}/pricing-translation-work` });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`${prefix}/rate-cards`);
    }
    expect((await t.app.inject({ url: '/resources/blog/rate-cards' })).body).toContain('<article>Pricing Translation Work');

    const drafted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/blog/${id}`,
      headers,
      payload: { ...post, slug: 'rate-cards', hidden: true, version: version + 1 },
    });
    expect(drafted.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/resources/blog/rate-cards' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/resources/blog/pricing-translation-work' })).statusCode).toBe(404);
  });
});

describe('the events page, upcoming events first (issue 38, people met 10)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-events-page-'));
  const clock = fixedClock('2026-12-01T09:00:00.000Z');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) }, { clock });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const renderedAt = (html: string) => /<p id="rendered-at">([^<]*)<\/p>/.exec(html)?.[1];

  it('is rendered with the instant its order is taken at, and again once the next event has started', async () => {
    const starts = (await t.app.inject({ url: '/api/events' })).json<{ dateObj: string }[]>().map((event) => Date.parse(event.dateObj));
    const next = Math.min(...starts.filter((start) => start > clock().getTime()));
    expect(renderedAt((await t.app.inject({ url: '/events' })).body)).toBe('2026-12-01T09:00:00.000Z');
    expect(renderedAt((await t.app.inject({ url: '/ml/events' })).body)).toBe('2026-12-01T09:00:00.000Z');
    // Kept while the order holds; rendered again when the next event starts, so it moves among the past ones.
    clock.set(new Date(next - 1000).toISOString());
    expect(renderedAt((await t.app.inject({ url: '/events' })).body)).toBe('2026-12-01T09:00:00.000Z');
    clock.set(new Date(next).toISOString());
    expect(renderedAt((await t.app.inject({ url: '/events' })).body)).toBe(new Date(next).toISOString());
    // Other pages carry no instant.
    expect(renderedAt((await t.app.inject({ url: '/' })).body)).toBeUndefined();
  });
});
