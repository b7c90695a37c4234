import type { MailStatus, MailSummary } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

/** Messages per page of the Mail list. */
const MAIL_PAGE_SIZE = 50;

const MAIL_PATH = '/api/admin/mail';

/** The first page's path, newest first, of every message or of one status. */
function mailListPath(status: MailStatus | null): string {
  const params = new URLSearchParams({ limit: String(MAIL_PAGE_SIZE) });
  if (status) params.set('status', status);
  return `${MAIL_PATH}?${params.toString()}`;
}

/** The outbox, newest first, filtered by `status`, a page at a time (Load more follows the cursor). */
export function useMailList(status: MailStatus | null) {
  return usePagedList<MailSummary>(mailListPath(status), MAIL_PATH);
}
