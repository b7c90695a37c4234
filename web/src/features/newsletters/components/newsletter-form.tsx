import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { createNewsletter } from '../api/create-newsletter';
import { deleteNewsletter } from '../api/delete-newsletter';
import { saveNewsletter } from '../api/save-newsletter';
import type { ActionNoticeProps } from '../lib/action-notice';
import { newsletterBodyOf, type NewsletterDraft } from '../lib/newsletter-draft';
import { newsletterNotices } from '../lib/newsletter-texts';
import { useAudienceCount } from '../lib/use-audience-count';
import { AudienceFields } from './audience-fields';
import { NewsletterPreviewSection } from './newsletter-preview';
import { NewsletterTextFields } from './newsletter-text-fields';
import { SendControls } from './send-controls';

interface Props extends ActionNoticeProps {
  /** The saved newsletter (a draft or a scheduled one), or null before its first save. */
  newsletter: Newsletter | null;
  draft: NewsletterDraft;
  dirty: boolean;
  onDraft: (draft: NewsletterDraft) => void;
  /** Saved: the server's answer, its message, and the form that was sent. */
  onSaved: (newsletter: Newsletter, message: string, sent: NewsletterDraft) => void;
  /** Sent, scheduled or unscheduled. */
  onChanged: (newsletter: Newsletter, message?: string) => void;
  onDeleted: (message: string) => void;
  /** A save or delete was refused: an older success notice no longer holds. */
  onProblem: () => void;
}

/**
 * A draft or scheduled newsletter's form: its text, its audience with the count it reaches, Save
 * (a refusal's messages shown by their fields, the focus on the first), Delete draft after asking;
 * then the preview, and, once saved, the test and the sending.
 */
export function NewsletterForm({ newsletter, draft, dirty, onDraft, onSaved, onChanged, onDeleted, onProblem, notice, onNotice }: Props) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const audience = useAudienceCount(draft.topics, draft.filters, newsletter?.audience ?? null);
  const subject = newsletter?.subject ?? '';

  // After a refusal, the focus goes to the first field it names.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = draft;
    setSaving(true);
    setFailure(null);
    try {
      const answer = newsletter
        ? await saveNewsletter(newsletter._id, newsletterBodyOf(sent))
        : await createNewsletter(newsletterBodyOf(sent));
      setErrors({});
      onSaved(answer, t(newsletter ? newsletterNotices.saved : newsletterNotices.created), sent);
    } catch (error) {
      onProblem();
      setErrors(error instanceof ApiError ? (error.body?.fields ?? {}) : {});
      setFailure(messageOf(error, t`The newsletter could not be saved. Please try again.`));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!newsletter) return;
    setDeleting(false);
    try {
      onDeleted((await deleteNewsletter(newsletter._id)).message);
    } catch (error) {
      onProblem();
      setFailure(messageOf(error, t`The draft could not be deleted. Please try again.`));
    }
  }

  return (
    <div className="space-y-10">
      <form ref={formRef} method="post" onSubmit={onSubmit} className="space-y-6">
        <NewsletterTextFields draft={draft} errors={errors} onChange={onDraft} />
        <AudienceFields draft={draft} errors={errors} audience={audience} onChange={onDraft} />
        {failure && <Banner tone="error">{failure}</Banner>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
          </Button>
          {newsletter?.status === 'draft' && (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              <Trans>Delete draft</Trans>
            </Button>
          )}
          {dirty && <p className="self-center text-sm text-gray-700">{t`Unsaved changes`}</p>}
        </div>
      </form>
      <NewsletterPreviewSection draft={draft} />
      {newsletter ? (
        <SendControls
          newsletter={newsletter}
          dirty={dirty}
          audience={audience.count}
          onChanged={onChanged}
          notice={notice}
          onNotice={onNotice}
        />
      ) : (
        <p className="text-sm text-gray-700">
          <Trans>Save the newsletter to send yourself a test, send it or schedule it.</Trans>
        </p>
      )}
      {deleting && newsletter && (
        <ConfirmDialog
          title={t`Delete this draft?`}
          message={t`“${subject}” is deleted for good. This cannot be undone.`}
          confirmLabel={t`Delete draft`}
          cancelLabel={t`Keep it`}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
