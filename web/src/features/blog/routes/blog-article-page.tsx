import { Trans, useLingui } from '@lingui/react/macro';
import { usePagePath, useParams } from '../../../lib/router';
import { Article, ArticlePage } from '../../../components/article-page';
import { ContentImage } from '../../../components/ui/content-image';
import { articleMeta } from '../../../app/page-meta';
import { NotFoundPage } from '../../not-found';
import { ShareOnWhatsApp } from '../../whatsapp';
import { useBlogArticle } from '../api/get-blog-article';
import { postDate } from '../lib/post-date';

/** A blog post written here (issue 17), at /resources/blog/<slug> and /blogs/<slug>, in the article frame. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const pathname = usePagePath();
  const { i18n } = useLingui();
  const query = useBlogArticle(slug);
  const blogPath = pathname.startsWith('/blogs/') ? '/blogs' : '/resources/blog';

  if (query.error?.status === 404) return <NotFoundPage />;
  return (
    <ArticlePage
      query={query}
      back={{ to: blogPath, label: <Trans>Back to the blog</Trans> }}
      documentTitle={query.data && articleMeta(query.data.post).title}
      failed={<Trans>This post could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading the post…</Trans>}
    >
      {({ post, html }) => (
        <>
          <Article
            label={post.category}
            heading={post.title}
            dateLine={
              <>
                <time dateTime={post.publishedAt}>{postDate(post, i18n)}</time>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {post.readTime}
              </>
            }
            lead={post.excerpt}
            picture={
              <ContentImage
                src={post.image}
                sources={post.imageSources}
                alt={post.imageAlt}
                width={896}
                height={504}
                sizes="(min-width: 56rem) 52rem, calc(100vw - 2rem)"
                eager
                className="mt-8 aspect-video w-full rounded-2xl bg-gray-100 object-cover"
              />
            }
            html={html}
          />
          <ShareOnWhatsApp title={post.title} path={pathname} className="mt-8" />
        </>
      )}
    </ArticlePage>
  );
}
