import { Trans, useLingui } from '@lingui/react/macro';
import { localizedPath } from '@wfc/shared';
import { CalendarPlus } from 'lucide-react';

/** "Add to calendar": the event's own calendar file, which phones and calendar apps open (issue 30), in the page's language. */
export function CalendarLink({ slug, className = '' }: { slug: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <a
      // A Malayalam page's file has the event's Malayalam texts (the server serves English and /ml).
      href={localizedPath(i18n.locale === 'ml' ? 'ml' : 'en', `/events/${encodeURIComponent(slug)}/calendar.ics`)}
      className={`inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
      <Trans>Add to calendar</Trans>
    </a>
  );
}
