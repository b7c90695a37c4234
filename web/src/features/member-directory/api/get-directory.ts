import type { DirectoryCard, DirectoryPage } from '@wfc/shared';
import { useCallback, useState } from 'react';
import { toApiError, type ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';

/** What the directory is asked for: the words and the three filters, as in the page's address. */
export interface DirectorySearch {
  q: string;
  vertical: string;
  city: string;
  tag: string;
}

/** The query string of GET /api/member/directory for a search, empty parts left out. */
function directoryQueryOf(search: DirectorySearch, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value.trim()) params.set(name, value.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/member/directory: one page of the cards a search finds (401 signed out, 403 not a member). */
function getDirectoryPage(search: DirectorySearch, cursor: string | undefined, signal?: AbortSignal) {
  return memberApi<DirectoryPage>(`/api/member/directory${directoryQueryOf(search, cursor)}`, { signal });
}

/** The pages "Show more" added after one first page, and the failure of the last. */
interface More {
  after: DirectoryPage | undefined;
  pages: DirectoryPage[];
  error?: ApiError | undefined;
}

/**
 * The directory's cards for a search: its first page on useQuery (read again when the search
 * changes, what was shown kept until the answer arrives), then "Show more" follows `nextCursor`.
 */
export function useDirectory(search: DirectorySearch) {
  const { q, vertical, city, tag } = search;
  const first = useQuery(
    useCallback((signal: AbortSignal) => getDirectoryPage({ q, vertical, city, tag }, undefined, signal), [q, vertical, city, tag]),
  );
  const [more, setMore] = useState<More>({ after: undefined, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);

  const added = first.data && more.after === first.data ? more.pages : [];
  const items: DirectoryCard[] = [...(first.data?.items ?? []), ...added.flatMap((page) => page.items)];
  const nextCursor = (added.at(-1) ?? first.data)?.nextCursor ?? null;

  const showMore = useCallback(async () => {
    if (!nextCursor) return;
    const after = first.data;
    setLoadingMore(true);
    try {
      const page = await getDirectoryPage({ q, vertical, city, tag }, nextCursor);
      setMore((current) => ({ after, pages: [...(current.after === after ? current.pages : []), page] }));
    } catch (failure) {
      setMore((current) => ({ after, pages: current.after === after ? current.pages : [], error: toApiError(failure) }));
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, first.data, q, vertical, city, tag]);

  return {
    items: first.data ? items : undefined,
    error: first.error,
    moreError: first.data && more.after === first.data ? more.error : undefined,
    fetching: first.fetching,
    hasMore: nextCursor !== null,
    loadingMore,
    showMore,
    reload: first.reload,
  };
}
