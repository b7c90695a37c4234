import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { writeTinySite } from '../../../test/tiny-site';

/**
 * Issue 26, items 3 and 4: a page form's post is counted against its form's budget before anything
 * else, those another site sent included, and a refused one (403, 429) gets a small page of its
 * own, never a rendered page; an opaque origin (`Origin: null`) is another site's.
 */
describe('page form posts refused cheaply', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-page-forms-'));
  const LIMIT = 5;
  let t: TestApp;
  let render: ReturnType<typeof vi.spyOn>;
  let address = 0;
  // Each test posts from an address of its own, so each starts with the whole budget.
  let remoteAddress: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work), RATE_LIMIT_FORMS_PER_MINUTE: String(LIMIT) });
    render = vi.spyOn(t.app.pages, 'renderWith');
  });
  beforeEach(() => {
    render.mockClear();
    remoteAddress = `10.0.26.${(address += 1)}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const help = 'requesterName=Asha&requesterEmail=not-an-address&question=Hello';
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: help,
    });

  it('counts cross-site posts and refuses each with a small page, rendering none; the budget spent, a post from our page gets a small 429', async () => {
    for (let n = 0; n < LIMIT; n += 1) {
      const refused = await post('/', { 'sec-fetch-site': 'cross-site' });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toContain('<h1>Please send this form from our own website.</h1>');
      expect(refused.body).toContain('<a href="/#quick-help">Go back to the form.</a>');
      expect(refused.body).not.toContain('<div id="root">');
      expect(refused.body.length).toBeLessThan(1024);
    }
    const limited = await post('/', { 'sec-fetch-site': 'same-origin' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toMatch(/<h1>Too many requests\. Please wait \d+ seconds and try again\.<\/h1>/);
    expect(limited.body).not.toContain('<div id="root">');
    expect(limited.body.length).toBeLessThan(1024);
    expect(render).not.toHaveBeenCalled();
  });

  it('answers a refusal on a Malayalam page in Malayalam', async () => {
    const refused = await post('/ml/membership', { 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<html lang="ml">');
    expect(refused.body).toContain('<h1>ദയവായി ഈ ഫോം ഞങ്ങളുടെ സ്വന്തം വെബ്സൈറ്റിൽ നിന്ന് അയയ്ക്കുക.</h1>');
    expect(refused.body).toContain('<a href="/ml/membership">ഫോമിലേക്ക് മടങ്ങുക.</a>');
    for (let n = 1; n < LIMIT; n += 1) await post('/ml/membership', { 'sec-fetch-site': 'same-origin' });
    const limited = await post('/ml/membership', { 'sec-fetch-site': 'same-origin' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/<h1>വളരെയധികം അഭ്യർത്ഥനകൾ\. ദയവായി \d+ സെക്കൻഡ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക\.<\/h1>/);
  });

  it('refuses an opaque origin (Origin: null), another host, an unreadable origin and a same-site sender', async () => {
    for (const headers of [
      { origin: 'null' },
      { origin: 'https://elsewhere.example' },
      { origin: 'not a url' },
      { origin: '' },
      { 'sec-fetch-site': 'same-site' },
    ] as Record<string, string>[]) {
      const refused = await post('/', headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('answers a post from our own page (its origin, or Sec-Fetch-Site same-origin) with the rendered page', async () => {
    for (const headers of [{ host: 'club.example', origin: 'https://club.example' }, { 'sec-fetch-site': 'same-origin' }, {}] as Record<
      string,
      string
    >[]) {
      const answered = await post('/', headers);
      expect(answered.statusCode, JSON.stringify(headers)).toBe(400);
      expect(answered.body).toContain('<div id="root">');
    }
    expect(render).toHaveBeenCalledTimes(3);
  });
});
