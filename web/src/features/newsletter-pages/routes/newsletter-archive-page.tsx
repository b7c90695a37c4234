import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterArchiveEntry } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { Link } from '../../../lib/router';
import { BackToResources } from '../../resources/components/back-to-resources';
import { useNewsletterArchive } from '../api/get-newsletter-archive';
import { FeedLink } from '../components/feed-link';
import { newsletterIn, sentDate } from '../lib/newsletter-language';

/** The archive of the newsletters the club sent (issue 29), at /newsletters: newest first, each linking to its page. */
export default function NewsletterArchivePage() {
  const { data: newsletters, error, loading } = useNewsletterArchive();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToResources />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">
          <Trans>Newsletters</Trans>
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          <Trans>What the club has written to its members: events, opportunities and stories from women founders.</Trans>
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1">
          <FeedLink />
          <Link
            to="/membership"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            <Trans>Become a member to get them by e-mail</Trans>
          </Link>
        </p>
      </header>

      {error && !newsletters && (
        <Banner tone="error" className="mt-8">
          <Trans>The newsletters could not be loaded. Please try again later.</Trans>
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading the newsletters…</Trans>
        </p>
      )}
      {newsletters &&
        (newsletters.length > 0 ? (
          <ol className="mt-8 divide-y divide-gray-200 border-y border-gray-200">
            {newsletters.map((newsletter) => (
              <li key={newsletter.slug}>
                <ArchiveEntry newsletter={newsletter} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-8 rounded-2xl border border-dashed border-gray-400 px-6 py-12 text-center text-gray-700">
            <Trans>No newsletters yet. Please check back soon.</Trans>
          </p>
        ))}
    </div>
  );
}

/** One newsletter of the list: its subject (the link to its page), when it was sent, its preheader. */
function ArchiveEntry({ newsletter }: { newsletter: NewsletterArchiveEntry }) {
  const { i18n } = useLingui();
  const { texts, lang } = newsletterIn(newsletter, i18n.locale);
  return (
    <article className="py-6">
      <h2 lang={lang} className="text-xl font-semibold break-words text-gray-900 sm:text-2xl">
        <Link
          to={`/newsletters/${newsletter.slug}`}
          className="text-brand-900 underline decoration-brand-500 underline-offset-4 hover:decoration-brand-900"
        >
          {texts.subject}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <time dateTime={newsletter.sentAt}>{sentDate(newsletter.sentAt, i18n)}</time>
      </p>
      {texts.preheader && (
        <p lang={lang} className="mt-2 text-gray-800">
          {texts.preheader}
        </p>
      )}
    </article>
  );
}
