import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { countOf } from '../../../lib/count';
import { sendNewsletter } from '../api/send-newsletter';
import { sendTest } from '../api/send-test';
import { unscheduleNewsletter } from '../api/unschedule-newsletter';
import type { ActionNoticeProps } from '../lib/action-notice';
import { formatKeralaTime } from '../lib/kerala-time';
import { newsletterNotices } from '../lib/newsletter-texts';
import { NewsletterScheduleForm } from './newsletter-schedule-form';

/**
 * Sending a saved draft or scheduled newsletter: a test to her own address, Send now (after saying
 * how many members it reaches), Schedule at a time she chooses in Kerala time, and Unschedule. All
 * use the saved version, so they wait while the form has unsaved changes. Their notices are the
 * editor's one notice (ActionNotice).
 */
export function SendControls({
  newsletter,
  dirty,
  audience,
  onChanged,
  notice,
  onNotice,
}: ActionNoticeProps & {
  newsletter: Newsletter;
  dirty: boolean;
  /** The members it reaches now, when counted. */
  audience: number | undefined;
  /** The newsletter as the server answered, with what to tell her when its view changes. */
  onChanged: (newsletter: Newsletter, message?: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const scheduled = newsletter.status === 'scheduled';
  const at = scheduled && newsletter.scheduledAt ? formatKeralaTime(newsletter.scheduledAt, i18n.locale) : null;

  async function run<T>(call: () => Promise<T>, done: (answer: T) => void) {
    setBusy(true);
    onNotice(null);
    try {
      done(await call());
    } catch (failure) {
      onNotice({ tone: 'error', text: messageOf(failure, t`That did not work. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  const test = () =>
    run(
      () => sendTest(newsletter._id),
      ({ message }) => onNotice({ tone: 'success', text: message }),
    );
  const sendNow = () => {
    setAsking(false);
    void run(
      () => sendNewsletter(newsletter._id),
      (sent) => onChanged(sent, t(newsletterNotices.sendingStarted)),
    );
  };
  const unschedule = () =>
    run(
      () => unscheduleNewsletter(newsletter._id),
      (draft) => {
        onChanged(draft);
        onNotice({ tone: 'success', text: t(newsletterNotices.unscheduled) });
      },
    );

  let reach = t`It goes to every member it reaches at this moment.`;
  if (audience !== undefined) {
    const { form, text: count } = countOf(audience, i18n.locale);
    reach = t`It goes to ${select(form, { one: `${count} member`, other: `${count} members` })} now.`;
  }

  return (
    <section aria-labelledby="newsletter-send-title" className="space-y-4">
      <h3 id="newsletter-send-title" className="text-xl font-bold text-brand-900">
        <Trans>Test and send</Trans>
      </h3>
      {at && (
        <p className="text-gray-900">
          <Trans>Scheduled for {at}, Kerala time</Trans>
        </p>
      )}
      {dirty && (
        <Banner tone="info">
          <Trans>Save your changes first: the test and the sending use the saved newsletter.</Trans>
        </Banner>
      )}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void test()} disabled={dirty || busy}>
          <Trans>Send me a test</Trans>
        </Button>
        <Button onClick={() => setAsking(true)} disabled={dirty || busy}>
          <Trans>Send now</Trans>
        </Button>
        {scheduled && (
          <Button variant="secondary" onClick={() => void unschedule()} disabled={busy}>
            <Trans>Unschedule</Trans>
          </Button>
        )}
      </div>
      <NewsletterScheduleForm
        newsletter={newsletter}
        disabled={dirty || busy}
        onStart={() => onNotice(null)}
        onScheduled={(saved) => {
          onChanged(saved);
          onNotice({ tone: 'success', text: t(newsletterNotices.scheduled) });
        }}
      />
      {asking && (
        <ConfirmDialog
          title={t`Send this newsletter now?`}
          message={`${reach} ${t`Once sending starts you can pause or cancel it, but no longer change it.`}`}
          confirmLabel={t`Send now`}
          cancelLabel={t`Not yet`}
          onConfirm={sendNow}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
