import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { findRequests } from '../api/find-requests';

type Status = { state: 'idle' | 'submitting' } | { state: 'done' | 'error'; message: string; field?: string | undefined };

/**
 * "Find my requests": an e-mail address, to which the server sends fresh links to her open
 * requests. Its answer is the same for every address, and is shown as it comes.
 */
export function FindRequestsForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The address must never travel in a URL, so the browser is never left to submit this form (issue 12).
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      const answer = await findRequests({ email });
      setStatus({ state: 'done', message: answer.message });
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      setStatus({ state: 'error', message: messageOf(error, t`Something went wrong. Please try again.`), field: fields?.email });
    }
  }

  return (
    <section aria-labelledby="find-requests-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="find-requests-title" className="text-xl font-bold text-brand-900">
        <Trans>Find my requests</Trans>
      </h2>
      <p className="mt-2 text-gray-700">
        <Trans>Enter the e-mail address you asked from, and we will e-mail you a fresh link to each of your open requests.</Trans>
      </p>
      <form method="post" onSubmit={onSubmit} className="mt-4 space-y-4">
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={status.state === 'error' ? status.field : undefined}
        />
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? t`Submitting...` : t`Send me my links`}
        </Button>
        {status.state === 'done' && <Banner tone="success">{status.message}</Banner>}
        {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
      </form>
    </section>
  );
}
