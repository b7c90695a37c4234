import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** POST /api/admin/newsletters/:id/resume: a paused newsletter goes on sending. */
export function resumeNewsletter(id: string) {
  return api<Newsletter>(newsletterPath(id, 'resume'), { method: 'POST' });
}
