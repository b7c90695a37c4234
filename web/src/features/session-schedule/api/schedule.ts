import type { EnablerSchedule, StoredSchedule } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/enabler/schedule: her stored schedule, or the defaults (`saved: false`) before her first save. */
export function getSchedule(signal: AbortSignal) {
  return api<StoredSchedule>('/api/enabler/schedule', { signal });
}

/** PUT /api/enabler/schedule: her whole schedule, as stored after (409 SESSION_NO_PROFILE while no profile is linked). */
export function saveSchedule(body: EnablerSchedule) {
  return api<StoredSchedule>('/api/enabler/schedule', { method: 'PUT', body });
}
