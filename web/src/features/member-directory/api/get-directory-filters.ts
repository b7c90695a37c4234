import type { DirectoryFilters } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';

/** GET /api/member/directory/filters: the cities and tags on listed cards, with their counts. */
function getDirectoryFilters(signal: AbortSignal) {
  return memberApi<DirectoryFilters>('/api/member/directory/filters', { signal });
}

/** The directory's city and tag choices (nothing remembered between screens: a member's read). */
export function useDirectoryFilters(enabled: boolean) {
  return useQuery(enabled ? getDirectoryFilters : null);
}
