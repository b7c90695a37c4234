import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api-client';
import { useInitialData } from './initial-data';

export interface ApiState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True until the first answer (or failure) when there was nothing to show yet. */
  loading: boolean;
  reload: () => void;
}

// Responses already fetched in this page's life, so moving between screens shows data at once.
const memory = new Map<string, unknown>();

interface Result<T> {
  path: string;
  data?: T;
  error?: ApiError;
}

/**
 * Reads a GET endpoint: starts from the page's embedded or remembered data when there is some, then
 * refreshes from the API, revalidating the browser's copy (a 304 on its ETag keeps that cheap), so
 * a page rendered after a save is never turned back into an older cached answer.
 */
export function useApi<T>(path: string | null): ApiState<T> {
  const initial = useInitialData();
  const [result, setResult] = useState<Result<T> | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    api<T>(path, { signal: controller.signal, revalidate: true }).then(
      (fresh) => {
        memory.set(path, fresh);
        setResult({ path, data: fresh });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ path, error: failure instanceof ApiError ? failure : new ApiError('network', 0, 'Network request failed') });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.path === path ? result : undefined;
  const seed = path ? ((memory.get(path) ?? initial[path]) as T | undefined) : undefined;
  const data = current?.data ?? seed;
  const error = current?.error;
  return { data, error, loading: path !== null && data === undefined && error === undefined, reload };
}

/** Forgets remembered responses (tests). */
export function clearApiMemory() {
  memory.clear();
}
