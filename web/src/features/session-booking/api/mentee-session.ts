import type { MenteeSession, SessionFeedbackBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/sessions/booking: her booking, by her link's token (in the body, never in an address). */
export function readMenteeSession(token: string) {
  return api<MenteeSession>('/api/sessions/booking', { body: { token }, anonymous: true });
}

/** What her link may do, and what each sends besides the token. */
export type SessionChange =
  | { action: 'confirm' }
  | { action: 'cancel'; note?: string }
  | { action: 'reschedule'; start: string; durationMinutes: number }
  | ({ action: 'feedback' } & Omit<SessionFeedbackBody, 'token'>);

/** POST /api/sessions/booking/<action>: her booking as it is now, and what happened. */
export function changeMenteeSession(token: string, { action, ...fields }: SessionChange) {
  return api<{ session: MenteeSession; message: string }>(`/api/sessions/booking/${action}`, {
    body: { token, ...fields },
    anonymous: true,
  });
}
