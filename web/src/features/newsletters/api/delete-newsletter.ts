import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** DELETE /api/admin/newsletters/:id: removes a draft (409 for any other). */
export function deleteNewsletter(id: string) {
  return api<{ message: string }>(newsletterPath(id), { method: 'DELETE' });
}
