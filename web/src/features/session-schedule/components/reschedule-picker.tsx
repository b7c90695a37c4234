import { Trans, useLingui } from '@lingui/react/macro';
import type { Slot, StaffSession } from '@wfc/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { messageOf } from '../../../lib/api-client';
import { useEnablerSlots, SlotDayGroups } from '../../session-booking';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** How many weeks ahead she may page: the slots route answers only her booking window anyway. */
const LAST_WEEK = 12;

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; slots: Slot[] };

/**
 * A new time for one of her sessions: her free times a week at a time (Previous and Next week), in
 * her zone, grouped by day as radio buttons (one group: the arrow keys move through them), and the
 * session's length; Move it sends the choice.
 */
export function ReschedulePicker({
  session,
  lengths,
  timeZone,
  busy,
  onChoose,
  onClose,
}: {
  session: StaffSession;
  lengths: readonly number[];
  timeZone: string;
  busy: boolean;
  onChoose: (choice: { start: string; durationMinutes: number }) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [now] = useState(() => Date.now());
  const [week, setWeek] = useState(0);
  const [duration, setDuration] = useState(session.durationMinutes);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const durations = [...new Set([session.durationMinutes, ...lengths])].sort((a, b) => a - b);
  const from = new Date(now + week * WEEK_MS);
  const to = new Date(now + (week + 1) * WEEK_MS);
  const fromIso = new Date(now + week * WEEK_MS).toISOString();
  const toIso = new Date(now + (week + 1) * WEEK_MS).toISOString();

  useEffect(() => headingRef.current?.focus(), []);
  // An answer for another week or length is not shown for this one.
  const answer = useEnablerSlots({ profileId: session.enabler.profileId, from: fromIso, to: toIso, duration });
  const loaded: Loaded = answer.error
    ? { state: 'failed', message: messageOf(answer.error, t`Your free times could not be loaded.`) }
    : answer.data
      ? { state: 'done', slots: answer.data }
      : { state: 'loading' };

  // Another week or length: the time chosen is not among those shown.
  const move = (change: { week?: number; duration?: number }) => {
    setChosen(null);
    if (change.week !== undefined) setWeek(change.week);
    if (change.duration !== undefined) setDuration(change.duration);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    onChoose({ start: chosen, durationMinutes: duration });
  }

  const slots = loaded.state === 'done' ? loaded.slots : [];
  const dayFormat = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-IN' : i18n.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const timeFormat = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-IN' : i18n.locale, { timeStyle: 'short', timeZone });
  const rangeFormat = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-IN' : i18n.locale, { dateStyle: 'medium', timeZone });
  const weekText = `${rangeFormat.format(from)} – ${rangeFormat.format(new Date(to.getTime() - 1))}`;

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
    >
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
        <Trans>Choose a new time</Trans>
      </h4>
      <p className="text-sm text-gray-700">
        <Trans>Your free times in {timeZone}. She is told the new time in hers.</Trans>
      </p>
      <SelectField
        label={t`Length`}
        value={String(duration)}
        onChange={(event) => move({ duration: Number(event.target.value) })}
        options={durations.map((minutes) => ({ value: String(minutes), label: t`${minutes} minutes` }))}
        className="max-w-xs"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => move({ week: week - 1 })} disabled={week === 0}>
          <Trans>Previous week</Trans>
        </Button>
        <p aria-live="polite" className="text-sm font-medium text-gray-900">
          {weekText}
        </p>
        <Button variant="secondary" onClick={() => move({ week: week + 1 })} disabled={week >= LAST_WEEK}>
          <Trans>Next week</Trans>
        </Button>
      </div>
      {loaded.state === 'loading' && (
        <p role="status" className="text-sm text-gray-700">
          <Trans>Loading your free times…</Trans>
        </p>
      )}
      {loaded.state === 'failed' && <Banner tone="error">{loaded.message}</Banner>}
      {loaded.state === 'done' && slots.length === 0 && (
        <p className="text-sm text-gray-700">
          <Trans>No free time this week. Try the next one.</Trans>
        </p>
      )}
      {slots.length > 0 && (
        <fieldset aria-describedby={missing ? `${id}-missing` : undefined} className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-gray-900">
            <Trans>Free times</Trans>
          </legend>
          <SlotDayGroups
            look="card"
            slots={slots}
            zone={timeZone}
            name={id}
            value={chosen}
            onChange={(start) => {
              setChosen(start);
              setMissing(false);
            }}
            dayText={(_day, first) => dayFormat.format(new Date(first.start))}
            slotText={(slot) => timeFormat.format(new Date(slot.start))}
          />
          {missing && (
            <p id={`${id}-missing`} className="text-sm text-red-700">
              <Trans>Please choose one of the times.</Trans>
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || loaded.state !== 'done' || slots.length === 0}>
          <Trans>Move the session</Trans>
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep the time</Trans>
        </Button>
      </div>
    </form>
  );
}
