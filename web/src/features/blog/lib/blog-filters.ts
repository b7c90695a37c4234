import type { BlogPost } from '@wfc/shared';

/** Posts shown on one page of the blog (decisions.md 6). */
export const BLOG_PAGE_SIZE = 6;

/** The value of the category filter that shows every post. */
export const ALL_CATEGORIES = 'all';

/** The categories the posts have, each once, in the order they first appear. */
export function categoriesOf(posts: readonly Pick<BlogPost, 'category'>[]): string[] {
  return [...new Set(posts.map((post) => post.category))];
}

/** The posts of one category, or all of them. */
export function filterPostsByCategory<T extends Pick<BlogPost, 'category'>>(posts: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...posts] : posts.filter((post) => post.category === category);
}

/** How many pages a list of `total` items fills; an empty list still has one (empty) page. */
export function countPages(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of page `page` (1-based); a page past either end shows the nearest existing page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = BLOG_PAGE_SIZE): { items: T[]; page: number; pageCount: number } {
  const pageCount = countPages(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}
