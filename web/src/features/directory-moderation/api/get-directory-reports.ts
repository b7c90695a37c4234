import type { DirectoryReport } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

const REPORTS_PATH = '/api/staff/directory/reports';

/** Which reports are shown: those still to decide, or those decided (hidden or dismissed). */
export type ReportsShown = 'open' | 'closed';

/** GET /api/staff/directory/reports: the open or the closed reports, newest first (Load more follows the Link header). */
export function useDirectoryReports(status: ReportsShown) {
  return usePagedList<DirectoryReport>(`${REPORTS_PATH}?status=${status}`, REPORTS_PATH);
}
