import type { SessionSummary } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/operator/sessions/summary: per enabler her sessions, minutes, ratings and no-shows; mentees who missed more than one. */
export function getSessionSummary(signal: AbortSignal) {
  return api<SessionSummary>('/api/operator/sessions/summary', { signal });
}
