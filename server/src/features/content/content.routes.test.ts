import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { contentDir, seedContent, loadSeedContent } from '../../db/seed';
import { listEnablers } from './content.service';

const content = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));

describe('site settings stored before a field existed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are served with that field at its default (the website)', async () => {
    const { db } = t.app.database;
    const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const { website: _website, ...older } = JSON.parse(row.value) as Record<string, unknown>;
    await db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(older) })
      .where('key', '=', 'site')
      .execute();
    expect((await t.app.inject({ url: '/api/site' })).json()).toMatchObject({
      name: 'Women Founders Club',
      website: 'https://womenfoundersclub.example',
    });
  });
});

describe('content reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the 21 enablers in directory order with every profile field', async () => {
    const response = await t.app.inject({ url: '/api/enablers' });
    expect(response.statusCode).toBe(200);
    const enablers = response.json();
    expect(enablers).toHaveLength(21);
    expect(enablers.map((e: { id: number }) => e.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    // Their Malayalam texts are for Malayalam answers only (content-in-malayalam.routes.test.ts).
    expect(enablers).toEqual((content('enablers.json') as { ml: unknown }[]).map(({ ml: _ml, ...enabler }) => enabler));
    const expertise = content('expertise.json');
    for (const enabler of enablers) {
      expect(Object.keys(enabler).sort()).toEqual([
        'description',
        'expertise',
        'id',
        'name',
        'photo',
        'region',
        'title',
        'yearsOfExperience',
      ]);
      expect([8, 10, 12]).toContain(enabler.yearsOfExperience);
      expect(enabler.region).toBe('Kerala');
      for (const tag of enabler.expertise) expect(expertise).toContain(tag);
    }
  });

  it('serves the site settings with the statistics of the spec', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json();
    expect(site).toMatchObject({
      name: 'Women Founders Club',
      region: 'Kerala',
      stats: { members: 2260, visitors: 210, programs: 887, impact: 1920 },
    });
    // Their labels are settings too (issue 26), the spec's by default.
    expect(site).toMatchObject({
      membersLabel: 'Members',
      visitorsLabel: 'Daily Visitors',
      programsLabel: 'Health Program',
      impactLabel: 'Heart Beat',
    });
    for (const field of ['tagline', 'address', 'email', 'phone', 'social', 'mission']) expect(site[field]).toBeTruthy();
    expect(site.carousel).toHaveLength(7);
  });

  it.each([
    ['/api/events', 'events.json'],
    ['/api/blog', 'blog.json'],
    ['/api/podcast', 'podcast.json'],
    ['/api/webinars', 'webinars.json'],
  ])('%s serves every seeded item', async (url, file) => {
    const items = (await t.app.inject({ url })).json();
    const seeded = content(file) as { id: string }[];
    expect(items.map((item: { id: string }) => item.id).sort()).toEqual(seeded.map((item) => item.id).sort());
  });

  it('has 3 blog posts, 6 episodes, 5 webinars, and events of both categories in the past and the future of late 2026', async () => {
    expect((await t.app.inject({ url: '/api/blog' })).json()).toHaveLength(3);
    expect((await t.app.inject({ url: '/api/podcast' })).json()).toHaveLength(6);
    const webinars = (await t.app.inject({ url: '/api/webinars' })).json() as { date: string }[];
    expect(webinars).toHaveLength(5);
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(webinars.some((w) => Date.parse(w.date) < now) && webinars.some((w) => Date.parse(w.date) > now)).toBe(true);
    const events = (await t.app.inject({ url: '/api/events' })).json() as { category: string; dateObj: string }[];
    for (const category of ['event', 'workshop']) {
      expect(events.some((e) => e.category === category && Date.parse(e.dateObj) < now)).toBe(true);
      expect(events.some((e) => e.category === category && Date.parse(e.dateObj) > now)).toBe(true);
    }
  });

  it('sends ETag and a public cache header, and 304 for a matching If-None-Match', async () => {
    for (const url of ['/api/site', '/api/enablers', '/api/events', '/api/blog', '/api/podcast', '/api/webinars']) {
      const first = await t.app.inject({ url });
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const changed = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('sends brotli or gzip to clients that accept them', async () => {
    const plain = await t.app.inject({ url: '/api/enablers' });
    const br = await t.app.inject({ url: '/api/enablers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/api/enablers', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('seeding again inserts nothing twice and keeps edited rows', async () => {
    await t.app.database.db.updateTable('enablers').set({ title: 'Edited on the site' }).where('id', '=', 1).execute();
    await seedContent(t.app.database, loadSeedContent(), new Date());
    // Read the table itself: the route may serve its few-seconds cache.
    const enablers = await listEnablers(t.app.database.db);
    expect(enablers).toHaveLength(21);
    expect(enablers[0]?.title).toBe('Edited on the site');
  });
});

describe('health and unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports the database as up, then down with 503 once it is gone', async () => {
    const up = await t.app.inject({ url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'ok' });
    await t.app.database.close();
    const down = await t.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ database: 'down' });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'There is no such API endpoint.',
      message: 'There is no such API endpoint.',
      code: 'NOT_FOUND',
    });
  });
});

describe('security headers', () => {
  it('are sent on every kind of answer, without HTTPS-only ones over plain HTTP', async () => {
    const t = await createTestApp();
    try {
      const answers = await Promise.all([
        t.app.inject({ url: '/api/does-not-exist' }),
        t.app.inject({ url: '/api/site' }),
        t.app.inject({ method: 'POST', url: '/api/help', headers: { 'content-type': 'application/json' }, payload: '{' }),
        t.app.inject({ method: 'POST', url: '/api/help', payload: { question: 'x'.repeat(40 * 1024) } }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 200, 400, 413]);
      for (const { headers } of answers) {
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['content-security-policy']).toContain("script-src 'self';");
        expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
        expect(headers['strict-transport-security']).toBeUndefined();
        expect(headers['x-powered-by']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});

describe('behind HTTPS', () => {
  it('adds HSTS and upgrade-insecure-requests when HTTPS=true', async () => {
    const t = await createTestApp({ HTTPS: 'true' });
    try {
      const headers = (await t.app.inject({ url: '/api/site' })).headers;
      expect(headers['strict-transport-security']).toContain('max-age=31536000');
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
