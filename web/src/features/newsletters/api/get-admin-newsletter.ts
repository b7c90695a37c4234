import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** GET /api/admin/newsletters/:id: one newsletter with its counts as they stand now. */
export function getAdminNewsletter(id: string, signal?: AbortSignal) {
  return api<Newsletter>(newsletterPath(id), { signal });
}
