import type { TwoFactorSetup } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/setup: a new secret for her app, waiting for its first code. */
export function startTwoFactorSetup() {
  return api<TwoFactorSetup>('/api/auth/two-factor/setup', { method: 'POST' });
}
