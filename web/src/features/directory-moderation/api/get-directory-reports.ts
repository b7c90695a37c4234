import type { DirectoryReport } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';
import { useStaffLive } from '../../../lib/staff-live';

const REPORTS_PATH = '/api/staff/directory/reports';

/** Which reports are shown: those still to decide, or those decided (hidden or dismissed). */
export type ReportsShown = 'open' | 'closed';

/** GET /api/staff/directory/reports: the open or the closed reports, newest first (Load more follows the Link header). */
export function useDirectoryReports(status: ReportsShown) {
  const reports = usePagedList<DirectoryReport>(`${REPORTS_PATH}?status=${status}`, REPORTS_PATH);
  // A member's report or another staff member's decision, or the stream back after a break: read again.
  useStaffLive((change) => {
    if (change.kind === 'directory' || change.kind === 'reconnected') reports.reload();
  });
  return reports;
}
