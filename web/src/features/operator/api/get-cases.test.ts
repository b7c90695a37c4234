import { act, renderHook, waitFor } from '../../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFirstCases, parseNextLink, useOperatorCases } from './get-cases';

describe('parseNextLink', () => {
  it('reads the rel="next" target of the Link header', () => {
    expect(parseNextLink('</api/operator/cases?limit=20&cursor=abc>; rel="next"')).toBe('/api/operator/cases?limit=20&cursor=abc');
  });

  it('finds next among several links and relation types', () => {
    expect(parseNextLink('</api/operator/cases?limit=20>; rel="first", </api/operator/cases?cursor=x>; rel="prefetch next"')).toBe(
      '/api/operator/cases?cursor=x',
    );
  });

  it('is null without a header or a next link', () => {
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('</api/operator/cases?limit=20>; rel="prev"')).toBeNull();
  });

  it('never follows a link away from the case list', () => {
    expect(parseNextLink('<https://evil.example/steal>; rel="next"')).toBeNull();
    expect(parseNextLink('</api/admin/create-user>; rel="next"')).toBeNull();
  });
});

/**
 * A case list of `size` cases (c0 the newest) served the way the API pages it. Every case carries
 * the server's current `edition` as its question, so a test can tell a reloaded case from an old one.
 */
function serveCases(size: number) {
  const server = { requests: [] as string[], edition: 1 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      server.requests.push(url);
      const params = new URL(url, 'http://localhost').searchParams;
      const limit = Number(params.get('limit'));
      const start = Number(params.get('cursor') ?? 0);
      const end = Math.min(size, start + limit);
      const cases = Array.from({ length: end - start }, (_, i) => ({ _id: `c${start + i}`, question: `edition ${server.edition}` }));
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': String(size) };
      if (end < size) headers.Link = `</api/operator/cases?limit=${limit}&cursor=${end}>; rel="next"`;
      return new Response(JSON.stringify(cases), { status: 200, headers });
    }),
  );
  return server;
}

const ids = (cases: { _id: string }[]) => cases.map((item) => item._id);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `c${from + i}`);

describe('getFirstCases', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads more cases than one request may ask for by following the cursor, and goes on in pages of 20', async () => {
    const { requests } = serveCases(500);
    const page = await getFirstCases(450);
    expect(ids(page.cases)).toEqual(range(0, 450));
    expect(page.total).toBe(500);
    expect(requests).toEqual([
      '/api/operator/cases?limit=200',
      '/api/operator/cases?limit=200&cursor=200',
      '/api/operator/cases?limit=50&cursor=400',
    ]);
    expect(page.next).toBe('/api/operator/cases?limit=20&cursor=450');
  });

  it('stops when the list ends, and reads a page at least', async () => {
    serveCases(230);
    const all = await getFirstCases(300);
    expect(ids(all.cases)).toEqual(range(0, 230));
    expect(all.next).toBeNull();
    expect(ids((await getFirstCases(0)).cases)).toEqual(range(0, 20));
  });
});

describe('useOperatorCases', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps every case loaded, more than 200 of them, when it reloads after an assignment', async () => {
    const server = serveCases(300);
    const { result } = renderHook(() => useOperatorCases());
    await waitFor(() => expect(result.current.cases).toHaveLength(20));
    while (result.current.cases.length < 240) {
      const before = result.current.cases.length;
      await act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.cases.length).toBeGreaterThan(before));
    }
    server.edition = 2;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.cases.every((item) => item.question === 'edition 2')).toBe(true));
    expect(ids(result.current.cases)).toEqual(range(0, 240));
    expect(result.current.next).toBe('/api/operator/cases?limit=20&cursor=240');
  });
});
