/** Dates in the editors' `datetime-local` inputs, which hold the editor's local time without a zone. */

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as `YYYY-MM-DDTHH:mm` in the editor's time zone, what a datetime-local input holds. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's value as an ISO time; a value that does not read as a date is sent as typed, for the server to name. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A new item's default time: `days` from now at 10:00. */
export function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(10, 0, 0, 0);
  return toLocalInput(date.toISOString());
}
