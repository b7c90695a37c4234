import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** POST /api/admin/newsletters/:id/pause: nothing more goes out until it is resumed. */
export function pauseNewsletter(id: string) {
  return api<Newsletter>(newsletterPath(id, 'pause'), { method: 'POST' });
}
