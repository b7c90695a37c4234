import type { StaffHideBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/staff/directory/reports/:id/hide: hides the card or note reported, mails the member the reason, closes its open reports. */
export function hideReported(id: string, body: StaffHideBody) {
  return api<{ message: string }>(`/api/staff/directory/reports/${encodeURIComponent(id)}/hide`, { method: 'POST', body });
}
