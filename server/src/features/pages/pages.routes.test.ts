import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';
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
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/content/site', headers, payload: { ...item, version, tagline: 'Saved in the editor' } });
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
    const request = await t.app.inject({ url: '/request' });
    expect(request.body).toContain('<div id="root"></div>');
    expect(request.headers['x-robots-tag']).toBe('noindex, nofollow');
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
});
