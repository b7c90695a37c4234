import { api } from '../../../lib/api-client';
import { newsletterPath } from './newsletter-path';

/** POST /api/admin/newsletters/:id/test: a copy to her own address, in each language it is written in (429 beyond 5 an hour). */
export function sendTest(id: string) {
  return api<{ message: string }>(newsletterPath(id, 'test'), { method: 'POST', body: {} });
}
