import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, type ApiError, toApiError } from './api-client';
import { useInitialData } from './initial-data';

/** Reads one answer; aborted when the screen leaves or asks for something else. */
export type Load<T> = (signal: AbortSignal) => Promise<T>;

/** What a screen knows about one read (decision 036). */
export interface Query<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True while there is nothing to show yet: no answer, no failure, no embedded or remembered data. */
  loading: boolean;
  /** True while a read is under way: the first, after a change of what is read, or a reload. */
  fetching: boolean;
  /** Reads again, keeping what is shown until the answer arrives. */
  reload: () => void;
}

// Public answers already fetched in this page's life, so moving between screens shows data at once.
const memory = new Map<string, unknown>();

interface Result<T> {
  source: unknown;
  attempt: number;
  data?: T | undefined;
  error?: ApiError;
}

/**
 * The one way a screen reads data (decision 036). `source` is either
 * - a public API path with `{ remember: true }`: shown at once from the page's embedded data (so
 *   hydration renders what the HTML shows) or from an earlier screen's answer, then asked again past
 *   the browser's cache (a 304 on its ETag keeps that cheap), and the answer remembered; or
 * - a `load` function (module-level, or `useCallback` on its parameters) for staff and member reads
 *   and the reads a public page makes live: nothing is remembered between screens, so one account
 *   never sees another's data after a sign-out, and the last answer stays shown until the next
 *   arrives, unless `{ keep: false }` (an answer for other parameters is then never shown).
 * `null` reads nothing (not yet ready). A change of `source` aborts the read under way.
 */
export function useQuery<T>(path: string | null, options: { remember: true }): Query<T>;
export function useQuery<T>(load: Load<T> | null, options?: { keep: false }): Query<T>;
export function useQuery<T>(source: string | Load<T> | null, options?: { remember: true } | { keep: false }): Query<T> {
  const initial = useInitialData();
  const [result, setResult] = useState<Result<T>>();
  const [attempt, setAttempt] = useState(0);
  const remember = options !== undefined && 'remember' in options && typeof source === 'string';
  // Only the current source's answer is shown: a remembered path's, or a load's with keep: false.
  const ownOnly = remember || (options !== undefined && 'keep' in options);

  useEffect(() => {
    if (source === null) return;
    const controller = new AbortController();
    const read = typeof source === 'string' ? api<T>(source, { signal: controller.signal, revalidate: true }) : source(controller.signal);
    // An answer that replaces data already shown (the page's embedded data, asked again once hydrated)
    // is rendered as a transition, in React's slices, rather than in one task: on a list page that
    // re-render was 25 to 55 ms of the main thread right after hydration (issue 39). A first answer
    // (nothing shown yet) is rendered at once.
    const replacesShown = remember && (memory.has(source as string) || initial[source as string] !== undefined);
    read.then(
      (data) => {
        if (controller.signal.aborted) return;
        if (remember) memory.set(source as string, data);
        if (replacesShown) startTransition(() => setResult({ source, attempt, data }));
        else setResult({ source, attempt, data });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult((previous) => ({
          source,
          attempt,
          data: !ownOnly || previous?.source === source ? previous?.data : undefined,
          error: toApiError(failure),
        }));
      },
    );
    return () => controller.abort();
  }, [source, attempt, remember, ownOnly, initial]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = ownOnly && result?.source !== source ? undefined : result;
  const data = remember ? (shown?.data ?? ((memory.get(source as string) ?? initial[source as string]) as T | undefined)) : shown?.data;
  return {
    data,
    error: shown?.error,
    loading: source !== null && shown === undefined && data === undefined,
    fetching: source !== null && (result?.source !== source || result.attempt !== attempt),
    reload,
  };
}

/** Forgets remembered answers (tests). */
export function clearQueryMemory() {
  memory.clear();
}

/** Waits `ms` before a read (a debounce, a poll's interval); rejects when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}
