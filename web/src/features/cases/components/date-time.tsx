import { formatDateTime } from '../lib/format-date-time';

/** A moment as a `<time>` element: the local date and time to read, the ISO value for machines. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
