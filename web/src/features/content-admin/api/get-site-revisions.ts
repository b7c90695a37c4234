import type { ContentRevision, ContentRevisionDetail, SiteSettingsItem } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/admin/content/site/revisions: the settings' versions, newest first. */
export function getSiteRevisions(signal: AbortSignal) {
  return api<ContentRevision[]>('/api/admin/content/site/revisions', { signal });
}

/** GET /api/admin/content/site/revisions/:version: one version's whole settings. */
export function getSiteRevision(version: number, signal?: AbortSignal) {
  return api<ContentRevisionDetail<SiteSettingsItem>>(`/api/admin/content/site/revisions/${version}`, { signal });
}
