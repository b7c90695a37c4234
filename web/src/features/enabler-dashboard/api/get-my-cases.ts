import type { Case } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';
import { changesCase, useStaffLive } from '../../../lib/staff-live';

const MY_CASES_PATH = '/api/enabler/my-cases';
/** Cases per page of My Cases. */
const MY_CASES_PAGE_SIZE = 20;

/**
 * GET /api/enabler/my-cases: the cases assigned to the signed-in enabler, newest first, a page at a
 * time; read again when one of them changes or has a message (the live connection tells her only hers).
 */
export function useMyCases() {
  const list = usePagedList<Case>(`${MY_CASES_PATH}?limit=${MY_CASES_PAGE_SIZE}`, MY_CASES_PATH);
  useStaffLive((change) => {
    if (changesCase(change)) list.reload();
  });
  return list;
}
