import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Stat } from '../../../components/ui/stat';
import { messageOf } from '../../../lib/api-client';
import { countOf } from '../../../lib/count';
import { cancelNewsletter } from '../api/cancel-newsletter';
import { pauseNewsletter } from '../api/pause-newsletter';
import { resumeNewsletter } from '../api/resume-newsletter';
import type { ActionNoticeProps } from '../lib/action-notice';
import { activeStatuses, doneCount } from '../lib/newsletter-draft';
import { newsletterStatusTexts, newsletterNotices } from '../lib/newsletter-texts';
import { useProgressPolling } from '../lib/use-progress-polling';

/**
 * How far a newsletter's sending has gone, read again every few seconds while it goes out: a
 * progress bar, its counts, why it paused itself, and Pause, Resume and Cancel (after asking).
 * Its status is announced politely when it changes.
 */
export function NewsletterProgress({
  newsletter,
  onChanged,
  notice,
  onNotice,
}: { newsletter: Newsletter; onChanged: (newsletter: Newsletter) => void } & ActionNoticeProps) {
  const { t, i18n } = useLingui();
  const barId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const stale = useProgressPolling(newsletter, onChanged);
  const { status, counts, pauseReason } = newsletter;
  const { total, waiting } = counts;
  const { form: waitingForm, text: waitingCount } = countOf(waiting, i18n.locale);
  const done = doneCount(newsletter);
  const statusName = t(newsletterStatusTexts[status]);
  const going = activeStatuses.includes(status);

  async function act(call: (id: string) => Promise<Newsletter>, success: string) {
    setBusy(true);
    onNotice(null);
    try {
      onChanged(await call(newsletter._id));
      onNotice({ tone: 'success', text: success });
    } catch (failure) {
      onNotice({ tone: 'error', text: messageOf(failure, t`That did not work. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => {
    setAsking(false);
    void act(cancelNewsletter, t(newsletterNotices.cancelled));
  };

  return (
    <section aria-labelledby="newsletter-progress-title" className="space-y-4">
      <h3 id="newsletter-progress-title" className="text-xl font-bold text-brand-900">
        <Trans>Progress</Trans>
      </h3>
      <p aria-live="polite" className="font-semibold text-gray-900">
        <Trans>Status: {statusName}</Trans>
      </p>
      {pauseReason && <Banner tone="error">{pauseReason}</Banner>}
      {stale && <Banner tone="info">{t`The progress could not be read just now; trying again.`}</Banner>}
      <div>
        <label htmlFor={barId} className="block text-sm font-medium text-gray-900">
          <Trans>
            Done: {done} of {total} members
          </Trans>
        </label>
        <progress
          id={barId}
          max={Math.max(counts.total, 1)}
          value={counts.total === 0 ? 0 : done}
          className="mt-1 h-3 w-full accent-brand-800"
        >
          {done} / {counts.total}
        </progress>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
        <Stat label={t`Waiting`} value={counts.waiting} />
        <Stat label={t`Sent`} value={counts.sent} />
        <Stat label={t`Failed`} value={counts.failed} />
        <Stat label={t`Unsubscribed since`} value={counts.unsubscribed} />
        {(counts.cancelled > 0 || status === 'cancelled') && <Stat label={t`Cancelled`} value={counts.cancelled} />}
      </dl>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <div className="flex flex-wrap gap-3">
        {going && (
          // One button for Pause and Resume, so the focus stays on it when the status turns.
          <Button
            variant={status === 'paused' ? 'primary' : 'secondary'}
            onClick={() => {
              if (busy) return;
              void (status === 'paused'
                ? act(resumeNewsletter, t(newsletterNotices.resumed))
                : act(pauseNewsletter, t(newsletterNotices.paused)));
            }}
            aria-disabled={busy}
          >
            {status === 'paused' ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
          </Button>
        )}
        {going && (
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
            <Trans>Cancel sending</Trans>
          </Button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={t`Cancel this newsletter?`}
          message={t`${select(waitingForm, { one: `${waitingCount} member who has not got it yet will not get it.`, other: `${waitingCount} members who have not got it yet will not get it.` })} This cannot be undone.`}
          confirmLabel={t`Cancel sending`}
          cancelLabel={t`Keep sending`}
          onConfirm={cancel}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
