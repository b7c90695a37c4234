import { addDays, localDateAt } from '@wfc/shared/calendar/zoned-time';

/** The club's days, which the reports' `from` and `to` are (docs/plans/043-reports.md). */
const CLUB_ZONE = 'Asia/Kolkata';

/** The periods the picker offers by name; `dates` is two days she types. */
const periodPresets = ['this-month', 'last-month', 'quarter', 'year'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export type PeriodChoice = PeriodPreset | 'dates';

/** A period of the reports: how it was chosen and its first and last day (`YYYY-MM-DD`, inclusive). */
export interface Period {
  choice: PeriodChoice;
  from: string;
  to: string;
}

/** The day `years` years after `day`, as the API counts the longest period (three years, `to` before it). */
function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** Today's date in the club's zone. */
export function clubToday(now = Date.now()): string {
  return localDateAt(now, CLUB_ZONE);
}

/** A named period's days, up to today for the period under way (a day to come has nothing to count). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  switch (preset) {
    case 'this-month':
      return { choice: preset, from: monthStart(year, month), to: today };
    case 'last-month': {
      const from = month === 1 ? monthStart(year - 1, 12) : monthStart(year, month - 1);
      return { choice: preset, from, to: addDays(monthStart(year, month), -1) };
    }
    case 'quarter':
      return { choice: preset, from: monthStart(year, month - ((month - 1) % 3)), to: today };
    case 'year':
      return { choice: preset, from: monthStart(year, 1), to: today };
  }
}

/** Whether `value` is a real day written `YYYY-MM-DD`. */
function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** What is wrong with two typed days, or null when the API will take them. */
export function datesProblem(from: string, to: string): 'invalid' | 'order' | 'span' | null {
  if (!isDay(from) || !isDay(to)) return 'invalid';
  if (from > to) return 'order';
  if (to >= yearsAfter(from, 3)) return 'span';
  return null;
}

/**
 * The period an address names (`?period=last-month`, or `?from=…&to=…`); this month when it names
 * none, or names one the API would refuse, so an edited address still shows a report.
 */
export function periodOf(params: URLSearchParams, today: string): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && datesProblem(from, to) === null) return { choice: 'dates', from, to };
  const preset = params.get('period');
  const named = periodPresets.find((candidate) => candidate === preset);
  return presetPeriod(named ?? 'this-month', today);
}

/** The address's query for a period: the default says nothing, a named one its name, two dates themselves. */
export function periodParams(period: Period, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['period', 'from', 'to']) next.delete(key);
  if (period.choice === 'dates') {
    next.set('from', period.from);
    next.set('to', period.to);
  } else if (period.choice !== 'this-month') next.set('period', period.choice);
  return next;
}

/** The API's query for a period: `from=…&to=…`. */
export function apiQuery({ from, to }: Pick<Period, 'from' | 'to'>): string {
  return new URLSearchParams({ from, to }).toString();
}
