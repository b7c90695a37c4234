import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format-date';
import { newKey, nextPeriod, type OverrideDraft } from '../lib/schedule-draft';
import { PeriodList } from './period-list';
import { Group } from './form-group';

/** Dates unlike her week: each a day off or other hours, added and removed; the server's errors by each. */
export function DateOverrides({
  overrides,
  onChange,
  errors,
}: {
  overrides: readonly OverrideDraft[];
  onChange: (overrides: OverrideDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const update = (key: string, change: Partial<OverrideDraft>) =>
    onChange(overrides.map((override) => (override.key === key ? { ...override, ...change } : override)));
  return (
    <Group
      legend={t`Dates unlike your week`}
      hint={t`A day off, or other hours on one date, in place of that weekday's hours.`}
      error={errors.overrides}
      errorId={errorId}
    >
      {overrides.length > 0 && (
        <ul className="mb-3 space-y-3">
          {overrides.map((override, index) => {
            const dayErrors = [errors[`override:${override.key}:hours`], errors[`override:${override.key}:day`]].filter(
              (text) => text !== undefined,
            );
            const number = index + 1;
            const name = override.date ? formatDate(override.date, i18n.locale, { timeZone: 'UTC' }) : t`Date ${number}`;
            return (
              <li key={override.key}>
                <fieldset
                  className="min-w-0 space-y-2 rounded-lg border border-gray-200 p-3"
                  data-invalid={dayErrors.length > 0 ? true : undefined}
                  aria-describedby={dayErrors.length > 0 ? `${errorId}-${override.key}` : undefined}
                >
                  <legend className="px-1 text-base font-semibold text-gray-900">{name}</legend>
                  <TextField
                    label={t`Date`}
                    type="date"
                    value={override.date}
                    onChange={(event) => update(override.key, { date: event.target.value })}
                    error={errors[`override:${override.key}:date`]}
                    className="max-w-xs"
                  />
                  <div role="radiogroup" aria-label={t`On ${name}`} className="flex flex-wrap gap-x-6">
                    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
                      <input
                        type="radio"
                        name={`day-${override.key}`}
                        checked={override.dayOff}
                        onChange={() => update(override.key, { dayOff: true })}
                        className="size-5 shrink-0 accent-brand-800"
                      />
                      <Trans>Day off</Trans>
                    </label>
                    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
                      <input
                        type="radio"
                        name={`day-${override.key}`}
                        checked={!override.dayOff}
                        onChange={() =>
                          update(override.key, { dayOff: false, hours: override.hours.length > 0 ? override.hours : [nextPeriod([])] })
                        }
                        className="size-5 shrink-0 accent-brand-800"
                      />
                      <Trans>Other hours</Trans>
                    </label>
                  </div>
                  {dayErrors.length > 0 && (
                    <p id={`${errorId}-${override.key}`} className="text-sm text-red-700">
                      {dayErrors.join(' ')}
                    </p>
                  )}
                  {!override.dayOff && (
                    <PeriodList
                      periods={override.hours}
                      onChange={(hours) => update(override.key, { hours })}
                      day={name}
                      errors={errors}
                      emptyText={t`No hours: a day off.`}
                    />
                  )}
                  <Button variant="ghost" onClick={() => onChange(overrides.filter(({ key }) => key !== override.key))}>
                    <Trans>
                      Remove <span className="sr-only">{name}</span>
                    </Trans>
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" onClick={() => onChange([...overrides, { key: newKey('o'), date: '', dayOff: true, hours: [] }])}>
        <Trans>Add a date</Trans>
      </Button>
    </Group>
  );
}
