import type { SessionOutcome, StaffSession } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** The answer of each of her actions on a session: the session as it is now, and the server's message. */
export interface SessionChange {
  session: StaffSession;
  message: string;
}

/** What she does to one of her sessions, each a route of its own under `/api/enabler/sessions/:id/`, with its body. */
export type SessionAction =
  | { action: 'accept' }
  | { action: 'decline'; note?: string }
  | { action: 'cancel'; note?: string }
  | { action: 'reschedule'; start: string; durationMinutes: number }
  | { action: 'outcome'; outcome: SessionOutcome };

/** POST /api/enabler/sessions/:id/<action>: accept or decline a request, cancel, move, or say whether it took place. */
export function changeSession(sessionId: string, { action, ...body }: SessionAction) {
  return api<SessionChange>(`/api/enabler/sessions/${encodeURIComponent(sessionId)}/${action}`, { method: 'POST', body });
}
