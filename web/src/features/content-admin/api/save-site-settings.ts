import type { SavedItem, SaveSiteSettingsBody, SiteSettingsItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/content/site: saves on the version edited; a stale one answers 409 with the current settings. */
export function saveSiteSettings(body: SaveSiteSettingsBody) {
  return api<SavedItem<SiteSettingsItem>>('/api/admin/content/site', { method: 'PUT', body });
}
