import type { Slot } from '@wfc/shared';
import type { ReactNode } from 'react';
import { dayIn, groupSlotsByDay } from '../lib/slot-days';

/** How the visitor's page and the enabler's card lay the times out; the rest is one. */
const looks = {
  /** The booking page: a heading per day, a grid of cards. */
  page: {
    day: 'text-sm font-semibold text-gray-900',
    times: 'mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4',
    time: 'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-400 px-3 py-2 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
    radio: 'size-4 shrink-0 accent-brand-800',
  },
  /** A session's card: the day in words above a row of pills. */
  card: {
    day: 'text-sm font-medium text-gray-800',
    times: 'mt-1 flex flex-wrap gap-2',
    time: 'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-400 bg-white px-3 text-sm has-[:checked]:border-brand-800 has-[:checked]:bg-brand-800 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-800',
    radio: 'size-4 accent-brand-800',
  },
} as const;

/**
 * The one week-of-slots picker (issue 40): a week's free slots grouped by the calendar day they
 * start on in `zone`, as ONE radio group (`name`), so the arrow keys move through all of them and Tab
 * leaves it; each day is a group named by its label. The visitor's `SlotPicker` and the enabler's
 * `ReschedulePicker` (session-schedule) give it the day's words and each slot's text, and keep around
 * it their own lengths, week buttons and messages.
 */
export function SlotDayGroups({
  slots,
  zone,
  name,
  value,
  onChange,
  dayText,
  slotText,
  look,
  days,
}: {
  slots: readonly Slot[];
  zone: string;
  /** The radio group's name; each day's heading gets the id `${name}-${day}`. */
  name: string;
  value: string | null | undefined;
  onChange: (start: string) => void;
  /** A day (`YYYY-MM-DD` in `zone`) in words. */
  dayText: (day: string, first: Slot) => string;
  slotText: (slot: Slot) => ReactNode;
  look: keyof typeof looks;
  /** The days shown, in order (a week's); by default every day a slot starts on. */
  days?: readonly string[] | undefined;
}) {
  const style = looks[look];
  const shown = days ?? [
    ...new Set([...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start)).map((slot) => dayIn(slot.start, zone))),
  ];
  return groupSlotsByDay(slots, shown, zone).map(({ day, slots: daySlots }) => {
    const label = dayText(day, daySlots[0]!);
    return (
      <div key={day} role="group" {...(look === 'page' ? { 'aria-labelledby': `${name}-${day}` } : { 'aria-label': label })}>
        {look === 'page' ? (
          <h3 id={`${name}-${day}`} className={style.day}>
            {label}
          </h3>
        ) : (
          <p aria-hidden="true" className={style.day}>
            {label}
          </p>
        )}
        <div className={style.times}>
          {daySlots.map((slot) => (
            <label key={slot.start} className={style.time}>
              <input
                type="radio"
                name={`${name}-slot`}
                value={slot.start}
                checked={value === slot.start}
                onChange={() => onChange(slot.start)}
                className={style.radio}
              />
              {slotText(slot)}
            </label>
          ))}
        </div>
      </div>
    );
  });
}
