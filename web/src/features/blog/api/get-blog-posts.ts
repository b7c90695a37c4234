import type { BlogPost } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/blog: the blog posts, newest first. */
export function useBlogPosts() {
  return useApi<BlogPost[]>('/api/blog');
}
