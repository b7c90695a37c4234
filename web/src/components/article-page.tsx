import { useEffect, type ReactNode } from 'react';
import type { Query } from '../lib/query';
import { Link } from '../lib/router';
import { ArticleBody } from './article-body';
import { ReadStatus } from './list-page';

/**
 * The frame of a public article's page (a blog post, a sent newsletter): the link back to its list,
 * the read's failure or loading status, then what `children` makes of the data (an `Article`,
 * with what the page adds around it); the page's title once known. A page answers its own 404 first.
 */
export function ArticlePage<T>({
  query,
  back,
  documentTitle,
  failed,
  loadingText,
  children,
}: {
  query: Pick<Query<T>, 'data' | 'error' | 'loading'>;
  back: { to: string; label: ReactNode };
  documentTitle: string | undefined;
  failed: ReactNode;
  loadingText: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { data } = query;

  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {back.label}
      </Link>
      <ReadStatus query={query} failed={failed} loadingText={loadingText} />
      {data !== undefined && data !== null && children(data)}
    </div>
  );
}

/**
 * The article itself: a label above the heading (the post's category), the heading, the date line,
 * the lead (excerpt or preheader), a picture, then the server-rendered text. `lang` marks an article
 * in another language than the page's; `dateLang` keeps its date line in the page's.
 */
export function Article({
  lang,
  label,
  heading,
  dateLine,
  dateLang,
  lead,
  picture,
  html,
}: {
  lang?: string;
  label?: string;
  heading: string;
  dateLine: ReactNode;
  dateLang?: string;
  lead?: string;
  picture?: ReactNode;
  html: string;
}) {
  return (
    <article lang={lang} className="mt-6">
      <header>
        {label !== undefined && (
          <p>
            <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">{label}</span>
          </p>
        )}
        <h1 className={`${label !== undefined ? 'mt-4 ' : ''}text-3xl font-bold break-words text-brand-900 sm:text-4xl`}>{heading}</h1>
        <p lang={dateLang} className="mt-3 text-gray-700">
          {dateLine}
        </p>
        {lead !== undefined && <p className="mt-4 text-lg text-gray-700">{lead}</p>}
      </header>
      {picture}
      <ArticleBody html={html} className="mt-4" />
    </article>
  );
}
