import { Trans, useLingui } from '@lingui/react/macro';
import { sessionOutcomes, type SessionOutcome } from '@wfc/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { enablerOutcomeTexts } from '../lib/session-status-texts';

/** "Did it take place?" for a past confirmed session of hers: it did, she did not come, or I could not make it. */
export function OutcomeForm({ busy, onAnswer }: { busy: boolean; onAnswer: (outcome: SessionOutcome) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [outcome, setOutcome] = useState<SessionOutcome | null>(null);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome) onAnswer(outcome);
    else setMissing(true);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-2">
      <fieldset aria-describedby={missing ? `${id}-missing` : undefined} className="min-w-0">
        <legend className="text-sm font-semibold text-gray-900">
          <Trans>Did it take place?</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6">
          {sessionOutcomes.map((each) => (
            <label key={each} className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
              <input
                type="radio"
                name={`${id}-outcome`}
                checked={outcome === each}
                onChange={() => {
                  setOutcome(each);
                  setMissing(false);
                }}
                className="size-5 shrink-0 accent-brand-800"
              />
              {i18n._(enablerOutcomeTexts[each])}
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${id}-missing`} className="text-sm text-red-700">
            <Trans>Please choose an answer.</Trans>
          </p>
        )}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={busy}>
        <Trans>Save the answer</Trans>
      </Button>
    </form>
  );
}
