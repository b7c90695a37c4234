import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { TitleButton } from '../../../components/ui/title-button';
import { countOf } from '../../../lib/count';
import { formatDateTime } from '../../../lib/format-date';
import { formatKeralaTime } from '../lib/kerala-time';
import { NewsletterReach } from './newsletter-reach';
import { NewsletterStatusLabel } from './newsletter-status';

/** Every newsletter as a card: its subject (opens it), status, when, and how many it reaches or reached. */
export function NewsletterList({ newsletters, onOpen }: { newsletters: readonly Newsletter[]; onOpen: (newsletter: Newsletter) => void }) {
  if (newsletters.length === 0) {
    return (
      <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
        <Trans>No newsletters yet. Write the first one with New newsletter.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {newsletters.map((newsletter) => (
        <li key={newsletter._id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <h3 className="min-w-0 text-lg font-semibold break-words">
              <TitleButton onClick={() => onOpen(newsletter)}>{newsletter.subject}</TitleButton>
            </h3>
            <div className="shrink-0">
              <NewsletterStatusLabel status={newsletter.status} />
            </div>
          </div>
          <p className="mt-1 text-sm text-gray-700">
            <When newsletter={newsletter} />
          </p>
          <p className="mt-1 text-sm text-gray-900">
            <Reach newsletter={newsletter} />
          </p>
          <NewsletterReach newsletter={newsletter} />
        </li>
      ))}
    </ul>
  );
}

/** When it was saved, is due, started or ended. */
function When({ newsletter }: { newsletter: Newsletter }) {
  const { i18n } = useLingui();
  const { status, updatedAt, scheduledAt, startedAt, finishedAt } = newsletter;
  if (status === 'scheduled') {
    const at = scheduledAt ? formatKeralaTime(scheduledAt, i18n.locale) : '';
    return <Trans>Scheduled for {at}, Kerala time</Trans>;
  }
  const when = formatDateTime(
    (status === 'draft' ? updatedAt : status === 'sent' || status === 'cancelled' ? finishedAt : startedAt) ?? updatedAt,
    i18n.locale,
  );
  switch (status) {
    case 'draft':
      return <Trans>Last saved {when}</Trans>;
    case 'sent':
      return <Trans>Sent {when}</Trans>;
    case 'cancelled':
      return <Trans>Cancelled {when}</Trans>;
    default:
      return <Trans>Started {when}</Trans>;
  }
}

/** How many members it would reach (not sent yet), or how far its sending went. */
function Reach({ newsletter }: { newsletter: Newsletter }) {
  const { sent, total, failed, unsubscribed } = newsletter.counts;
  const { audience } = newsletter;
  if (newsletter.status === 'draft' || newsletter.status === 'scheduled') {
    return audience === null ? null : <WouldReach audience={audience} />;
  }
  return (
    <Trans>
      Sent to {sent} of {total}; failed: {failed}; unsubscribed since: {unsubscribed}
    </Trans>
  );
}

/** "Would reach N members now": a draft's or a scheduled newsletter's audience as last counted. */
function WouldReach({ audience }: { audience: number }) {
  const { i18n } = useLingui();
  const { form, text: count } = countOf(audience, i18n.locale);
  return <Select value={form} _one={`Would reach ${count} member now`} other={`Would reach ${count} members now`} />;
}
