import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { datesProblem, presetPeriod, type Period, type PeriodChoice } from '../lib/period';
import { formatPeriod } from '../lib/report-format';

const choiceLabels = {
  'this-month': msg`This month`,
  'last-month': msg`Last month`,
  quarter: msg`This quarter`,
  year: msg`This year`,
  dates: msg`Two dates`,
} as const satisfies Record<PeriodChoice, unknown>;

const problemTexts = {
  invalid: msg`Enter both dates.`,
  order: msg`The first date must not be after the last.`,
  span: msg`Choose at most three years.`,
} as const;

/**
 * The reports' period: a named one is shown as soon as it is chosen; two dates when she presses
 * Show. The chosen period is the caller's (the address's query), so a reload or a link keeps it.
 */
export function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange: (period: Period) => void }) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<PeriodChoice>(period.choice);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<keyof typeof problemTexts | null>(null);
  // Back or Forward to another period: the form shows it (without remounting, so the focus stays).
  const [shownPeriod, setShownPeriod] = useState(period);
  if (shownPeriod.choice !== period.choice || shownPeriod.from !== period.from || shownPeriod.to !== period.to) {
    setShownPeriod(period);
    setChoice(period.choice);
    setFrom(period.from);
    setTo(period.to);
    setProblem(null);
  }
  const shown = formatPeriod(period, i18n.locale);

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setProblem(null);
    if (next !== 'dates') onChange(presetPeriod(next, today));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== 'dates') return onChange(presetPeriod(choice, today));
    const found = datesProblem(from, to);
    setProblem(found);
    if (found === null) onChange({ choice: 'dates', from, to });
  };

  return (
    <form method="post" onSubmit={submit} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SelectField
          label={t`Period`}
          value={choice}
          onChange={(event) => choose(event.target.value as PeriodChoice)}
          options={(Object.keys(choiceLabels) as PeriodChoice[]).map((value) => ({ value, label: i18n._(choiceLabels[value]) }))}
          className="sm:w-48"
        />
        {choice === 'dates' && (
          <>
            <TextField
              label={t({ message: 'From', context: 'the first day of a period' })}
              type="date"
              value={from}
              max={today}
              onChange={(event) => setFrom(event.target.value)}
              error={problem ? i18n._(problemTexts[problem]) : undefined}
              required
              className="sm:w-48"
            />
            <TextField
              label={t({ message: 'To', context: 'the last day of a period' })}
              type="date"
              value={to}
              max={today}
              onChange={(event) => setTo(event.target.value)}
              required
              className="sm:w-48"
            />
            <Button type="submit" className="self-start sm:self-end">
              <Trans>Show</Trans>
            </Button>
          </>
        )}
      </div>
      <p className="mt-3 text-sm text-gray-700" aria-live="polite">
        <Trans>Showing {shown}</Trans>
      </p>
    </form>
  );
}
