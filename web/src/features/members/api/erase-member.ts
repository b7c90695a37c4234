import { api } from '../../../lib/api-client';

/** POST /api/members/:id/erase: removes the member and everything the club kept because of her. */
export function eraseMember(id: string) {
  return api<{ message: string }>(`/api/members/${encodeURIComponent(id)}/erase`, { method: 'POST' });
}
