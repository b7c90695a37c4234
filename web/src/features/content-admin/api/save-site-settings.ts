import type { SaveSiteSettingsBody, VersionedSiteSettings } from '@wfc/shared';
import { api } from '../../../lib/api-client';

export interface SavedSiteSettings extends VersionedSiteSettings {
  message: string;
}

/** PUT /api/admin/content/site: saves on the version edited; a stale one answers 409 with the current settings. */
export function saveSiteSettings(body: SaveSiteSettingsBody) {
  return api<SavedSiteSettings>('/api/admin/content/site', { method: 'PUT', body });
}
