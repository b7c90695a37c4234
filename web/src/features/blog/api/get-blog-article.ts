import type { BlogArticle } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/blog/<slug>: a post written here, with its text as HTML. */
export function useBlogArticle(slug: string) {
  return useQuery<BlogArticle>(`/api/blog/${encodeURIComponent(slug)}`, { remember: true });
}
