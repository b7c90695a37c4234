import type { InboxDetail } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/staff/inbox/:id: one item with its whole text, notes, attachments and answers. */
function getInboxItem(id: string, signal: AbortSignal) {
  return api<InboxDetail>(`/api/staff/inbox/${encodeURIComponent(id)}`, { signal });
}

/** The Inbox item `id`; an answer for another item is never shown. */
export function useInboxItem(id: string) {
  return useQuery(
    useCallback((signal: AbortSignal) => getInboxItem(id, signal), [id]),
    { keep: false },
  );
}
