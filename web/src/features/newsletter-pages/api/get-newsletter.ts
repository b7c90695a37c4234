import type { NewsletterPage } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/newsletters/<slug>: a sent newsletter with its text as HTML, in both languages where written. */
export function useNewsletter(slug: string) {
  return useQuery<NewsletterPage | null>(`/api/newsletters/${encodeURIComponent(slug)}`, { remember: true });
}
