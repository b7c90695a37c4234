import type { ReportKind } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { apiQuery, type Period } from '../lib/period';

/** The CSV routes: `GET /api/staff/reports/<kind>.csv` and the visits' `GET /api/admin/analytics/visits.csv`. */
const csvPathOf = (kind: ReportKind | 'visits') =>
  kind === 'visits' ? '/api/admin/analytics/visits.csv' : `/api/staff/reports/${kind}.csv`;

/**
 * A report's CSV over the period, fetched with the staff token (a plain link cannot carry it) and
 * saved as the file the server names.
 */
export async function downloadReportCsv(kind: ReportKind | 'visits', period: Pick<Period, 'from' | 'to'>): Promise<void> {
  const { blob, filename } = await apiFile(`${csvPathOf(kind)}?${apiQuery(period)}`);
  saveFile(blob, filename ?? `${kind}-${period.from}-${period.to}.csv`);
}
