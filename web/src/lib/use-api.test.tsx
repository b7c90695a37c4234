import { renderHook, waitFor } from '../testing/library';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from './initial-data';
import { clearApiMemory, useApi } from './use-api';

describe('useApi', () => {
  afterEach(() => {
    clearApiMemory();
    vi.unstubAllGlobals();
  });

  it("starts from the page's embedded data, then asks the server past the browser's cached copy", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ tagline: 'Saved a moment ago' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <InitialDataProvider data={{ '/api/site': { tagline: 'As rendered' } }}>{children}</InitialDataProvider>
    );
    const { result } = renderHook(() => useApi<{ tagline: string }>('/api/site'), { wrapper });
    expect(result.current.data?.tagline).toBe('As rendered');
    await waitFor(() => expect(result.current.data?.tagline).toBe('Saved a moment ago'));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/site');
    // A copy the browser cached before a save (max-age=60) must not replace the newer page.
    expect(init.cache).toBe('no-cache');
  });
});
