import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { sections } from '../../../config/site';
import { sentValue, usePageFormResult, usePageFormAction } from '../../../lib/page-form';
import { helpMessages } from '../../../lib/help-messages';
import { useMemberDetails, type MemberFormDetails } from '../../member-account/lib/use-member-details';
import { submitHelp } from '../api/submit-help';

type Status =
  { state: 'idle' | 'submitting' } | { state: 'success' } | { state: 'error'; message: string; fields?: Record<string, string> };

const empty = { requesterName: '', requesterEmail: '', question: '' };

/** The home page's Need Quick Help? form (product-spec.md §2, §4, §8). */
export function QuickHelpForm() {
  const { t, i18n } = useLingui();
  const formAction = usePageFormAction('help');
  // Sent before the page's scripts had run: the server's answer is this page, showing the result.
  const sent = usePageFormResult('help');
  const [values, setValues] = useState(() => ({
    requesterName: sentValue(sent, 'requesterName'),
    requesterEmail: sentValue(sent, 'requesterEmail'),
    question: sentValue(sent, 'question'),
  }));
  const [status, setStatus] = useState<Status>(() => {
    if (sent?.status === 'success') return { state: 'success' };
    if (sent?.status === 'error') return { state: 'error', message: sent.message, fields: sent.fields };
    return { state: 'idle' };
  });

  // A signed-in member finds her name and address filled in (issue 38); what she typed stays.
  const formRef = useRef<HTMLFormElement>(null);
  useMemberDetails(formRef, ({ name, email }: MemberFormDetails) =>
    setValues((current) => ({ ...current, requesterName: current.requesterName || name, requesterEmail: current.requesterEmail || email })),
  );

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      await submitHelp(values);
      setValues(empty);
      setStatus({ state: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        setStatus({ state: 'error', message: i18n._(helpMessages.helpNetworkError) });
      } else if (error instanceof ApiError && error.body) {
        setStatus({ state: 'error', message: error.body.message, fields: error.body.fields });
      } else {
        setStatus({ state: 'error', message: i18n._(helpMessages.helpError) });
      }
    }
  }

  const fieldErrors = status.state === 'error' ? status.fields : undefined;
  const submitting = status.state === 'submitting';

  return (
    <section id={sections.quickHelp} aria-labelledby="quick-help-title" className="render-when-near bg-brand-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl">
        <h2 id="quick-help-title" className="text-center text-3xl font-bold text-brand-900">
          <Trans>Need Quick Help?</Trans>
        </h2>
        <p className="mt-3 text-center text-gray-700">
          <Trans>
            Ask us anything about starting up, funding or finding a mentor. An operator will pass your question to the right enabler.
          </Trans>
        </p>
        <form
          ref={formRef}
          method="post"
          action={formAction}
          onSubmit={onSubmit}
          className="mt-8 space-y-5 rounded-2xl bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t`Name`}
              name="requesterName"
              autoComplete="name"
              required
              value={values.requesterName}
              onChange={update('requesterName')}
              error={fieldErrors?.requesterName}
            />
            <TextField
              label={t`Email`}
              name="requesterEmail"
              type="email"
              autoComplete="email"
              required
              value={values.requesterEmail}
              onChange={update('requesterEmail')}
              error={fieldErrors?.requesterEmail}
            />
          </div>
          <TextAreaField
            label={t`Question`}
            name="question"
            rows={4}
            required
            value={values.question}
            onChange={update('question')}
            error={fieldErrors?.question}
          />
          <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? t`Submitting...` : t`Submit`}
          </Button>
          {status.state === 'success' && <Banner tone="success">{i18n._(helpMessages.helpSuccess)}</Banner>}
          {status.state === 'success' && (
            <p className="text-sm text-gray-700">
              <Trans>
                We have e-mailed you a private link to follow your question. Lost it?{' '}
                <Link to="/request" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950">
                  Find my requests
                </Link>
              </Trans>
            </p>
          )}
          {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
        </form>
      </div>
    </section>
  );
}
