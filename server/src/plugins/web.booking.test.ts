import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { writeTinySite } from '../../test/tiny-site';

const renderedPath = (html: string) => /<p id="path">([^<]*)<\/p>/.exec(html)?.[1];

/** The booking pages of issue 31 as the site serves them: an enabler's (the shell), and a mentee's own (private). */
describe('the booking pages', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-booking-pages-'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves an enabler’s booking page as the shell in each language, and the 404 page for an address that is no profile id', async () => {
    for (const url of ['/book/12', '/ml/book/12']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['x-robots-tag'], url).toBeUndefined();
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ url: '/ml/book/12' })).body).toContain('<html lang="ml">');
    for (const url of ['/book/abc', '/book/0', '/ml/book/12x']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(renderedPath(page.body), url).toBe(url.startsWith('/ml') ? '/ml/404' : '/404');
    }
  });

  it('serves her booking’s page as the private shell: never listed, kept or referred', async () => {
    for (const url of ['/sessions/booking', '/ml/sessions/booking']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });
});
