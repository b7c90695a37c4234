import { act, renderHook, waitFor } from '../testing/library';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { InitialDataProvider } from './initial-data';
import { clearQueryMemory, pause, useQuery } from './query';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  clearQueryMemory();
  vi.unstubAllGlobals();
});

describe('useQuery of a public path, remembered', () => {
  it("starts from the page's embedded data, then asks the server past the browser's cached copy", async () => {
    const fetch = vi.fn(async () => json({ tagline: 'Saved a moment ago' }));
    vi.stubGlobal('fetch', fetch);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <InitialDataProvider data={{ '/api/site': { tagline: 'As rendered' } }}>{children}</InitialDataProvider>
    );
    const { result } = renderHook(() => useQuery<{ tagline: string }>('/api/site', { remember: true }), { wrapper });
    expect(result.current.data?.tagline).toBe('As rendered');
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.data?.tagline).toBe('Saved a moment ago'));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/site');
    // A copy the browser cached before a save (max-age=60) must not replace the newer page.
    expect(init.cache).toBe('no-cache');
  });

  it('shows the answer an earlier screen had at once on the next', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(['first'])),
    );
    const first = renderHook(() => useQuery<string[]>('/api/blog', { remember: true }));
    await waitFor(() => expect(first.result.current.data).toEqual(['first']));
    first.unmount();
    const second = renderHook(() => useQuery<string[]>('/api/blog', { remember: true }));
    expect(second.result.current.data).toEqual(['first']);
  });
});

describe('useQuery of a load function (staff and member reads)', () => {
  it('remembers nothing between screens, so another account never sees the answer', async () => {
    let answer = 'first account';
    const load = vi.fn(async () => answer);
    const first = renderHook(() => useQuery(load));
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.data).toBe('first account'));
    first.unmount();
    answer = 'second account';
    const second = renderHook(() => useQuery(load));
    expect(second.result.current.data).toBeUndefined();
    expect(second.result.current.loading).toBe(true);
    await waitFor(() => expect(second.result.current.data).toBe('second account'));
  });

  it('keeps what is shown while a reload is under way and when it fails', async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new ApiError('http', 500, 'Boom');
      return 'shown';
    });
    const { result } = renderHook(() => useQuery(load));
    await waitFor(() => expect(result.current.data).toBe('shown'));
    fail = true;
    act(() => result.current.reload());
    expect(result.current.data).toBe('shown');
    expect(result.current.fetching).toBe(true);
    await waitFor(() => expect(result.current.error?.status).toBe(500));
    expect(result.current.data).toBe('shown');
    expect(result.current.loading).toBe(false);
  });

  it('aborts the read under way when what is read changes, and on unmount', async () => {
    const signals: AbortSignal[] = [];
    const loadFor = (id: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined).then(() => id);
    };
    const loads = { a: loadFor('a'), b: loadFor('b') };
    const { rerender, unmount } = renderHook(({ id }: { id: 'a' | 'b' }) => useQuery(loads[id]), { initialProps: { id: 'a' } });
    rerender({ id: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    unmount();
    expect(signals[1]?.aborted).toBe(true);
  });

  it("with keep: false, never shows another source's answer while this one's loads", async () => {
    const loads = { a: async () => 'for a', b: () => new Promise<string>(() => undefined) };
    const { result, rerender } = renderHook(({ id }: { id: 'a' | 'b' }) => useQuery(loads[id], { keep: false }), {
      initialProps: { id: 'a' },
    });
    await waitFor(() => expect(result.current.data).toBe('for a'));
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
  });

  it('pauses before a read, and stops the pause when aborted', async () => {
    const controller = new AbortController();
    const paused = pause(60_000, controller.signal);
    controller.abort();
    await expect(paused).rejects.toBeDefined();
  });

  it('reads nothing while the source is null', () => {
    const { result } = renderHook(() => useQuery<string>(null));
    expect(result.current).toMatchObject({ data: undefined, loading: false, fetching: false });
  });

  it('turns a network failure into an ApiError', async () => {
    const offline = () => Promise.reject(new TypeError('offline'));
    const { result } = renderHook(() => useQuery(offline));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.kind).toBe('network');
  });
});
