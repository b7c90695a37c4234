import type { Newsletter } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** POST /api/admin/newsletters/:id/send: now (no `at`), or scheduled at `at` (ISO with its offset). */
export function sendNewsletter(id: string, at?: string) {
  return api<Newsletter>(newsletterPath(id, 'send'), { method: 'POST', body: at ? { at } : {} });
}
