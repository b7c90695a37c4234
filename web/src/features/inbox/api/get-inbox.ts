import type { InboxStatus, InboxSummary } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

const INBOX_PATH = '/api/staff/inbox';

/** GET /api/staff/inbox: the open or the done items, newest first, 50 a page (Load more follows the Link header). */
export function useInboxList(status: InboxStatus) {
  return usePagedList<InboxSummary>(`${INBOX_PATH}?status=${status}`, INBOX_PATH);
}
