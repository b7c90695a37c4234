import { Trans, useLingui } from '@lingui/react/macro';
import type { MenteeSession } from '@wfc/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useQuery } from '../../../lib/query';
import { getBookingOptions } from '../api/get-booking-options';
import { momentIn } from '../lib/slot-days';
import { SlotPicker, type SlotChoice } from './slot-picker';

// Her booking names no booking window: it is asked of the enabler's booking page; without it, the
// slots route's own limit (the weeks simply come back empty past her window).
const WINDOW_UNKNOWN_DAYS = 90;

/**
 * Moving her session to another time (issue 31): the booking page's slots, with the enabler's
 * lengths, in her zone; "Move my session" sends the chosen one. `reload` asks for the week again
 * after a refusal (the time was taken meanwhile).
 */
export function ReschedulePanel({
  session,
  busy,
  reload,
  onMove,
  onClose,
}: {
  session: MenteeSession;
  busy: boolean;
  reload: number;
  onMove: (start: string, durationMinutes: number) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const { enabler } = session;
  const lengths: readonly number[] = enabler.sessionMinutes.length > 0 ? enabler.sessionMinutes : [session.durationMinutes];
  const [choice, setChoice] = useState<SlotChoice>(() => ({
    durationMinutes: lengths.includes(session.durationMinutes) ? session.durationMinutes : lengths[0]!,
    timeZone: session.timeZone,
  }));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  const loadWindow = useCallback((signal: AbortSignal) => getBookingOptions(enabler.profileId, signal), [enabler.profileId]);
  const bookingWindow = useQuery(loadWindow);
  const daysAhead = bookingWindow.error ? WINDOW_UNKNOWN_DAYS : bookingWindow.data?.daysAhead;

  const chosen = choice.start ? momentIn(choice.start, choice.timeZone, i18n.locale) : '';
  const length = choice.durationMinutes;
  return (
    <section aria-labelledby="reschedule-heading" className="w-full rounded-xl border border-gray-200 p-4 sm:p-5">
      <h2
        id="reschedule-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        <Trans>Choose a new time</Trans>
      </h2>
      <div className="mt-4">
        {daysAhead === undefined ? (
          <p role="status" className="text-gray-700">
            <Trans>Loading free times…</Trans>
          </p>
        ) : (
          <SlotPicker
            profileId={enabler.profileId}
            enablerName={enabler.name}
            enablerZone={enabler.timeZone}
            lengths={lengths}
            daysAhead={daysAhead}
            value={choice}
            onChange={setChoice}
            reload={reload}
          />
        )}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-gray-800">
        {chosen && (
          <Trans>
            New time: {chosen}, {length} minutes.
          </Trans>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          onClick={() => choice.start && onMove(choice.start, choice.durationMinutes)}
          disabled={busy || !choice.start}
          aria-busy={busy || undefined}
        >
          <Trans>Move my session to this time</Trans>
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep the current time</Trans>
        </Button>
      </div>
    </section>
  );
}
