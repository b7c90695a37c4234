import type { Newsletter } from '@wfc/shared';
import { useEffect, useMemo, useRef } from 'react';
import { pause, useQuery } from '../../../lib/query';
import { getAdminNewsletter } from '../api/get-admin-newsletter';
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
  useEffect(() => {
    update.current = onUpdate;
  });

  // Each answer is a new object: the next read is timed from it.
  const poll = useMemo(
    () => (active ? (signal: AbortSignal) => pause(POLL_INTERVAL_MS, signal).then(() => getAdminNewsletter(newsletter._id, signal)) : null),
    [active, newsletter],
  );
  const read = useQuery(poll);
  useEffect(() => {
    if (read.data) update.current(read.data);
  }, [read.data]);
  // A failed read is tried again, after the same pause.
  const { error, reload } = read;
  useEffect(() => {
    if (error) reload();
  }, [error, reload]);

  return error !== undefined;
}
