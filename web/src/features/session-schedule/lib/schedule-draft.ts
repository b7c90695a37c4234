import type { EnablerSchedule, MeetingKind, SessionLength, StoredSchedule } from '@wfc/shared';
import type { SentKeys } from './schedule-errors';

/** One period of hours as the form holds it: a key for React and for the server's field errors. */
export interface PeriodDraft {
  key: string;
  start: string;
  end: string;
}

/** One date unlike her week: a day off, or these hours instead. */
export interface OverrideDraft {
  key: string;
  date: string;
  dayOff: boolean;
  hours: PeriodDraft[];
}

/** Her schedule as the form's fields hold it: numbers as typed, the week by weekday (1 Monday … 7 Sunday). */
export interface ScheduleDraft {
  timeZone: string;
  weekly: Record<number, PeriodDraft[]>;
  overrides: OverrideDraft[];
  sessionMinutes: SessionLength[];
  bufferMinutes: string;
  noticeHours: string;
  daysAhead: string;
  maxPerWeek: string;
  meetingKind: MeetingKind;
  meetingValue: string;
  confirmEach: boolean;
  showStats: boolean;
}

/** Monday 1 … Sunday 7, as the contract numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

let nextKey = 0;
/** A key unique in this page, for a period or a date added. */
export function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}${nextKey}`;
}

/** The form's fields from what the server stores (or its defaults before her first save). */
export function draftOf(stored: StoredSchedule): ScheduleDraft {
  const weekly: Record<number, PeriodDraft[]> = {};
  for (const weekday of WEEKDAYS) weekly[weekday] = [];
  for (const range of stored.weekly) weekly[range.weekday]?.push({ key: newKey('w'), start: range.start, end: endField(range.end) });
  return {
    timeZone: stored.timeZone,
    weekly,
    overrides: (stored.overrides ?? []).map((override) => ({
      key: newKey('o'),
      date: override.date,
      dayOff: override.hours.length === 0,
      hours: override.hours.map((range) => ({ key: newKey('h'), start: range.start, end: endField(range.end) })),
    })),
    sessionMinutes: [...stored.sessionMinutes],
    bufferMinutes: String(stored.bufferMinutes),
    noticeHours: String(stored.minimumNoticeMinutes / 60),
    daysAhead: String(stored.daysAhead),
    maxPerWeek: String(stored.maxPerWeek),
    meetingKind: stored.meeting.kind,
    meetingValue: stored.meeting.value,
    confirmEach: stored.confirmEach,
    showStats: stored.showStats,
  };
}

// A time field cannot hold "24:00", the contract's end of a day: the form shows it as 00:00, and an end at 00:00 is sent as 24:00.
function endField(end: string): string {
  return end === '24:00' ? '00:00' : end;
}

function endSent(end: string): string {
  return end === '00:00' ? '24:00' : end;
}

/** A number field as sent: empty or not a number goes as NaN (JSON null), so the server's message explains it. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The PUT body from the form, and which period or date each index of `weekly` and `overrides`
 * is, so an error the server names by index (`weekly.3.end`) is shown by that period.
 */
export function bodyOf(draft: ScheduleDraft): { body: EnablerSchedule; sent: SentKeys } {
  const weekly = WEEKDAYS.flatMap((weekday) =>
    (draft.weekly[weekday] ?? []).map((period) => ({ key: period.key, range: { weekday, start: period.start, end: endSent(period.end) } })),
  );
  const notice = numberOf(draft.noticeHours);
  return {
    body: {
      timeZone: draft.timeZone,
      weekly: weekly.map(({ range }) => range),
      overrides: draft.overrides.map((override) => ({
        date: override.date,
        hours: override.dayOff ? [] : override.hours.map(({ start, end }) => ({ start, end: endSent(end) })),
      })),
      sessionMinutes: [...draft.sessionMinutes].sort((a, b) => a - b),
      // The buffer is a select of the contract's choices.
      bufferMinutes: Number(draft.bufferMinutes) as EnablerSchedule['bufferMinutes'],
      minimumNoticeMinutes: Number.isNaN(notice) ? notice : Math.round(notice * 60),
      daysAhead: numberOf(draft.daysAhead),
      maxPerWeek: numberOf(draft.maxPerWeek),
      meeting: { kind: draft.meetingKind, value: draft.meetingValue },
      confirmEach: draft.confirmEach,
      showStats: draft.showStats,
    },
    sent: {
      weekly: weekly.map(({ key }) => key),
      overrides: draft.overrides.map((override) => ({
        key: override.key,
        hours: override.dayOff ? [] : override.hours.map(({ key }) => key),
      })),
    },
  };
}

const clockPattern = /^(\d{2}):(\d{2})$/;

function minutesOf(clock: string): number | null {
  const match = clockPattern.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function clockOf(minutes: number): string {
  const bounded = Math.min(Math.max(minutes, 0), 24 * 60);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

/** A new period after a day's last one (an hour from its end), or 09:00–12:00 on a day without hours. */
export function nextPeriod(periods: readonly PeriodDraft[]): PeriodDraft {
  const lastEnd = periods.length > 0 ? minutesOf(periods[periods.length - 1]!.end) : null;
  if (lastEnd === null || lastEnd === 0 || lastEnd > 23 * 60) return { key: newKey('p'), start: '09:00', end: '12:00' };
  return { key: newKey('p'), start: clockOf(lastEnd), end: clockOf(lastEnd + 60) };
}
