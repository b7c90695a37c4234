import type { EnablerProfileItem, SavedItem, SaveEnablerProfileBody, VersionedItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/enabler/profile/edit: her own linked profile with its version, to edit. */
export function getOwnProfileForEdit(signal: AbortSignal) {
  return api<VersionedItem<EnablerProfileItem>>('/api/enabler/profile/edit', { signal });
}

/** PUT /api/enabler/profile: saves her profile on the version edited; the history names her. */
export function saveOwnProfile(body: SaveEnablerProfileBody) {
  return api<SavedItem<EnablerProfileItem>>('/api/enabler/profile', { method: 'PUT', body });
}
