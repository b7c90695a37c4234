import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../../lib/format-date';

/** A case's deadline as a local date in the page's language, or "Not set" (product-spec.md §2). Call after hydration only. */
export function formatDeadline(deadline: string | null | undefined, i18n: I18n): string {
  const date = deadline ? new Date(deadline) : null;
  return !date || Number.isNaN(date.getTime()) ? i18n._(msg`Not set`) : formatDate(date, i18n.locale);
}
