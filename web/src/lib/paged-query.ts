import { useCallback, useState } from 'react';
import { apiRequest, type ApiError, toApiError } from './api-client';
import { parseNextLinkWithin } from './link-header';
import { useQuery, type Load } from './query';

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

/** The pages Load more added after one first page, and its failure. */
interface More<T> {
  after?: Page<T> | undefined;
  pages: Page<T>[];
  error?: ApiError | undefined;
}

const NO_PAGE: Page<never> = { items: [], total: null, next: null };

/**
 * A newest-first staff list read a page at a time, on useQuery (nothing remembered between screens):
 * `loadFirst` reads the first page whenever it changes (declare it with `useCallback` on the
 * filters), Load more follows the cursor under `within`, and `reload` reads the first page again.
 * A first page that fails empties the list, and every read of it shows as `loading`, unless `keep`:
 * then what is shown stays through a reload and its failure, and `loading` is only the first read's.
 */
export function usePagedQuery<T>(loadFirst: Load<Page<T>>, within: string, { keep = false }: { keep?: boolean } = {}) {
  const first = useQuery(loadFirst);
  const [more, setMore] = useState<More<T>>({ pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);

  const base = (first.error && !keep ? undefined : first.data) ?? NO_PAGE;
  const added = more.after === first.data ? more.pages : [];
  const last = added.at(-1) ?? base;
  const items = added.length === 0 ? base.items : [...base.items, ...added.flatMap((page) => page.items)];
  const total = added.reduceRight<number | null>((found, page) => found ?? page.total, null) ?? base.total;
  const moreError = more.after === first.data ? more.error : undefined;

  const next = last.next;
  const loadMore = useCallback(async () => {
    if (!next) return;
    const after = first.data;
    setLoadingMore(true);
    try {
      const page = await getPage<T>(next, within);
      setMore((current) => ({ after, pages: [...(current.after === after ? current.pages : []), page] }));
    } catch (failure) {
      setMore((current) => ({ after, pages: current.after === after ? current.pages : [], error: toApiError(failure) }));
    } finally {
      setLoadingMore(false);
    }
  }, [next, within, first.data]);

  return {
    items,
    total,
    next,
    error: first.fetching && !keep ? undefined : (first.error ?? moreError),
    loading: keep ? first.loading : first.fetching,
    loadingMore,
    loadMore,
    reload: first.reload,
  };
}

/** A cursor-paged staff list whose first page is `firstPath` (its filters in the query), under `within`. */
export function usePagedList<T>(firstPath: string, within: string) {
  return usePagedQuery<T>(
    useCallback((signal: AbortSignal) => getPage<T>(firstPath, within, signal), [firstPath, within]),
    within,
  );
}

export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;
