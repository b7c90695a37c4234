import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseRating } from '@wfc/shared';
import { MAX_REASON } from '@wfc/shared/fields';
import { useId, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';

const choices = [
  { value: 1, label: msg`Poor` },
  { value: 2, label: msg`Fair` },
  { value: 3, label: msg`Good` },
  { value: 4, label: msg`Very good` },
  { value: 5, label: msg`Excellent` },
] as const;

type Status = { state: 'idle' | 'submitting' | 'saved' } | { state: 'invalid' | 'error'; message: string };

/**
 * Once her case is completed, the requester rates the help from 1 to 5 (native radio buttons, so
 * the arrow keys move between them) with an optional comment; a thank-you follows the save.
 */
export function RatingForm({
  current,
  save,
  level = 2,
}: {
  current: CaseRating | null;
  save: (rating: number, comment: string) => Promise<unknown>;
  /** The heading's level: under the page's h1, or inside a request opened in a list (h3). */
  level?: 2 | 4;
}) {
  const { t } = useLingui();
  const id = useId();
  const Heading = `h${level}` as const;
  const [rating, setRating] = useState<number | null>(current?.rating ?? null);
  const [comment, setComment] = useState(current?.comment ?? '');
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === null) {
      setStatus({ state: 'invalid', message: t`Please choose a rating from 1 to 5.` });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      await save(rating, comment.trim());
      setStatus({ state: 'saved' });
    } catch (error) {
      setStatus({ state: 'error', message: messageOf(error, t`Your rating could not be saved. Please try again.`) });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading id={`${id}-title`} className={level === 2 ? 'text-xl font-bold text-brand-900' : 'text-lg font-semibold text-gray-900'}>
        <Trans>Rate the help you received</Trans>
      </Heading>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <fieldset aria-describedby={status.state === 'invalid' ? `${id}-error` : undefined}>
          <legend className="text-sm font-medium text-gray-900">
            <Trans>How helpful was it, from 1 to 5?</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-400 bg-white px-4 py-2 text-sm text-gray-900 has-checked:border-brand-800 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="rating"
                  value={choice.value}
                  checked={rating === choice.value}
                  onChange={() => setRating(choice.value)}
                  className="size-4 accent-brand-800"
                />
                <span>
                  <span className="font-semibold">{choice.value}</span> {t(choice.label)}
                </span>
              </label>
            ))}
          </div>
          {status.state === 'invalid' && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
              {status.message}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t`Comment (optional)`}
          name="comment"
          rows={3}
          maxLength={MAX_REASON}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? t`Submitting...` : t`Save rating`}
        </Button>
        {status.state === 'saved' && <Banner tone="success">{t`Thank you for your rating! It helps the club and its enablers.`}</Banner>}
        {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
      </form>
    </section>
  );
}
