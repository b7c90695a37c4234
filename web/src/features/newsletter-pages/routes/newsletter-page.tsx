import { Trans, useLingui } from '@lingui/react/macro';
import { newsletterMeta } from '../../../app/page-meta';
import { Article, ArticlePage } from '../../../components/article-page';
import { useParams } from '../../../lib/router';
import { NotFoundPage } from '../../not-found';
import { ShareOnWhatsApp } from '../../whatsapp';
import { useNewsletter } from '../api/get-newsletter';
import { FeedLink } from '../components/feed-link';
import { newsletterIn, sentDate } from '../lib/newsletter-language';

/**
 * A sent newsletter's page (issue 29), at /newsletters/<slug>, in the article frame: its text as the
 * server rendered it, in Malayalam on a Malayalam page where written, else in English, marked so.
 */
export default function NewsletterPage() {
  const { slug = '' } = useParams();
  const { i18n } = useLingui();
  const query = useNewsletter(slug);
  const { data } = query;
  const shown = data ? newsletterIn(data, i18n.locale) : undefined;

  if (query.error?.status === 404 || data === null) return <NotFoundPage />;
  return (
    <ArticlePage
      query={query}
      back={{ to: '/newsletters', label: <Trans>All newsletters</Trans> }}
      documentTitle={shown && newsletterMeta(shown.texts).title}
      failed={<Trans>This newsletter could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading the newsletter…</Trans>}
    >
      {(newsletter) => {
        const { texts, lang } = newsletterIn(newsletter, i18n.locale);
        const date = sentDate(newsletter.sentAt, i18n);
        return (
          <>
            {lang && (
              <p className="mt-6 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-800">
                <Trans>This newsletter was written in English only.</Trans>
              </p>
            )}
            <Article
              lang={lang}
              heading={texts.subject}
              // The date in the page's language, also inside an article in English.
              dateLine={
                <Trans>
                  Sent on <time dateTime={newsletter.sentAt}>{date}</time>
                </Trans>
              }
              dateLang={lang ? i18n.locale : undefined}
              lead={texts.preheader || undefined}
              html={texts.html}
            />
            <ShareOnWhatsApp title={texts.subject} path={`/newsletters/${newsletter.slug}`} className="mt-8" />
            <p className="mt-12 border-t border-gray-200 pt-6">
              <FeedLink />
            </p>
          </>
        );
      }}
    </ArticlePage>
  );
}
