import { describe, expect, it } from 'vitest';
import { createDocumentCache } from './http-cache';

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
});
