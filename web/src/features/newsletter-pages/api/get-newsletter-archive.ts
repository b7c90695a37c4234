import type { NewsletterArchiveEntry } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/newsletters: the sent newsletters that are not members-only, newest first. */
export function useNewsletterArchive() {
  return useApi<NewsletterArchiveEntry[]>('/api/newsletters');
}
