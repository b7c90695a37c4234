import type { MemberFilter } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { filterQuery, MEMBERS_PATH } from './get-members';

/** GET /api/members/export for the filter, saved by the browser as the file the server names. */
export async function exportMembers(filter: MemberFilter): Promise<void> {
  const query = filterQuery(filter).toString();
  const { blob, filename } = await apiFile(`${MEMBERS_PATH}/export${query ? `?${query}` : ''}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'members.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after this task; the address is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
