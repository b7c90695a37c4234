import type { Newsletter, NewsletterBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { NEWSLETTERS_PATH } from './newsletter-path';

/** POST /api/admin/newsletters: a new draft (400 with `fields` when a field is refused). */
export function createNewsletter(body: NewsletterBody) {
  return api<Newsletter>(NEWSLETTERS_PATH, { method: 'POST', body });
}
