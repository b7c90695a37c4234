import type { NewsletterPage } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/newsletters/<slug>: a sent newsletter with its text as HTML, in both languages where written. */
export function useNewsletter(slug: string) {
  return useApi<NewsletterPage | null>(`/api/newsletters/${encodeURIComponent(slug)}`);
}
