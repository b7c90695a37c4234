import type { BlogArticle } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/blog/<slug>: a post written here, with its text as HTML. */
export function useBlogArticle(slug: string) {
  return useApi<BlogArticle>(`/api/blog/${encodeURIComponent(slug)}`);
}
