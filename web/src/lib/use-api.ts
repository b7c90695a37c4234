import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api-client';
import { useInitialData } from './initial-data';

export interface ApiState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

// Responses already fetched in this page's life, so moving between screens shows data at once.
const memory = new Map<string, unknown>();

/**
 * Reads a GET endpoint: starts from prerendered or remembered data when there is some, then
 * refreshes from the API (the browser's HTTP cache and the ETag keep that cheap).
 */
export function useApi<T>(path: string | null): ApiState<T> {
  const initial = useInitialData();
  const seed = path ? ((memory.get(path) ?? initial[path]) as T | undefined) : undefined;
  const [data, setData] = useState<T | undefined>(seed);
  const [error, setError] = useState<ApiError | undefined>();
  const [loading, setLoading] = useState(path !== null && seed === undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setLoading((current) => current || data === undefined);
    api<T>(path, { signal: controller.signal }).then(
      (fresh) => {
        memory.set(path, fresh);
        setData(fresh);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure : new ApiError('network', 0, 'Network request failed'));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `data` is read only to decide the first loading flag; refetching on its change would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}

/** Forgets remembered responses (tests). */
export function clearApiMemory() {
  memory.clear();
}
