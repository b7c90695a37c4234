import type { EventRegisterAnswer, EventRegisterInput } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/events/:id/registrations: her name, address and answers; 201 says where it left her. */
export function registerForEvent(eventId: string, body: EventRegisterInput) {
  return api<EventRegisterAnswer>(`/api/events/${encodeURIComponent(eventId)}/registrations`, { body, anonymous: true });
}
