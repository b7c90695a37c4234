import type { Newsletter, NewsletterBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** PUT /api/admin/newsletters/:id: a draft's or a scheduled newsletter's new text and audience (409 once sending started). */
export function saveNewsletter(id: string, body: NewsletterBody) {
  return api<Newsletter>(newsletterPath(id), { method: 'PUT', body });
}
