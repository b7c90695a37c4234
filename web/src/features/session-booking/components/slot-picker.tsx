import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { Slot } from '@wfc/shared';
import { useId, useMemo, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { countOf } from '../../../lib/count';
import { useEnablerSlots } from '../api/get-enabler-slots';
import { dayIn, dayLabel, lastWeekIndex, otherClock, timeIn, timeZoneChoices, weekFrom } from '../lib/slot-days';
import { SlotDayGroups } from './slot-day-groups';

/** What she has chosen so far: a length, her zone, and a slot's start once she picks one. */
export interface SlotChoice {
  durationMinutes: number;
  timeZone: string;
  start?: string | undefined;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; slots: Slot[] };

const readable = (zone: string) => zone.replaceAll('_', ' ');
/** A week button at the end of her window looks unavailable, not only behaves so. */
const weekEnd = 'disabled:border-gray-300 disabled:bg-gray-50 disabled:text-gray-500';

/**
 * An enabler's free slots (issue 31): her lengths to choose (when she offers more than one), the
 * visitor's time zone (detected, changeable), and one week at a time from today to the end of her
 * booking window, grouped by the visitor's days. The week's slots are one radio group, so the arrow
 * keys move through them; each shows the visitor's clock and, when her zone differs, the enabler's.
 * `reload` asks for the week again (after a slot was taken meanwhile).
 */
export function SlotPicker({
  profileId,
  enablerName,
  enablerZone,
  lengths,
  daysAhead,
  value,
  onChange,
  reload = 0,
}: {
  profileId: number;
  enablerName: string;
  enablerZone: string;
  lengths: readonly number[];
  daysAhead: number;
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
  reload?: number;
}) {
  const { t, i18n } = useLingui();
  const name = useId();
  const [weekIndex, setWeekIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // "Today" is the day the page was opened on, in the zone shown.
  const [openedAt] = useState(() => Date.now());
  const zone = value.timeZone;
  const today = dayIn(openedAt, zone);
  const week = useMemo(() => weekFrom(today, weekIndex, zone), [today, weekIndex, zone]);
  const lastWeek = lastWeekIndex(daysAhead);
  const zones = useMemo(
    () => timeZoneChoices(zone, enablerZone).map((choice) => ({ value: choice, label: readable(choice) })),
    [zone, enablerZone],
  );

  // The week asked for, anew after a reload from the page or her Try again; this week's first
  // moments are past, so she is asked from now.
  const answer = useEnablerSlots({
    profileId,
    from: week.from,
    to: week.to,
    duration: value.durationMinutes,
    fromNow: weekIndex === 0,
    again: `${reload}.${attempt}`,
  });
  const loaded: Loaded = answer.error ? { state: 'failed' } : answer.data ? { state: 'ready', slots: answer.data } : { state: 'loading' };

  const slotCount = loaded.state === 'ready' ? loaded.slots.filter((slot) => week.days.includes(dayIn(slot.start, zone))).length : 0;
  const { form, text: count } = countOf(slotCount, i18n.locale);
  const first = dayLabel(week.days[0]!, i18n.locale);
  const last = dayLabel(week.days[6]!, i18n.locale);
  const theirs = readable(enablerZone);

  return (
    <div className="space-y-6">
      {lengths.length > 1 && (
        <fieldset>
          <legend className="text-base font-semibold text-gray-900">
            <Trans>How long a session?</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {lengths.map((minutes) => (
              <label
                key={minutes}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-400 px-4 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
              >
                <input
                  type="radio"
                  name={`${name}-length`}
                  value={minutes}
                  checked={value.durationMinutes === minutes}
                  onChange={() => onChange({ ...value, durationMinutes: minutes, start: undefined })}
                  className="size-4 accent-brand-800"
                />
                <span className="text-sm font-medium text-gray-900">
                  <Trans>{minutes} minutes</Trans>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <SelectField
        label={t`Your time zone`}
        value={zone}
        options={zones}
        onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
        className="max-w-md"
      />
      {zone !== enablerZone && (
        <p className="-mt-4 text-sm text-gray-700">
          <Trans>
            Times are shown in your time zone; {enablerName}’s own time ({theirs}) is beside each.
          </Trans>
        </p>
      )}

      <fieldset>
        <legend className="text-base font-semibold text-gray-900">
          <Trans>
            Free times from {first} to {last}
          </Trans>
        </legend>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="secondary" disabled={weekIndex === 0} className={weekEnd} onClick={() => setWeekIndex(weekIndex - 1)}>
            <Trans>Previous week</Trans>
          </Button>
          <Button variant="secondary" disabled={weekIndex >= lastWeek} className={weekEnd} onClick={() => setWeekIndex(weekIndex + 1)}>
            <Trans>Next week</Trans>
          </Button>
        </div>
        <p aria-live="polite" className="mt-4 text-sm text-gray-700">
          {loaded.state === 'loading' && <Trans>Loading free times…</Trans>}
          {loaded.state === 'ready' && slotCount === 0 && <Trans>No free times this week</Trans>}
          {loaded.state === 'ready' && slotCount > 0 && (
            <Select value={form} _one={`${count} free time this week`} other={`${count} free times this week`} />
          )}
        </p>
        {loaded.state === 'failed' && (
          <Banner tone="error" className="mt-3">
            <Trans>
              The free times could not be loaded.{' '}
              <button type="button" onClick={() => setAttempt(attempt + 1)} className="font-semibold underline">
                Try again
              </button>
            </Trans>
          </Banner>
        )}
        <div className="mt-3 space-y-5">
          {loaded.state === 'ready' && (
            <SlotDayGroups
              look="page"
              slots={loaded.slots}
              days={week.days}
              zone={zone}
              name={name}
              value={value.start}
              onChange={(start) => onChange({ ...value, start })}
              dayText={(day) => dayLabel(day, i18n.locale)}
              slotText={(slot) => {
                const hers = otherClock(slot.start, zone, enablerZone, i18n.locale);
                return (
                  <span className="text-sm">
                    <span className="font-semibold text-gray-900">{timeIn(slot.start, zone, i18n.locale)}</span>{' '}
                    {hers && (
                      <span className="block text-xs text-gray-700">
                        <Trans>{hers} her time</Trans>
                      </span>
                    )}
                  </span>
                );
              }}
            />
          )}
        </div>
      </fieldset>
    </div>
  );
}
