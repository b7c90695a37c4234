import type { NewsletterArchiveEntry } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/newsletters: the sent newsletters that are not members-only, newest first. */
export function useNewsletterArchive() {
  return useQuery<NewsletterArchiveEntry[]>('/api/newsletters', { remember: true });
}
