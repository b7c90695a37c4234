import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FilterPanel, ListItems, ListPage } from '../../../components/list-page';
import { countOf } from '../../../lib/count';
import { BackToResources } from '../../resources';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPagination } from '../components/blog-pagination';
import { BlogPostCard } from '../components/blog-post-card';
import { ALL_CATEGORIES, categoriesOf, filterPostsByCategory, pageOf } from '../lib/blog-filters';

/** Our Blog (product-spec.md §2, decisions.md 6), at /resources/blog and /blogs. */
export default function BlogPage() {
  const query = useBlogPosts();
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [page, setPage] = useState(1);
  const { t, i18n } = useLingui();

  const all = query.data ?? [];
  const categoryOptions = [{ value: ALL_CATEGORIES, label: t`All` }, ...categoriesOf(all).map((name) => ({ value: name, label: name }))];
  const shown = pageOf(filterPostsByCategory(all, category), page);
  const { page: pageNumber, pageCount } = shown;
  const { form, text: count } = countOf(shown.items.length, i18n.locale);

  function chooseCategory(next: string) {
    setCategory(next);
    setPage(1);
  }

  function goToPage(next: number) {
    setPage(next);
    document.getElementById('blog-posts')?.scrollIntoView({ block: 'start' });
  }

  return (
    <ListPage
      query={query}
      back={<BackToResources />}
      title={<Trans>Our Blog</Trans>}
      intro={<Trans>Stories and practical advice from women founders and the enablers who mentor them.</Trans>}
      failed={<Trans>The blog posts could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading posts…</Trans>}
    >
      {() => (
        <>
          <FilterPanel label={t`Category`} options={categoryOptions} value={category} onChange={chooseCategory} />

          <ListItems
            items={shown.items}
            keyOf={(post) => post.id}
            id="blog-posts"
            count={
              <>
                {shown.pageCount > 1 ? t`Page ${pageNumber} of ${pageCount}, ` : ''}
                <Select value={form} _one={`${count} post`} other={`${count} posts`} />
              </>
            }
            empty={{ text: <Trans>No posts yet. Please check back soon.</Trans> }}
          >
            {(post, index) => <BlogPostCard post={post} eager={index === 0} />}
          </ListItems>
          <BlogPagination page={shown.page} pageCount={shown.pageCount} onPageChange={goToPage} />
        </>
      )}
    </ListPage>
  );
}
