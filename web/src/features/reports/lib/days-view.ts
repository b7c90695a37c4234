import type { ChartSpec } from '../components/report-chart';
import type { TableColumn } from '../components/report-table';
import { groupDays } from './day-groups';
import type { ReportFormat } from './use-report-format';

/** A figure of a report's days: its field and its name in the chart's legend and the table's head. */
export interface DayField<K extends string> {
  field: K;
  label: string;
}

/**
 * A report's days as a line chart and the table of the same figures: a row a day, or a month for a
 * long period (`averaged` fields then averaged over the month's days, the rest summed).
 */
export function daysView<K extends string>(
  days: readonly ({ date: string } & Record<K, number>)[],
  fields: readonly DayField<K>[],
  format: ReportFormat,
  headings: { day: string; month: string },
  averaged: readonly K[] = [],
): { by: 'day' | 'month'; chart: ChartSpec; columns: TableColumn[]; rows: string[][] } {
  const { by, groups } = groupDays(
    days,
    fields.map(({ field }) => field),
    averaged,
  );
  const name = (key: string) => (by === 'day' ? format.day(key) : format.month(key));
  return {
    by,
    chart: {
      kind: 'days',
      labels: groups.map(({ key }) => name(key)),
      series: fields.map(({ field, label }) => ({ label, values: groups.map(({ values }) => values[field]) })),
    },
    columns: [{ label: by === 'day' ? headings.day : headings.month }, ...fields.map(({ label }) => ({ label, numeric: true }))],
    rows: groups.map(({ key, values }) => [name(key), ...fields.map(({ field }) => format.number(values[field]))]),
  };
}
