import type { AccountLanguage } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/account/language: the language of her e-mail. */
function getAccountLanguage(signal: AbortSignal) {
  return api<AccountLanguage>('/api/account/language', { signal });
}

export function useAccountLanguage() {
  return useQuery(getAccountLanguage);
}

/** PUT /api/account/language: every later e-mail to her is in this language. */
export function saveAccountLanguage(body: AccountLanguage) {
  return api<AccountLanguage>('/api/account/language', { method: 'PUT', body });
}
