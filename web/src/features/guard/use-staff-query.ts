import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';

/** What a staff screen knows about one read. */
export interface StaffQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True until the first answer or failure. */
  loading: boolean;
  /** Reads again, keeping what is shown until the answer arrives. */
  reload: () => void;
}

interface Result<T> {
  data?: T;
  error?: ApiError;
  settled: boolean;
}

/**
 * Reads a staff endpoint with the stored token. Unlike `useApi` nothing is remembered between
 * screens, so one account never sees another's data after a logout. `load` must be a stable
 * function (declared at module level).
 */
export function useStaffQuery<T>(load: (signal: AbortSignal) => Promise<T>): StaffQuery<T> {
  const [result, setResult] = useState<Result<T>>({ settled: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ data, settled: true }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult((previous) => ({ data: previous.data, error: toApiError(failure), settled: true }));
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: result.data, error: result.error, loading: !result.settled, reload };
}

/** Any failure as an ApiError, so screens read one shape. */
export function toApiError(failure: unknown): ApiError {
  return failure instanceof ApiError ? failure : new ApiError('network', 0, 'Network request failed');
}

/** The server's message for a failed action, or `fallback` when there is none (network, unreadable). */
export function messageOf(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.body?.message ? failure.body.message : fallback;
}
