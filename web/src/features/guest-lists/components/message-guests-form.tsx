import { Trans, useLingui } from '@lingui/react/macro';
import { guestStates, type GuestCounts, type GuestState } from '@wfc/shared';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateForm } from '../../content-admin';
import { messageGuests } from '../api/message-guests';
import { countOfState, guestStateTexts } from '../lib/guest-texts';

/** "Write to guests": one e-mail to every guest in the states she ticks (Going to begin with), through the outbox. */
export function MessageGuestsForm({
  id,
  eventId,
  counts,
  onSent,
}: {
  id: string;
  eventId: string;
  counts: GuestCounts;
  onSent: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [states, setStates] = useState<GuestState[]>(['going']);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const toggle = (state: GuestState, on: boolean) => setStates(guestStates.filter((each) => (each === state ? on : states.includes(each))));
  const { errors, failure, saving, onSubmit } = useCreateForm(
    () => messageGuests(eventId, { states, subject, body }),
    (sent) => onSent(sent.message),
    t`The message could not be sent. Please try again.`,
  );

  return (
    <section id={id} aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={titleId} className="text-lg font-semibold text-brand-900">
        <Trans>Write to guests</Trans>
      </h3>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <fieldset aria-describedby={errors.states ? `${titleId}-states` : undefined}>
          <legend className="text-sm font-semibold text-gray-900">
            <Trans>Who gets it</Trans>
          </legend>
          <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
            {guestStates.map((state) => {
              const label = i18n._(guestStateTexts[state]);
              const count = counts[countOfState[state]];
              return (
                <CheckboxField
                  key={state}
                  label={`${label} (${count})`}
                  checked={states.includes(state)}
                  onChange={(on) => toggle(state, on)}
                />
              );
            })}
          </div>
          {errors.states && (
            <p id={`${titleId}-states`} className="text-sm text-red-700">
              {errors.states}
            </p>
          )}
        </fieldset>
        <TextField
          label={t`Subject`}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
          maxLength={200}
          required
        />
        <TextAreaField
          label={t`Message`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={errors.body}
          maxLength={5000}
          rows={6}
          required
        />
        {failure && <Banner tone="error">{failure}</Banner>}
        <Button type="submit" disabled={saving}>
          {saving ? t`Sending...` : t`Send to these guests`}
        </Button>
      </form>
    </section>
  );
}
