import type { VersionedSiteSettings } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/admin/content/site: the settings with their version, for the editor. */
export function getSiteSettings(signal: AbortSignal) {
  return api<VersionedSiteSettings>('/api/admin/content/site', { signal });
}
