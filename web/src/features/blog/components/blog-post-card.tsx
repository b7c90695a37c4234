import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogPost } from '@wfc/shared';
import { Link, usePagePath } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { MediaCard } from '../../../components/ui/media-card';
import { useContentLang } from '../../../lib/content-lang';
import { postDate } from '../lib/post-date';

/** One blog post: image, category, title, excerpt, date, read time and a link to the article (elsewhere, or its page here). */
export function BlogPostCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  const blogPath = usePagePath();
  const { t, i18n } = useLingui();
  const title = post.title;
  // Blog posts have no Malayalam version yet (decision 028): English on every page.
  const contentLang = useContentLang();
  return (
    <MediaCard image={post.image} imageSources={post.imageSources} imageAlt={post.imageAlt} eager={eager}>
      <p>
        <span lang={contentLang} className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
          {post.category}
        </span>
      </p>
      <h2 lang={contentLang} className="mt-3 text-xl font-semibold text-gray-900">
        {post.title}
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        <time dateTime={post.publishedAt}>{postDate(post, i18n)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {post.readTime}
      </p>
      <p lang={contentLang} className="mt-3 text-gray-700">
        {post.excerpt}
      </p>
      <div className="mt-auto pt-5">
        {post.slug ? (
          // A post written here: its own page, in the same tab.
          <Link to={blogPath === '/blogs' ? `/blogs/${post.slug}` : post.link} className={buttonClasses('secondary')}>
            <Trans>
              Read More<span className="sr-only"> about {title}</span>
            </Trans>
          </Link>
        ) : (
          <a href={post.link} {...newTabLinkProps} className={buttonClasses('secondary')}>
            <ExternalLinkLabel text={t`Read More`} context={t` about ${title}`} />
          </a>
        )}
      </div>
    </MediaCard>
  );
}
