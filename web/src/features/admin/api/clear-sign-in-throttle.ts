import type { ClearSignInThrottleBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/sign-in-throttles: forgets one e-mail's failures from one address (named in the body, never the URL). */
export function clearSignInThrottle(throttle: ClearSignInThrottleBody) {
  return api<{ message: string }>('/api/admin/sign-in-throttles', { method: 'DELETE', body: throttle });
}
