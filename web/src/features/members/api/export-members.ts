import type { MemberFilter } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { filterQuery, MEMBERS_PATH } from './get-members';

/** GET /api/members/export for the filter, saved by the browser as the file the server names. */
export async function exportMembers(filter: MemberFilter): Promise<void> {
  const query = filterQuery(filter).toString();
  const { blob, filename } = await apiFile(`${MEMBERS_PATH}/export${query ? `?${query}` : ''}`);
  saveFile(blob, filename ?? 'members.csv');
}
