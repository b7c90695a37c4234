import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** POST /api/admin/newsletters/:id/unschedule: a scheduled newsletter becomes a draft again. */
export function unscheduleNewsletter(id: string) {
  return api<Newsletter>(newsletterPath(id, 'unschedule'), { method: 'POST' });
}
