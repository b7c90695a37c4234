import type { StaffSession } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import type { SessionScope } from '../../session-schedule';

/** Which sessions the operators look at: to come or over, every enabler's or one's (her profile). */
export interface DeskFilter {
  scope: SessionScope;
  profileId: number | null;
}

/** GET /api/operator/sessions?scope=&profileId=: the sessions that match, as the enabler's list orders them. */
export function getDeskSessions({ scope, profileId }: DeskFilter, signal: AbortSignal) {
  const query = new URLSearchParams({ scope });
  if (profileId !== null) query.set('profileId', String(profileId));
  return api<StaffSession[]>(`/api/operator/sessions?${query.toString()}`, { signal });
}
