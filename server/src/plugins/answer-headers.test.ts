import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { writeTinySite } from '../../test/tiny-site';

/**
 * The whole header set of the answers every visitor asks for, pinned so that making the request
 * path cheaper (issue 39) cannot drop or change one: the security headers, the caching headers,
 * the type and the length, on the JSON documents and a kept page, as sent, compressed and as a 304.
 */
const security = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;media-src 'self';font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const json = {
  'cache-control': 'public, max-age=60',
  vary: 'Accept-Encoding, Accept-Language',
  'content-type': 'application/json; charset=utf-8',
};
const page = { 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'content-type': 'text/html; charset=utf-8' };

describe('the headers of the public answers', () => {
  let t: TestApp;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'wfc-headers-'));
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const sha1 = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const withoutDate = (headers: Record<string, unknown>) => {
    const { date, ...rest } = headers;
    expect(date).toEqual(expect.any(String));
    return rest;
  };

  for (const [url, kind] of [
    ['/api/site', json],
    ['/api/enablers', json],
    ['/', page],
  ] as const) {
    it(`${url}: every header, as sent, compressed, in Malayalam and as a 304`, async () => {
      for (const headers of [{}, { 'accept-language': 'ml' }]) {
        const plain = await t.app.inject({ url, headers });
        expect(plain.statusCode).toBe(200);
        expect(withoutDate(plain.headers)).toEqual({
          ...security,
          ...kind,
          etag: sha1(plain.rawPayload),
          'content-length': String(plain.rawPayload.length),
          connection: 'keep-alive',
        });

        const br = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, br' } });
        expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
        expect(withoutDate(br.headers)).toEqual({
          ...security,
          ...kind,
          etag: plain.headers.etag,
          'content-encoding': 'br',
          'content-length': String(br.rawPayload.length),
          connection: 'keep-alive',
        });

        const kept = await t.app.inject({ url, headers: { ...headers, 'if-none-match': String(plain.headers.etag) } });
        expect(kept.statusCode).toBe(304);
        const { 'content-type': _type, ...notModified } = kind;
        expect(withoutDate(kept.headers)).toEqual({ ...security, ...notModified, etag: plain.headers.etag, connection: 'keep-alive' });
      }
    });
  }
});
