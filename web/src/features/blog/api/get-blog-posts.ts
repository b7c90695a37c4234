import type { BlogPost } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/blog: the blog posts, newest first. */
export function useBlogPosts() {
  return useQuery<BlogPost[]>('/api/blog', { remember: true });
}
