/**
 * A duration in tenths of an hour, the precision the reports show (issue 43, docs/reports.md
 * "Rounding"): from its whole milliseconds, rounded half up, ⌊(ms + 180 000) / 360 000⌋. Rounding
 * keeps the order of durations, so the nearest-rank value of these is the rounded nearest-rank value
 * of the durations themselves. The cases feature keeps a case's response and resolution in it when
 * they are written, so that the help report counts them from an index without sorting a year.
 */
export function tenthsOfHourBetween(from: string, to: string): number {
  return Math.floor((Date.parse(to) - Date.parse(from) + 180_000) / 360_000);
}
