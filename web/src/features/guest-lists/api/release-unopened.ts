import type { ReleaseUnopenedAnswer } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/** POST /api/admin/guest-lists/:id/release-unopened: cancels, together, the guests who never opened their link (registered a day ago or more). */
export function releaseUnopened(eventId: string) {
  return api<ReleaseUnopenedAnswer>(guestListPath(eventId, 'release-unopened'), { method: 'POST' });
}
