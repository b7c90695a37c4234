import type { Case } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

const MY_CASES_PATH = '/api/enabler/my-cases';
/** Cases per page of My Cases. */
const MY_CASES_PAGE_SIZE = 20;

/** GET /api/enabler/my-cases: the cases assigned to the signed-in enabler, newest first, a page at a time. */
export function useMyCases() {
  return usePagedList<Case>(`${MY_CASES_PATH}?limit=${MY_CASES_PAGE_SIZE}`, MY_CASES_PATH);
}
