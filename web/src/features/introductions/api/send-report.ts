import type { ReportBody } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** POST /api/member/reports: a card or an introduction's note reported to the club, with why (202 `{ message }`). */
export function sendReport(body: ReportBody) {
  return memberApi<{ message: string }>('/api/member/reports', { body });
}
