import type { SignInThrottleEntry } from '@wfc/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The throttles shown (at most 100, the most recent first) and how many there are in all. */
interface SignInThrottles {
  entries: SignInThrottleEntry[];
  total: number;
}

/** GET /api/admin/sign-in-throttles: every e-mail and client address with failed sign-ins in the last 15 minutes. */
async function getSignInThrottles(signal: AbortSignal): Promise<SignInThrottles> {
  const { data, headers } = await apiRequest<SignInThrottleEntry[]>('/api/admin/sign-in-throttles', { signal });
  return { entries: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export function useSignInThrottles() {
  return useQuery(getSignInThrottles);
}
