import type { StaffSession } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** Which of her sessions: those still to come (soonest first), or those over (latest first). */
export type SessionScope = 'upcoming' | 'past';

/** GET /api/enabler/sessions?scope=: her sessions. */
export function getEnablerSessions(scope: SessionScope, signal: AbortSignal) {
  return api<StaffSession[]>(`/api/enabler/sessions?scope=${scope}`, { signal });
}
