import { api } from '../../../lib/api-client';
import type { SavedSiteSettings } from './save-site-settings';

/** POST /api/admin/content/site/revisions/:version/restore: saves that version as a new one, on the version on screen. */
export function restoreSiteRevision(version: number, currentVersion: number) {
  return api<SavedSiteSettings>(`/api/admin/content/site/revisions/${version}/restore`, { method: 'POST', body: { version: currentVersion } });
}
