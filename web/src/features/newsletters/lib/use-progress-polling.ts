import type { Newsletter } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { getNewsletter } from '../api/get-newsletter';
import { activeStatuses } from './newsletter-draft';

/** How often a newsletter going out is read again. */
export const POLL_INTERVAL_MS = 3000;

/**
 * Reads a preparing, sending or paused newsletter again every few seconds and hands on each answer;
 * stops once it is sent or cancelled, or when the screen goes. A failed read is tried again.
 * Returns whether the last read failed.
 */
export function useProgressPolling(newsletter: Newsletter, onUpdate: (fresh: Newsletter) => void): boolean {
  const active = activeStatuses.includes(newsletter.status);
  const update = useRef(onUpdate);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    update.current = onUpdate;
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getNewsletter(newsletter._id, controller.signal).then(
        (fresh) => {
          setFailures(0);
          update.current(fresh);
        },
        () => {
          if (!controller.signal.aborted) setFailures((count) => count + 1);
        },
      );
    }, POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Each answer is a new object: the next read is timed from it.
  }, [active, newsletter, failures]);

  return failures > 0;
}
