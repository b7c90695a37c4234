import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** POST /api/admin/newsletters/:id/cancel: the members not sent to yet never get it. */
export function cancelNewsletter(id: string) {
  return api<Newsletter>(newsletterPath(id, 'cancel'), { method: 'POST' });
}
