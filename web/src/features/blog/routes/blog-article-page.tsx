import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, usePagePath, useParams } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { ContentImage } from '../../../components/ui/content-image';
import { articleMeta } from '../../../app/page-meta';
import NotFoundPage from '../../not-found/routes/not-found-page';
import { useBlogArticle } from '../api/get-blog-article';
import { ArticleBody } from '../components/article-body';
import { postDate } from '../lib/post-date';

/** A blog post written here (issue 17), at /resources/blog/<slug> and /blogs/<slug>. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const pathname = usePagePath();
  const { i18n } = useLingui();
  const { data, error, loading } = useBlogArticle(slug);
  const post = data?.post;
  const blogPath = pathname.startsWith('/blogs/') ? '/blogs' : '/resources/blog';

  useEffect(() => {
    if (post) document.title = articleMeta(post).title;
  }, [post]);

  if (error?.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={blogPath}
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        <Trans>Back to the blog</Trans>
      </Link>
      {error && !data && (
        <Banner tone="error" className="mt-8">
          <Trans>This post could not be loaded. Please try again later.</Trans>
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading the post…</Trans>
        </p>
      )}
      {post && data && (
        <article className="mt-6">
          <header>
            <p>
              <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">{post.category}</span>
            </p>
            <h1 className="mt-4 text-3xl font-bold break-words text-brand-900 sm:text-4xl">{post.title}</h1>
            <p className="mt-3 text-gray-700">
              <time dateTime={post.publishedAt}>{postDate(post, i18n)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {post.readTime}
            </p>
            <p className="mt-4 text-lg text-gray-700">{post.excerpt}</p>
          </header>
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
          <ArticleBody html={data.html} className="mt-4" />
        </article>
      )}
    </div>
  );
}
