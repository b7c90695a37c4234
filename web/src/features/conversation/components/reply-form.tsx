import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TEXT } from '@wfc/shared/fields';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';

type Status = { state: 'idle' | 'submitting' | 'sent' } | { state: 'invalid' | 'error'; message: string };

/**
 * A reply to a case's conversation (1..5000 characters). `send` posts it; on success the box is
 * cleared and `onSent` refreshes the thread, on failure the server's message is shown (a 409 once
 * the case is completed, a 400 for a body it refuses).
 */
export function ReplyForm({ label, send, onSent }: { label: string; send: (body: string) => Promise<unknown>; onSent: () => void }) {
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const { t } = useLingui();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Never let the browser submit the form itself: what was typed must not end up in a URL (issue 12).
    event.preventDefault();
    if (body.trim() === '') {
      setStatus({ state: 'invalid', message: t`Please enter your message.` });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      await send(body);
      setBody('');
      setStatus({ state: 'sent' });
      onSent();
    } catch (error) {
      setStatus({ state: 'error', message: messageOf(error, t`Your reply could not be sent. Please try again.`) });
    }
  }

  const submitting = status.state === 'submitting';
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <TextAreaField
        label={label}
        name="body"
        rows={4}
        maxLength={MAX_TEXT}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={status.state === 'invalid' ? status.message : undefined}
      />
      <p className="text-sm text-gray-700">
        <Trans>Up to {MAX_TEXT} characters.</Trans>
      </p>
      <Button type="submit" disabled={submitting}>
        {submitting ? t`Submitting...` : t`Send reply`}
      </Button>
      {status.state === 'sent' && (
        <Banner tone="success">
          <Trans>Your reply has been sent.</Trans>
        </Banner>
      )}
      {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
    </form>
  );
}
