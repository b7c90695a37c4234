import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageFormAction } from '@wfc/shared/forms/page-form';
import type { EventRegisterAnswer, EventRegisterInput, PublicRegistration } from '@wfc/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { sentValue, usePageFormResult } from '../../../lib/page-form';
import { useLocalizedPath } from '../../../lib/router';
import { sharedMessages } from '../../../lib/shared-messages';
import { useMemberDetails } from '../../member-account/lib/use-member-details';
import { registerForEvent } from '../api/register-for-event';
import { RegisterResult } from './register-result';

type Registered = Pick<EventRegisterAnswer, 'status' | 'message'> & { position?: number | undefined };
type Status =
  | { state: 'idle' | 'sending' }
  | { state: 'done'; answer: Registered }
  | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

const answerField = (id: string) => `answers.${id}`;

/** Reads the form into the body of POST /api/events/:id/registrations: the questions answered, by their ids. */
function readRegisterForm(form: HTMLFormElement, questions: PublicRegistration['questions']): EventRegisterInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const answers = Object.fromEntries(questions.map(({ id }) => [id, text(answerField(id))]).filter(([, answer]) => answer !== ''));
  return { name: text('name'), email: text('email'), answers };
}

const required = msg`(required)`;

/**
 * An event's Register form (issue 30): her name, e-mail and the event's questions. It posts to the
 * event's own page, so it is sent even before the page's scripts have run (features/page-forms);
 * once they have, it is sent as JSON and answered in place. A signed-in member finds her name and
 * address filled in.
 */
export function EventRegisterForm({
  eventId,
  slug,
  registration,
  waitlist,
  onRegistered,
}: {
  eventId: string;
  slug: string;
  registration: PublicRegistration;
  /** Every place is taken: she joins the waitlist. */
  waitlist: boolean;
  onRegistered: () => void;
}) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const action = pageFormAction('event-registration', useLocalizedPath()(`/events/${slug}`));
  // Sent before the page's scripts had run: the server's answer is this page, showing the result.
  const sent = usePageFormResult('event-registration');
  const [status, setStatus] = useState<Status>(() => {
    if (sent?.status === 'success')
      return {
        state: 'done',
        answer: { status: sent.registration?.status ?? 'confirmed', position: sent.registration?.position, message: sent.message },
      };
    if (sent?.status === 'error') return { state: 'error', message: sent.message, fields: sent.fields };
    return { state: 'idle' };
  });
  useMemberDetails(formRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'sending' });
    try {
      const answer = await registerForEvent(eventId, readRegisterForm(event.currentTarget, registration.questions));
      setStatus({ state: 'done', answer });
      onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network')
        setStatus({ state: 'error', message: i18n._(sharedMessages.helpNetworkError) });
      else if (error instanceof ApiError && error.body)
        setStatus({ state: 'error', message: error.body.message, fields: error.body.fields });
      else setStatus({ state: 'error', message: i18n._(sharedMessages.helpError) });
    }
  }

  if (status.state === 'done') return <RegisterResult {...status.answer} focus={sent === undefined} />;
  const fields = status.state === 'error' ? status.fields : undefined;
  const sending = status.state === 'sending';
  const labelOf = (label: string, isRequired: boolean) => (isRequired ? `${label} ${t(required)}` : label);

  return (
    <form ref={formRef} method="post" action={action} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={labelOf(t`Name`, true)}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={sentValue(sent, 'name')}
        error={fields?.name}
      />
      <TextField
        label={labelOf(t`Email`, true)}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={sentValue(sent, 'email')}
        error={fields?.email}
      />
      {registration.questions.map((question) => {
        const name = answerField(question.id);
        const props = {
          label: labelOf(question.label, question.required),
          name,
          required: question.required,
          defaultValue: sentValue(sent, name),
          error: fields?.[name],
        };
        return question.kind === 'choice' ? (
          <SelectField key={question.id} {...props} options={question.options} placeholder={t`Select...`} />
        ) : (
          <TextField key={question.id} {...props} maxLength={500} />
        );
      })}
      {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="w-full sm:w-auto sm:px-10">
        {waitlist ? <Trans>Join the waitlist</Trans> : <Trans>Register</Trans>}
      </Button>
    </form>
  );
}
