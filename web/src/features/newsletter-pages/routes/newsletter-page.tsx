import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { newsletterMeta } from '../../../app/page-meta';
import { Banner } from '../../../components/ui/banner';
import { Link, useParams } from '../../../lib/router';
import { ArticleBody } from '../../blog/components/article-body';
import NotFoundPage from '../../not-found/routes/not-found-page';
import { useNewsletter } from '../api/get-newsletter';
import { FeedLink } from '../components/feed-link';
import { newsletterIn, sentDate } from '../lib/newsletter-language';

/**
 * A sent newsletter's page (issue 29), at /newsletters/<slug>: its text as the server rendered it
 * (the blog's ArticleBody), in Malayalam on a Malayalam page where written, else in English, marked so.
 */
export default function NewsletterPage() {
  const { slug = '' } = useParams();
  const { i18n } = useLingui();
  const { data, error, loading } = useNewsletter(slug);
  const shown = data ? newsletterIn(data, i18n.locale) : undefined;
  const title = shown && newsletterMeta(shown.texts).title;
  const date = data ? sentDate(data.sentAt, i18n) : '';

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (error?.status === 404 || data === null) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to="/newsletters"
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        <Trans>All newsletters</Trans>
      </Link>
      {error && !data && (
        <Banner tone="error" className="mt-8">
          <Trans>This newsletter could not be loaded. Please try again later.</Trans>
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading the newsletter…</Trans>
        </p>
      )}
      {data && shown && (
        <>
          {shown.lang && (
            <p className="mt-6 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-800">
              <Trans>This newsletter was written in English only.</Trans>
            </p>
          )}
          <article lang={shown.lang} className="mt-6">
            <header>
              <h1 className="text-3xl font-bold break-words text-brand-900 sm:text-4xl">{shown.texts.subject}</h1>
              {/* The date in the page's language, also inside an article in English. */}
              <p lang={shown.lang ? i18n.locale : undefined} className="mt-3 text-gray-700">
                <Trans>
                  Sent on <time dateTime={data.sentAt}>{date}</time>
                </Trans>
              </p>
              {shown.texts.preheader && <p className="mt-4 text-lg text-gray-700">{shown.texts.preheader}</p>}
            </header>
            <ArticleBody html={shown.texts.html} className="mt-4" />
          </article>
          <p className="mt-12 border-t border-gray-200 pt-6">
            <FeedLink />
          </p>
        </>
      )}
    </div>
  );
}
