import type { Event } from '@wfc/shared';
import { useCallback } from 'react';
import { api, type ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** What GET /api/events/<slug> said in this page's life: the event as it is now, or why not. */
interface LiveEvent {
  event?: Event | undefined;
  error?: ApiError | undefined;
  /** Asks again (after a registration, whose place is no longer free). */
  reload: () => void;
}

/**
 * The event as the server knows it now, asked once the page is in the browser and past every cache:
 * the rendered page is kept until a content save, so the places it shows may be long gone. Nothing
 * is remembered, and another slug's answer is never shown for this one.
 */
export function useLiveEvent(slug: string): LiveEvent {
  const load = useCallback(
    (signal: AbortSignal) => api<Event>(`/api/events/${encodeURIComponent(slug)}`, { signal, revalidate: true, anonymous: true }),
    [slug],
  );
  const { data, error, reload } = useQuery(load, { keep: false });
  return { event: data, error, reload };
}
