import { Trans } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';

/** "Add to calendar": the event's own calendar file, which phones and calendar apps open (issue 30). */
export function CalendarLink({ slug, className = '' }: { slug: string; className?: string }) {
  return (
    <a
      href={`/events/${encodeURIComponent(slug)}/calendar.ics`}
      className={`inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
      <Trans>Add to calendar</Trans>
    </a>
  );
}
