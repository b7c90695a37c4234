import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { interestOptions, jobFunctionOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import { Fact } from '../../../components/ui/fact';
import { formatDateTime } from '../../../lib/format-date';
import { translateOptions } from '../../membership';
import type { ActionNoticeProps } from '../lib/action-notice';
import { toNewsletterDraft } from '../lib/newsletter-draft';
import { languageOptions } from '../lib/newsletter-texts';
import { NewsletterPreviewSection } from './newsletter-preview';
import { NewsletterProgress } from './newsletter-progress';
import { NewsletterReach } from './newsletter-reach';

/**
 * A newsletter that is going out or went out: read-only. Its sending's progress, who it was for,
 * and its text as the members got it.
 */
export function NewsletterReport({
  newsletter,
  onChanged,
  notice,
  onNotice,
}: { newsletter: Newsletter; onChanged: (newsletter: Newsletter) => void } & ActionNoticeProps) {
  const { t, i18n } = useLingui();
  const names = (options: readonly { value: string; label: string }[], chosen: readonly string[]) =>
    chosen.length === 0
      ? t`Everyone`
      : options
          .filter((option) => chosen.includes(option.value))
          .map((option) => option.label)
          .join(', ');
  const languages = languageOptions.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const moment = (iso: string | null) => (iso ? formatDateTime(iso, i18n.locale) : '–');
  const { filters } = newsletter;

  return (
    <div className="space-y-8">
      <p className="text-sm text-gray-700">
        <Trans>Sending has started, so this newsletter can no longer be changed.</Trans>
      </p>
      <NewsletterProgress newsletter={newsletter} onChanged={onChanged} notice={notice} onNotice={onNotice} />
      <NewsletterReach newsletter={newsletter} />
      <section aria-labelledby="newsletter-facts-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="newsletter-facts-title" className="text-xl font-bold text-brand-900">
          <Trans>Who it is for</Trans>
        </h3>
        <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
          <Fact label={t`Topics`} value={names(translateOptions(i18n, interestOptions), newsletter.topics)} />
          <Fact label={t`Verticals`} value={names(translateOptions(i18n, verticalOptions), filters.verticals)} />
          <Fact label={t`Job functions`} value={names(translateOptions(i18n, jobFunctionOptions), filters.jobFunctions)} />
          <Fact label={t`E-mail language`} value={names(languages, filters.languages)} />
          <Fact label={t`Members only`} value={newsletter.membersOnly ? t`Yes: no page on the site` : t`No: it has a page on the site`} />
          <Fact label={t`Sent by`} value={newsletter.sentByName ?? '–'} />
          <Fact label={t`Started`} value={moment(newsletter.startedAt)} />
          <Fact label={t`Finished`} value={moment(newsletter.finishedAt)} />
        </dl>
      </section>
      <NewsletterPreviewSection draft={toNewsletterDraft(newsletter)} />
    </div>
  );
}
