import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Query } from '../lib/query';
import { Banner } from './ui/banner';
import { FilterButtons } from './ui/filter-buttons';

/**
 * The frame of a public list page (events, webinars, podcast, blog, the newsletters' archive): an
 * optional back link, the heading and intro, the filters, then the read's failure, its loading
 * status, or what `children` makes of the data, and what follows the list whatever the read's state.
 * A page with a back link (the resources' pages) sits a little higher than one without.
 */
export function ListPage<T>({
  query,
  back,
  title,
  intro,
  headerExtra,
  narrow = false,
  filters,
  failed,
  loadingText,
  after,
  children,
}: {
  query: Pick<Query<T>, 'data' | 'error' | 'loading'>;
  back?: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  /** Below the intro, inside the header (the archive's feed and membership links). */
  headerExtra?: ReactNode;
  /** A column for reading (max-w-4xl) rather than a grid of cards (max-w-7xl). */
  narrow?: boolean;
  /** Shown whatever the read's state; filters shown only with the data belong in `children`. */
  filters?: ReactNode;
  failed: ReactNode;
  loadingText: ReactNode;
  after?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { data } = query;
  return (
    <div
      className={`mx-auto ${narrow ? 'max-w-4xl' : 'max-w-7xl'} px-4 ${back ? 'py-10' : 'py-12'} sm:px-6 ${back ? 'sm:py-14' : 'sm:py-16'}`}
    >
      {back}
      <header className={back ? 'mt-4 max-w-3xl' : 'max-w-3xl'}>
        <h1 className="text-4xl font-bold text-brand-900">{title}</h1>
        <p className="mt-4 text-lg text-gray-700">{intro}</p>
        {headerExtra}
      </header>
      {filters}
      <ReadStatus query={query} failed={failed} loadingText={loadingText} />
      {data !== undefined && data !== null && children(data)}
      {after}
    </div>
  );
}

/** A list page's one group of filters, in its tinted panel (the webinars', the blog's). */
export function FilterPanel<T extends string>(props: Omit<Parameters<typeof FilterButtons<T>>[0], 'className'>) {
  return <FilterButtons {...props} className="mt-8 rounded-2xl bg-brand-50 p-4 sm:p-5" />;
}

/** A public page's read while it has nothing to show: its failure, or its loading status (the list and article frames'). */
export function ReadStatus({
  query,
  failed,
  loadingText,
}: {
  query: Pick<Query<unknown>, 'data' | 'error' | 'loading'>;
  failed: ReactNode;
  loadingText: ReactNode;
}) {
  return (
    <>
      {query.error && !query.data && (
        <Banner tone="error" className="mt-8">
          {failed}
        </Banner>
      )}
      {query.loading && (
        <p role="status" className="mt-8 text-gray-700">
          {loadingText}
        </p>
      )}
    </>
  );
}

/** What a list says when it has nothing to show. */
export interface EmptyState {
  text: ReactNode;
  title?: ReactNode;
  icon?: LucideIcon;
}

/** The list itself: a count announced as it changes (when given), then the items, or the empty state. */
export function ListItems<T>({
  items,
  keyOf,
  count,
  rows = false,
  id,
  empty,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  count?: ReactNode;
  /** One item a row, ordered and divided (the archive), rather than a grid of cards. */
  rows?: boolean;
  /** The list's id, where a page scrolls to it (the blog's pages). */
  id?: string;
  empty: EmptyState;
  children: (item: T, index: number) => ReactNode;
}) {
  const margin = count === undefined ? 'mt-8' : 'mt-4';
  const list =
    items.length === 0 ? (
      <EmptyList margin={margin} empty={empty} />
    ) : rows ? (
      <ol className={`${margin} divide-y divide-gray-200 border-y border-gray-200`}>{itemsOf(items, keyOf, children)}</ol>
    ) : (
      <ul id={id} className={`${margin}${id ? ' scroll-mt-24' : ''} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
        {itemsOf(items, keyOf, children)}
      </ul>
    );
  if (count === undefined) return list;
  return (
    <>
      <p role="status" className="mt-6 text-sm text-gray-700">
        {count}
      </p>
      {list}
    </>
  );
}

function itemsOf<T>(items: readonly T[], keyOf: (item: T) => string, render: (item: T, index: number) => ReactNode) {
  return items.map((item, index) => <li key={keyOf(item)}>{render(item, index)}</li>);
}

/** The empty state: its text alone (nothing yet), or under an icon and a heading (nothing for these filters). */
function EmptyList({ margin, empty }: { margin: string; empty: EmptyState }) {
  if (!empty.title) {
    return (
      <p className={`${margin} rounded-2xl border border-dashed border-gray-400 px-6 py-12 text-center text-gray-700`}>{empty.text}</p>
    );
  }
  const Icon = empty.icon;
  return (
    <div className={`${margin} flex flex-col items-center rounded-2xl border border-dashed border-gray-400 px-6 py-16 text-center`}>
      {Icon && <Icon aria-hidden="true" className="size-10 text-brand-800" />}
      <h2 className="mt-4 text-2xl font-semibold text-gray-900">{empty.title}</h2>
      <p className="mt-2 text-gray-700">{empty.text}</p>
    </div>
  );
}
