import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { BackToResources } from '../../resources/components/back-to-resources';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPagination } from '../components/blog-pagination';
import { BlogPostCard } from '../components/blog-post-card';
import { ALL_CATEGORIES, categoriesOf, filterPostsByCategory, pageOf } from '../lib/blog-filters';

/** Our Blog (product-spec.md §2, decisions.md 6), at /resources/blog and /blogs. */
export default function BlogPage() {
  const { data: posts, error, loading } = useBlogPosts();
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [page, setPage] = useState(1);
  const { t } = useLingui();

  const all = posts ?? [];
  const categoryOptions = [{ value: ALL_CATEGORIES, label: t`All` }, ...categoriesOf(all).map((name) => ({ value: name, label: name }))];
  const shown = pageOf(filterPostsByCategory(all, category), page);
  const { page: pageNumber, pageCount } = shown;
  const postCount = shown.items.length;

  function chooseCategory(next: string) {
    setCategory(next);
    setPage(1);
  }

  function goToPage(next: number) {
    setPage(next);
    document.getElementById('blog-posts')?.scrollIntoView({ block: 'start' });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToResources />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">
          <Trans>Our Blog</Trans>
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          <Trans>Stories and practical advice from women founders and the enablers who mentor them.</Trans>
        </p>
      </header>

      {error && !posts && (
        <Banner tone="error" className="mt-8">
          <Trans>The blog posts could not be loaded. Please try again later.</Trans>
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading posts…</Trans>
        </p>
      )}

      {posts && (
        <>
          <FilterButtons
            label={t`Category`}
            options={categoryOptions}
            value={category}
            onChange={chooseCategory}
            className="mt-8 rounded-2xl bg-brand-50 p-4 sm:p-5"
          />
          <p role="status" className="mt-6 text-sm text-gray-700">
            {shown.pageCount > 1 ? t`Page ${pageNumber} of ${pageCount}, ` : ''}
            <Plural value={postCount} one="# post" other="# posts" />
          </p>
          {shown.items.length > 0 ? (
            <ul id="blog-posts" className="mt-4 scroll-mt-24 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.items.map((post, index) => (
                <li key={post.id}>
                  <BlogPostCard post={post} eager={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-2xl border border-dashed border-gray-400 px-6 py-12 text-center text-gray-700">
              <Trans>No posts yet. Please check back soon.</Trans>
            </p>
          )}
          <BlogPagination page={shown.page} pageCount={shown.pageCount} onPageChange={goToPage} />
        </>
      )}
    </div>
  );
}
