import { act, renderHook, waitFor } from '../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePagedList } from './paged-query';

function page(ids: string[], next: string | null, total: number) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': String(total) };
  if (next) headers.Link = `<${next}>; rel="next"`;
  return new Response(JSON.stringify(ids.map((_id) => ({ _id }))), { status: 200, headers });
}

afterEach(() => vi.unstubAllGlobals());

describe('usePagedList', () => {
  it('reads the first page, adds the next on Load more, and starts again on reload', async () => {
    const fetch = vi.fn(async (path: string) =>
      path.includes('cursor') ? page(['c'], null, 3) : page(['a', 'b'], '/api/admin/audit?limit=2&cursor=x', 3),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => usePagedList<{ _id: string }>('/api/admin/audit?limit=2', '/api/admin/audit'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['a', 'b']));
    expect(result.current).toMatchObject({ total: 3, next: '/api/admin/audit?limit=2&cursor=x', loading: false });
    await act(() => result.current.loadMore());
    expect(result.current.items.map((item) => item._id)).toEqual(['a', 'b', 'c']);
    expect(result.current.next).toBeNull();
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['a', 'b']));
  });

  it('shows a failed first page as an error and no rows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'Nope' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { result } = renderHook(() => usePagedList<{ _id: string }>('/api/admin/audit?limit=2', '/api/admin/audit'));
    await waitFor(() => expect(result.current.error?.status).toBe(500));
    expect(result.current).toMatchObject({ items: [], loading: false });
  });
});
