import type { SecuritySettings } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/security-settings: the settings as stored; each change is audited. */
export function saveSecuritySettings(body: SecuritySettings) {
  return api<SecuritySettings>('/api/admin/security-settings', { method: 'PUT', body });
}
