import { api } from '../../../lib/api-client';

/** POST /api/staff/directory/reports/:id/dismiss: closes the report with nothing changed. */
export function dismissReport(id: string) {
  return api<{ message: string }>(`/api/staff/directory/reports/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });
}
