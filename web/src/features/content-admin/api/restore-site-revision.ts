import type { SavedItem, SiteSettingsItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/content/site/revisions/:version/restore: saves that version as a new one, on the version on screen. */
export function restoreSiteRevision(version: number, currentVersion: number) {
  return api<SavedItem<SiteSettingsItem>>(`/api/admin/content/site/revisions/${version}/restore`, {
    method: 'POST',
    body: { version: currentVersion },
  });
}
