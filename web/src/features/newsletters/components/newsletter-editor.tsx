import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { BackButton } from '../../../components/ui/back-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ActionNotice } from '../lib/action-notice';
import { blankNewsletterDraft, editableStatuses, sameNewsletter, toNewsletterDraft, type NewsletterDraft } from '../lib/newsletter-draft';
import { NewsletterForm } from './newsletter-form';
import { NewsletterReport } from './newsletter-report';
import { NewsletterStatusLabel } from './newsletter-status';

/**
 * One newsletter, opened in place of the list: a new one or a draft or scheduled one to write and
 * send (NewsletterForm), or one going or gone out to follow (NewsletterReport). Back asks first
 * when the form has unsaved changes.
 */
export function NewsletterEditor({ stored, onClose }: { stored: Newsletter | null; onClose: (message?: string) => void }) {
  const { t } = useLingui();
  const [newsletter, setNewsletter] = useState(stored);
  const [draft, setDraft] = useState<NewsletterDraft>(() => (stored ? toNewsletterDraft(stored) : blankNewsletterDraft));
  const [savedDraft, setSavedDraft] = useState<NewsletterDraft>(draft);
  // One notice, the latest action's: at the top (saves, Send now), or by the controls that acted.
  const [notice, setNotice] = useState<(ActionNotice & { near: 'top' | 'controls' }) | null>(null);
  const [leaving, setLeaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = newsletter?.status ?? 'draft';
  const editable = editableStatuses.includes(status);
  const dirty = editable && !sameNewsletter(draft, savedDraft);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // A new status can take away the control she used (Send now, Cancel): the focus goes to the heading, not the page.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
  }, [status]);

  /** The newsletter as the server answered: a save's answer becomes what the form compares with. */
  const changed = (fresh: Newsletter, message?: string) => {
    setNewsletter(fresh);
    if (message !== undefined) setNotice({ tone: 'success', text: message, near: 'top' });
  };
  const controls = {
    notice: notice?.near === 'controls' ? notice : null,
    onNotice: (next: ActionNotice | null) => setNotice(next && { ...next, near: 'controls' }),
  };

  const saved = (fresh: Newsletter, message: string, sent: NewsletterDraft) => {
    changed(fresh, message);
    setSavedDraft(sent);
  };

  const back = () => (dirty ? setLeaving(true) : onClose());

  return (
    <section aria-labelledby="newsletter-title" className="space-y-6">
      <BackButton onClick={back}>
        <Trans>Back to the newsletters</Trans>
      </BackButton>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2
          id="newsletter-title"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 text-2xl font-bold break-words text-brand-900 focus:outline-none"
        >
          {newsletter ? newsletter.subject : <Trans>New newsletter</Trans>}
        </h2>
        <div className="shrink-0">
          <NewsletterStatusLabel status={status} />
        </div>
      </div>
      {notice?.near === 'top' && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {newsletter && !editable ? (
        <NewsletterReport newsletter={newsletter} onChanged={changed} {...controls} />
      ) : (
        <NewsletterForm
          newsletter={newsletter}
          draft={draft}
          dirty={dirty}
          onDraft={setDraft}
          onSaved={saved}
          onChanged={changed}
          onDeleted={(message) => onClose(message)}
          onProblem={() => setNotice(null)}
          {...controls}
        />
      )}
      {leaving && (
        <ConfirmDialog
          title={t`Leave without saving?`}
          message={t`Your changes to this newsletter are not saved yet.`}
          confirmLabel={t`Leave without saving`}
          cancelLabel={t`Stay`}
          onConfirm={() => onClose()}
          onCancel={() => setLeaving(false)}
        />
      )}
    </section>
  );
}
