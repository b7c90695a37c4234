import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { writeTinySite } from '../../../test/tiny-site';

/** The path a page of the tiny site was rendered for. */
const renderedPath = (html: string) => /<p id="path">([^<]*)<\/p>/.exec(html)?.[1];

describe('every page in every language (issue 18): English at the spec paths, Malayalam under /ml', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-localized-'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('renders /ml/<page> from the same content as /<page>', async () => {
    const english = await t.app.inject({ url: '/allenablers' });
    const malayalam = await t.app.inject({ url: '/ml/allenablers' });
    expect(malayalam.statusCode).toBe(200);
    expect(renderedPath(malayalam.body)).toBe('/ml/allenablers');
    const names = /<p id="names">([^<]*)<\/p>/;
    expect(names.exec(malayalam.body)?.[1]).toBe(names.exec(english.body)?.[1]);
    expect(names.exec(malayalam.body)?.[1]).not.toBe('');
    expect(renderedPath((await t.app.inject({ url: '/ml' })).body)).toBe('/ml');
  });

  it('answers an unknown path with the 404 page of its language', async () => {
    const malayalam = await t.app.inject({ url: '/ml/no-such-page' });
    expect(malayalam.statusCode).toBe(404);
    expect(renderedPath(malayalam.body)).toBe('/ml/404');
    const english = await t.app.inject({ url: '/no-such-page' });
    expect(renderedPath(english.body)).toBe('/404');
    // A language prefix is only ever a whole segment: /mlx is an English 404.
    expect(renderedPath((await t.app.inject({ url: '/mlx/events' })).body)).toBe('/404');
    const post = await t.app.inject({ url: '/ml/resources/blog/no-such-post' });
    expect(post.statusCode).toBe(404);
    expect(renderedPath(post.body)).toBe('/ml/404');
  });

  it("serves the staff screens' shell naming the page's language", async () => {
    const malayalam = await t.app.inject({ url: '/ml/admin' });
    expect(malayalam.statusCode).toBe(200);
    expect(malayalam.body).toContain('<html lang="ml">');
    const compressed = await t.app.inject({ url: '/ml/operator', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ url: '/admin' })).body).toContain('<html lang="en">');
  });

  it("answers a Malayalam page's plain form post with the Malayalam page", async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/ml/membership',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'accept-language': 'ml' },
      payload: 'name=&email=',
    });
    expect(posted.statusCode).toBe(400);
    expect(renderedPath(posted.body)).toBe('/ml/membership');
    expect(posted.body).toMatch(/<p id="form">\{.*"form":"membership".*"status":"error"/);
  });

  it('lists every public page in both languages in the sitemap, each naming its alternates', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const origin = t.app.config.publicUrl;
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/ml`);
    expect(locs).toContain(`${origin}/ml/allenablers`);
    // One address per screen: the spec's second paths are left out, and no staff or private page is listed.
    expect(locs).not.toContain(`${origin}/blogs`);
    expect(locs.some((loc) => /\/(admin|request|account)\b/.test(loc ?? ''))).toBe(false);
    const events = /<url><loc>[^<]*\/ml\/events<\/loc>(.*?)<\/url>/.exec(sitemap.body)?.[1] ?? '';
    expect(events).toContain(`hreflang="en" href="${origin}/events"`);
    expect(events).toContain(`hreflang="ml" href="${origin}/ml/events"`);
    expect(events).toContain(`hreflang="x-default" href="${origin}/events"`);
  });
});

describe('the pseudo-locale (docs/i18n.md): served under /pseudo only with PSEUDO_LOCALE', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-pseudo-'));
  let off: TestApp;
  let on: TestApp;

  beforeAll(async () => {
    const dist = writeTinySite(work);
    off = await createTestApp({ WEB_DIST_DIR: dist });
    on = await createTestApp({ WEB_DIST_DIR: dist, PSEUDO_LOCALE: 'true' });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is an English 404 without the flag, and never in the sitemap', async () => {
    for (const url of ['/pseudo', '/pseudo/events', '/pseudo/no-such-page']) {
      const page = await off.app.inject({ url });
      expect(page.statusCode).toBe(404);
      expect(renderedPath(page.body)).toBe('/404');
    }
    for (const t of [off, on]) expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/pseudo');
  });

  it('renders /pseudo/<page> from the same content with the flag, and its unknown paths as its 404', async () => {
    const page = await on.app.inject({ url: '/pseudo/allenablers' });
    expect(page.statusCode).toBe(200);
    expect(renderedPath(page.body)).toBe('/pseudo/allenablers');
    expect(renderedPath((await on.app.inject({ url: '/pseudo' })).body)).toBe('/pseudo');
    const missing = await on.app.inject({ url: '/pseudo/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(renderedPath(missing.body)).toBe('/pseudo/404');
    expect(renderedPath((await on.app.inject({ url: '/ml/no-such-page' })).body)).toBe('/ml/404');
  });
});
