import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDocumentCache, toCacheable } from './http-cache';

describe('createDocumentCache', () => {
  it('reuses a document until its time is up, then loads it again', async () => {
    let now = 1_000;
    let loads = 0;
    const cached = createDocumentCache(5_000, () => now);
    const load = async () => ({ version: ++loads });
    const first = await cached('/a', load);
    expect(JSON.parse(first.body)).toEqual({ version: 1 });
    now += 4_999;
    expect(await cached('/a', load)).toBe(first);
    now += 1;
    const second = await cached('/a', load);
    expect(JSON.parse(second.body)).toEqual({ version: 2 });
    expect(second.etag).not.toBe(first.etag);
    expect(loads).toBe(2);
  });

  it('keeps a document read again unchanged as it was: its bytes, ETag and compressed forms are made once a version (issue 39)', async () => {
    let now = 1_000;
    let version = 1;
    const cached = createDocumentCache(5_000, () => now);
    const load = async () => ({ version, items: Array.from({ length: 100 }, (_, i) => `enabler ${i}`) });
    const first = await cached('/a', load);
    now += 5_000;
    expect(await cached('/a', load)).toBe(first);
    version = 2;
    now += 5_000;
    const changed = await cached('/a', load);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
    expect(JSON.parse(changed.bytes.toString())).toMatchObject({ version: 2 });
  });

  it('shows what it has without loading (peek): a document in its time, nothing before the first read or after its time', async () => {
    let now = 1_000;
    const cached = createDocumentCache(5_000, () => now);
    expect(cached.peek('/a')).toBeUndefined();
    const first = await cached('/a', async () => ({ version: 1 }));
    expect(cached.peek('/a')).toBe(first);
    expect(cached.peek('/b')).toBeUndefined();
    now += 5_000;
    expect(cached.peek('/a')).toBeUndefined();
  });
});

describe('toCacheable', () => {
  it('keeps brotli and gzip forms of larger documents that decompress to the body', () => {
    const document = toCacheable({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'enabler profile' })) });
    expect(brotliDecompressSync(document.br!).toString()).toBe(document.body);
    expect(gunzipSync(document.gzip!).toString()).toBe(document.body);
    expect(document.br!.length).toBeLessThan(document.body.length / 4);
  });

  it('holds the body encoded once, as the bytes it sends, with the ETag of those bytes', () => {
    const document = toCacheable({ name: 'വനിതാ സംരംഭകർ' });
    expect(Buffer.isBuffer(document.bytes)).toBe(true);
    expect(document.bytes.toString('utf8')).toBe(document.body);
    expect(document.etag).toBe(`"${createHash('sha1').update(document.body).digest('base64url')}"`);
  });

  it('does not compress small documents', () => {
    expect(toCacheable({ ok: true }).br).toBeUndefined();
  });
});
