import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PagedListState } from '../../lib/paged-query';
import { Button } from './button';

/**
 * The rows of a cursor-paged staff list (usePagedList): "Showing n of total", one `<li>` a row
 * from `children`, and Load more while another page exists.
 */
export function PagedItems<T extends { _id: string }>({ list, children }: { list: PagedListState<T>; children: (item: T) => ReactNode }) {
  if (list.items.length === 0) return null;
  const shown = list.items.length;
  const total = list.total ?? shown;
  return (
    <>
      <p className="text-sm text-gray-700" aria-live="polite">
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </p>
      <ul className="space-y-3">
        {list.items.map((item) => (
          <li key={item._id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            {children(item)}
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}

/** Load more, while a cursor-paged list (usePagedList) has another page; for lists laid out their own way. */
export function LoadMore<T>({ list }: { list: PagedListState<T> }) {
  const { t } = useLingui();
  if (!list.next) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={() => void list.loadMore()} disabled={list.loadingMore}>
        {list.loadingMore ? t`Loading...` : t`Load more`}
      </Button>
    </div>
  );
}
