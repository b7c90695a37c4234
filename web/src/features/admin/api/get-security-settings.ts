import type { SecuritySettings } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/admin/security-settings. */
export function getSecuritySettings(signal: AbortSignal) {
  return api<SecuritySettings>('/api/admin/security-settings', { signal });
}
