import type { GuestState } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { guestFilterQuery } from './get-guest-list';
import { guestListPath } from './guest-list-path';

/** GET /api/admin/guest-lists/:id/export?state=, with the staff token, saved by the browser as the file the server names. */
export async function exportGuestList(eventId: string, state: GuestState | undefined): Promise<void> {
  const { blob, filename } = await apiFile(`${guestListPath(eventId, 'export')}${guestFilterQuery({ state })}`);
  saveFile(blob, filename ?? 'guests.csv');
}
