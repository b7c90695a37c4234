import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '../features/guard/use-staff-query';
import { apiRequest, type ApiError } from './api-client';
import { parseNextLinkWithin } from './link-header';

/** One page of a staff list: its rows, the total across pages (X-Total-Count) and the next page's URL (Link). */
export interface Page<T> {
  items: T[];
  total: number | null;
  next: string | null;
}

/** GET one page of a cursor-paged list under `within` (a first page's path, or the `next` URL of the previous page). */
async function getPage<T>(path: string, within: string, signal?: AbortSignal): Promise<Page<T>> {
  const { data, headers } = await apiRequest<T[]>(path, { signal });
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { items: data, total: Number.isNaN(total) ? null : total, next: parseNextLinkWithin(headers.get('Link'), within) };
}

interface PagedList<T> extends Page<T> {
  error?: ApiError | undefined;
  loading: boolean;
}

/**
 * A newest-first staff list read a page at a time: `firstPath` (its filters in the query) is read
 * whenever it changes, Load more follows the cursor, and `reload` reads the first page again.
 */
export function usePagedList<T>(firstPath: string, within: string) {
  const [list, setList] = useState<PagedList<T>>({ items: [], total: null, next: null, loading: true });
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ ...current, loading: true, error: undefined }));
    getPage<T>(firstPath, within, controller.signal).then(
      (page) => setList({ ...page, loading: false }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setList({ items: [], total: null, next: null, error: toApiError(failure), loading: false });
      },
    );
    return () => controller.abort();
  }, [firstPath, within, attempt]);

  const loadMore = useCallback(async () => {
    if (!list.next) return;
    setLoadingMore(true);
    try {
      const page = await getPage<T>(list.next, within);
      setList((current) => ({
        items: [...current.items, ...page.items],
        total: page.total ?? current.total,
        next: page.next,
        loading: false,
      }));
    } catch (failure) {
      setList((current) => ({ ...current, error: toApiError(failure) }));
    } finally {
      setLoadingMore(false);
    }
  }, [list.next, within]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...list, loadingMore, loadMore, reload };
}

export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;
