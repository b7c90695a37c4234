import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, BLOG_PAGE_SIZE, categoriesOf, countPages, filterPostsByCategory, pageOf } from './blog-filters';

const posts = [
  { id: 'a', category: 'Fundraising' },
  { id: 'b', category: 'Leadership' },
  { id: 'c', category: 'Fundraising' },
  { id: 'd', category: 'Community' },
];

describe('blog category filter', () => {
  it('offers each category the posts have, once, in order of first appearance', () => {
    expect(categoriesOf(posts)).toEqual(['Fundraising', 'Leadership', 'Community']);
    expect(categoriesOf([])).toEqual([]);
  });

  it('keeps only the posts of the chosen category, and every post for All', () => {
    expect(filterPostsByCategory(posts, 'Fundraising').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterPostsByCategory(posts, 'Community').map((p) => p.id)).toEqual(['d']);
    expect(filterPostsByCategory(posts, ALL_CATEGORIES).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterPostsByCategory(posts, 'Unknown')).toEqual([]);
  });
});

describe('blog pagination', () => {
  it('pages by six', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(countPages(0)).toBe(1);
    expect(countPages(3)).toBe(1);
    expect(countPages(6)).toBe(1);
    expect(countPages(7)).toBe(2);
    expect(countPages(13)).toBe(3);
  });

  it('returns the items of the asked page', () => {
    const items = Array.from({ length: 13 }, (_, i) => i + 1);
    expect(pageOf(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(pageOf(items, 2)).toEqual({ items: [7, 8, 9, 10, 11, 12], page: 2, pageCount: 3 });
    expect(pageOf(items, 3)).toEqual({ items: [13], page: 3, pageCount: 3 });
  });

  it('with 3 posts there is one page holding all of them', () => {
    expect(pageOf(['x', 'y', 'z'], 1)).toEqual({ items: ['x', 'y', 'z'], page: 1, pageCount: 1 });
  });

  it('falls back to the nearest existing page (e.g. after a filter shrank the list)', () => {
    const items = Array.from({ length: 8 }, (_, i) => i);
    expect(pageOf(items, 5).page).toBe(2);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, Number.NaN).page).toBe(1);
    expect(pageOf([], 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
