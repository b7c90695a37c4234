import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterArchiveEntry } from '@wfc/shared';
import { ListItems, ListPage } from '../../../components/list-page';
import { Link } from '../../../lib/router';
import { BackToResources } from '../../resources';
import { useNewsletterArchive } from '../api/get-newsletter-archive';
import { FeedLink } from '../components/feed-link';
import { newsletterIn, sentDate } from '../lib/newsletter-language';

/** The archive of the newsletters the club sent (issue 29), at /newsletters: newest first, each linking to its page. */
export default function NewsletterArchivePage() {
  return (
    <ListPage
      query={useNewsletterArchive()}
      narrow
      back={<BackToResources />}
      title={<Trans>Newsletters</Trans>}
      intro={<Trans>What the club has written to its members: events, opportunities and stories from women founders.</Trans>}
      headerExtra={
        <p className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1">
          <FeedLink />
          <Link
            to="/membership"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            <Trans>Become a member to get them by e-mail</Trans>
          </Link>
        </p>
      }
      failed={<Trans>The newsletters could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading the newsletters…</Trans>}
    >
      {(newsletters) => (
        <ListItems
          items={newsletters}
          keyOf={(newsletter) => newsletter.slug}
          rows
          empty={{ text: <Trans>No newsletters yet. Please check back soon.</Trans> }}
        >
          {(newsletter) => <ArchiveEntry newsletter={newsletter} />}
        </ListItems>
      )}
    </ListPage>
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
