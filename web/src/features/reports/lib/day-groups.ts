/** A row of a report's days: its date and its figures. */
type DayRow<K extends string> = { date: string } & Record<K, number>;

/** A day's or a month's figures, as a chart and its table show them. */
export interface DayGroup<K extends string> {
  /** `YYYY-MM-DD` for a day, `YYYY-MM` for a month. */
  key: string;
  values: Record<K, number>;
}

/** Beyond this many days a period is shown by month: a year's 365 points say less than its 12 months. */
const MAX_DAYS_SHOWN = 92;

/**
 * A report's days as shown: each day for a short period, each month for a long one, a month's
 * figures summed, or averaged over its days for the `averaged` ones (daily visitors).
 */
export function groupDays<K extends string>(
  days: readonly DayRow<K>[],
  fields: readonly K[],
  averaged: readonly K[] = [],
): { by: 'day' | 'month'; groups: DayGroup<K>[] } {
  const pick = (day: DayRow<K>) => {
    const values = {} as Record<K, number>;
    for (const field of fields) values[field] = day[field];
    return values;
  };
  if (days.length <= MAX_DAYS_SHOWN) return { by: 'day', groups: days.map((day) => ({ key: day.date, values: pick(day) })) };
  const months = new Map<string, { values: Record<K, number>; count: number }>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key);
    if (!month) months.set(key, { values: pick(day), count: 1 });
    else {
      for (const field of fields) month.values[field] += day[field];
      month.count += 1;
    }
  }
  return {
    by: 'month',
    groups: [...months].map(([key, { values, count }]) => {
      for (const field of averaged) values[field] = Math.round((values[field] / count) * 10) / 10;
      return { key, values };
    }),
  };
}
