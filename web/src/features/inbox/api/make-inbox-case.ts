import { api } from '../../../lib/api-client';

/** POST /api/staff/inbox/:id/case: a Pending help request of the item, its writer the requester; the item is then done. */
export function makeInboxCase(id: string) {
  return api<{ caseId: string }>(`/api/staff/inbox/${encodeURIComponent(id)}/case`, { method: 'POST' });
}
