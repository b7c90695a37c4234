import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TOPIC, type BookingAnswer } from '@wfc/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { sharedMessages } from '../../../lib/shared-messages';
import { useMemberDetails } from '../../member-account/lib/use-member-details';
import { bookSession } from '../api/book-session';
import { hourCycleOf, momentIn, SLOT_GONE_CODES } from '../lib/slot-days';
import { BookingResult } from './booking-result';

type Status =
  | { state: 'idle' | 'sending' }
  | { state: 'done'; answer: BookingAnswer }
  | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

/** The fields the form shows a message beside, in their order on the page. */
const FORM_FIELDS = ['name', 'email', 'topic'] as const;

const required = msg`(required)`;

/**
 * The booking form under the slots (issue 31): the chosen time, her name, e-mail and what she would
 * like to talk about. Its fields are not controlled, so what she typed stays through a new week's
 * slots, a length or zone changed, a refusal, and a member's details arriving late (they fill only
 * empty fields). A taken slot is said, and the week asked again through `onSlotGone`.
 */
export function BookingForm({
  profileId,
  durationMinutes,
  timeZone,
  start,
  enablerName,
  onSlotGone,
}: {
  profileId: number;
  durationMinutes: number;
  timeZone: string;
  start: string | undefined;
  enablerName: string;
  onSlotGone: () => void;
}) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const signedIn = useMemberDetails(formRef);

  // A refusal's fields: the focus goes to the first one named, its message read with it.
  useEffect(() => {
    if (status.state !== 'error' || !status.fields) return;
    const first = FORM_FIELDS.find((field) => status.fields?.[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!start) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setStatus({ state: 'sending' });
    try {
      const hourCycle = hourCycleOf(i18n.locale);
      const answer = await bookSession(
        profileId,
        {
          start,
          durationMinutes,
          name: text('name'),
          email: text('email'),
          topic: text('topic'),
          timeZone,
          ...(hourCycle ? { hourCycle } : {}),
        },
        signedIn,
      );
      setStatus({ state: 'done', answer });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network')
        setStatus({ state: 'error', message: i18n._(sharedMessages.helpNetworkError) });
      else if (error instanceof ApiError && error.body) {
        setStatus({ state: 'error', message: error.body.message, fields: error.body.fields });
        if (error.body.code && SLOT_GONE_CODES.has(error.body.code)) onSlotGone();
      } else setStatus({ state: 'error', message: i18n._(sharedMessages.helpError) });
    }
  }

  if (status.state === 'done') return <BookingResult answer={status.answer} />;
  const fields = status.state === 'error' ? status.fields : undefined;
  const sending = status.state === 'sending';
  const chosen = start ? momentIn(start, timeZone, i18n.locale) : '';

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} className="space-y-5">
      <p aria-live="polite" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {start ? (
          <Trans>
            Your time: {chosen}, {durationMinutes} minutes with {enablerName}.
          </Trans>
        ) : (
          <Trans>Please choose one of the free times above.</Trans>
        )}
      </p>
      <TextField label={`${t`Name`} ${t(required)}`} name="name" autoComplete="name" required maxLength={100} error={fields?.name} />
      <TextField label={`${t`Email`} ${t(required)}`} name="email" type="email" autoComplete="email" required error={fields?.email} />
      <TextAreaField
        label={`${t`What would you like to talk about?`} ${t(required)}`}
        name="topic"
        rows={4}
        required
        maxLength={MAX_TOPIC}
        error={fields?.topic}
      />
      {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
      <Button type="submit" disabled={sending || !start} aria-busy={sending || undefined} className="w-full sm:w-auto sm:px-10">
        <Trans>Book this time</Trans>
      </Button>
    </form>
  );
}
