import type { MemberPreferences, PreferencesBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/membership/preferences: her name and e-mail choices, read with the e-mailed link's token (in the body, never the address). */
export function readEmailPreferences(token: string) {
  return api<MemberPreferences>('/api/membership/preferences', { body: { token }, anonymous: true });
}

/** PUT /api/membership/preferences: her topics (none: no e-mail) and the language of her e-mail. */
export function saveEmailPreferences(body: PreferencesBody) {
  return api<{ message: string; topics: PreferencesBody['topics']; locale: PreferencesBody['locale'] }>('/api/membership/preferences', {
    method: 'PUT',
    body,
    anonymous: true,
  });
}
