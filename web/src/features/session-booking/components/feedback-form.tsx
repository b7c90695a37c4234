import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionFeedbackBody, SessionOutcome } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700';

/**
 * Her word after the session (issue 31): whether it took place, a rating from 1 to 5 when it did,
 * and a comment. The rating is asked only of a session that happened.
 */
export function FeedbackForm({
  enablerName,
  busy,
  onSend,
}: {
  enablerName: string;
  busy: boolean;
  onSend: (feedback: Omit<SessionFeedbackBody, 'token'>) => void;
}) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<SessionOutcome>();
  const [rating, setRating] = useState<number>();
  const outcomes: [SessionOutcome, string][] = [
    ['happened', t`Yes, it took place`],
    ['enabler-no-show', t`No: ${enablerName} did not come`],
    ['mentee-no-show', t`No: I could not come`],
  ];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!outcome) return;
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '').trim();
    onSend({ outcome, ...(outcome === 'happened' && rating ? { rating } : {}), ...(comment ? { comment } : {}) });
  }

  return (
    <section aria-labelledby="feedback-heading" className="mt-6 rounded-xl border border-gray-200 p-4 sm:p-5">
      <h2 id="feedback-heading" className="text-lg font-semibold text-gray-900">
        <Trans>How did it go?</Trans>
      </h2>
      <form method="post" onSubmit={onSubmit} className="mt-3 space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">
            <Trans>Did the session take place?</Trans>
          </legend>
          <div className="mt-1">
            {outcomes.map(([value, label]) => (
              <label key={value} className={choiceClasses}>
                <input
                  type="radio"
                  name="outcome"
                  value={value}
                  required
                  checked={outcome === value}
                  onChange={() => setOutcome(value)}
                  className="size-4 accent-brand-800"
                />
                <span className="text-gray-900">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {outcome === 'happened' && (
          <fieldset>
            <legend className="text-sm font-medium text-gray-900">
              <Trans>How helpful was it, from 1 (not at all) to 5 (very)?</Trans>
            </legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className={`${choiceClasses} border border-gray-400 px-3`}>
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    className="size-4 accent-brand-800"
                  />
                  <span className="font-medium text-gray-900">{value}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <TextAreaField label={t`Anything you would like to tell us? (optional)`} name="comment" rows={3} maxLength={2000} />
        <Button type="submit" disabled={busy || !outcome} aria-busy={busy || undefined}>
          <Trans>Send</Trans>
        </Button>
      </form>
    </section>
  );
}
