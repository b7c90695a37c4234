import type { Slot } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enablers/:profileId/slots: her free slots of one length between two instants (UTC, in order). */
function getEnablerSlots(profileId: number, range: { from: string; to: string; duration: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: range.from, to: range.to, duration: String(range.duration) });
  return api<Slot[]>(`/api/enablers/${profileId}/slots?${query}`, { signal, anonymous: true, revalidate: true });
}

/** The week a picker asks for: `fromNow` asks from the moment of asking (this week's first moments are past). */
export interface SlotsQuestion {
  profileId: number;
  from: string;
  to: string;
  duration: number;
  fromNow?: boolean;
  /** Asks again whenever it changes (a reload from the page, her Try again). */
  again?: string;
}

/**
 * The one reader of an enabler's free slots, for the visitor's `SlotPicker` and the enabler's
 * `ReschedulePicker` (session-schedule): an answer to an earlier question is never shown for this one.
 */
export function useEnablerSlots({ profileId, from, to, duration, fromNow = false, again = '' }: SlotsQuestion) {
  const load = useCallback(
    (signal: AbortSignal) => getEnablerSlots(profileId, { from: fromNow ? new Date().toISOString() : from, to, duration }, signal),
    // `again` is not read: a change of it is a new question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profileId, from, to, duration, fromNow, again],
  );
  return useQuery(load, { keep: false });
}
