import type { Event } from '@wfc/shared';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../../lib/api-client';

/** What GET /api/events/<slug> said in this page's life: the event as it is now, or why not. */
interface LiveEvent {
  event?: Event | undefined;
  error?: ApiError | undefined;
  /** Asks again (after a registration, whose place is no longer free). */
  reload: () => void;
}

/**
 * The event as the server knows it now, asked once the page is in the browser and past every cache:
 * the rendered page is kept until a content save, so the places it shows may be long gone.
 */
export function useLiveEvent(slug: string): LiveEvent {
  const [answer, setAnswer] = useState<{ slug: string; event?: Event; error?: ApiError }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api<Event>(`/api/events/${encodeURIComponent(slug)}`, { signal: controller.signal, revalidate: true, anonymous: true }).then(
      (event) => setAnswer({ slug, event }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ slug, error: failure instanceof ApiError ? failure : new ApiError('network', 0, 'Network request failed') });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer?.slug === slug ? answer : undefined;
  return { event: current?.event, error: current?.error, reload };
}
