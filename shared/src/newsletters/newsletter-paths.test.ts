import { describe, expect, it } from 'vitest';
import { newsletterSlugOf } from './newsletter-paths';

describe('newsletterSlugOf', () => {
  it('finds the slug of a newsletter’s page, a trailing slash allowed', () => {
    expect(newsletterSlugOf('/newsletters/november-news')).toBe('november-news');
    expect(newsletterSlugOf('/newsletters/issue-12/')).toBe('issue-12');
  });

  it('is undefined for the archive, the feed and anything else', () => {
    for (const path of [
      '/newsletters',
      '/newsletters/',
      '/newsletters/feed.atom',
      '/newsletters/a/b',
      '/newsletters/Caps',
      '/ml/newsletters/x',
      '/resources/blog/x',
    ]) {
      expect(newsletterSlugOf(path), path).toBeUndefined();
    }
  });
});
