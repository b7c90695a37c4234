import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { acceptInquiry } from '../api/accept-inquiry';
import { declineInquiry } from '../api/decline-inquiry';

type Action = 'accepting' | 'declining';

/**
 * Accept or decline an open inquiry. Each asks first: Accept says that the two addresses will be
 * exchanged before she confirms; Decline takes an optional reason for the visitor.
 */
export function InquiryAnswer({
  inquiryId,
  visitorName,
  onAnswered,
}: {
  inquiryId: string;
  visitorName: string;
  onAnswered: (text: string) => void;
}) {
  const [action, setAction] = useState<Action | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const stepRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  // The confirming step replaces the two buttons: move the focus into it.
  useEffect(() => {
    if (action) stepRef.current?.querySelector<HTMLElement>('textarea, button[type="submit"]')?.focus();
  }, [action]);

  const choose = (next: Action | null) => {
    setFailure(null);
    setAction(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>, chosen: Action) {
    event.preventDefault();
    setSubmitting(true);
    setFailure(null);
    try {
      if (chosen === 'accepting') await acceptInquiry(inquiryId);
      else await declineInquiry(inquiryId, reason);
      onAnswered(
        chosen === 'accepting'
          ? t`You accepted. We have introduced you to ${visitorName} by e-mail.`
          : t`You declined. We have let ${visitorName} know kindly.`,
      );
    } catch (error) {
      setFailure(messageOf(error, t`The inquiry could not be answered. Please try again.`));
    } finally {
      setSubmitting(false);
    }
  }

  if (!action) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => choose('accepting')}>
          <Trans>Accept</Trans>
        </Button>
        <Button variant="secondary" onClick={() => choose('declining')}>
          <Trans>Decline</Trans>
        </Button>
      </div>
    );
  }

  return (
    <div ref={stepRef} className="rounded-xl border border-gray-200 bg-gray-50 p-4">
      <form method="post" onSubmit={(event) => void submit(event, action)} noValidate className="space-y-3">
        <h3 className="text-lg font-semibold text-gray-900">
          {action === 'accepting' ? <Trans>Accept this inquiry?</Trans> : <Trans>Decline this inquiry?</Trans>}
        </h3>
        {action === 'accepting' ? (
          <p className="text-sm text-gray-900">
            <Trans>
              When you accept, we send your e-mail address to {visitorName}, and her e-mail address to you, so that you can write to each
              other.
            </Trans>
          </p>
        ) : (
          <>
            <TextAreaField
              label={t`Reason (optional; ${visitorName} will see it)`}
              name="reason"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <p className="text-sm text-gray-700">
              <Trans>We send her a kind note with a link back to the directory. Your address is not shared.</Trans>
            </p>
          </>
        )}
        {failure && <Banner tone="error">{failure}</Banner>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            {submitting ? (
              <Trans>Submitting...</Trans>
            ) : action === 'accepting' ? (
              <Trans>Accept and introduce us</Trans>
            ) : (
              <Trans>Decline inquiry</Trans>
            )}
          </Button>
          <Button variant="ghost" onClick={() => choose(null)} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
