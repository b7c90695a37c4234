import { useLingui } from '@lingui/react';
import { formatDateTime } from '../../lib/format-date';

/** A moment as a `<time>` element: the local date and time to read, in the page's language; the ISO value for machines. */
export function DateTime({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.locale)}</time>;
}
