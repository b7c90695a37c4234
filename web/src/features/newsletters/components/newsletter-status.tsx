import { useLingui } from '@lingui/react/macro';
import type { NewsletterStatus } from '@wfc/shared';
import { Ban, CalendarClock, CircleCheck, FilePen, Hourglass, CirclePause, Send, type LucideIcon } from 'lucide-react';
import { newsletterStatusTexts } from '../lib/newsletter-texts';

const looks: Record<NewsletterStatus, { icon: LucideIcon; style: string }> = {
  draft: { icon: FilePen, style: 'bg-gray-100 text-gray-900' },
  scheduled: { icon: CalendarClock, style: 'bg-sky-100 text-sky-900' },
  preparing: { icon: Hourglass, style: 'bg-sky-100 text-sky-900' },
  sending: { icon: Send, style: 'bg-sky-100 text-sky-900' },
  paused: { icon: CirclePause, style: 'bg-amber-100 text-amber-900' },
  sent: { icon: CircleCheck, style: 'bg-brand-100 text-brand-900' },
  cancelled: { icon: Ban, style: 'bg-red-100 text-red-800' },
};

/** A newsletter's status as a word with an icon; the colour only repeats what the word says. */
export function NewsletterStatusLabel({ status }: { status: NewsletterStatus }) {
  const { t } = useLingui();
  const { icon: Icon, style } = looks[status] ?? looks.draft;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {Object.hasOwn(newsletterStatusTexts, status) ? t(newsletterStatusTexts[status]) : status}
    </span>
  );
}
