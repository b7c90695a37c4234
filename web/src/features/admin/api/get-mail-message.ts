import type { MailDetail } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/admin/mail/:id: one message with its plain text, HTML and links (the parts null once purged). */
function getMailMessage(id: string, signal: AbortSignal) {
  return api<MailDetail>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal });
}

/** The outbox message `id`. */
export function useMailMessage(id: string) {
  return useQuery(useCallback((signal: AbortSignal) => getMailMessage(id, signal), [id]));
}
