import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field';
import { nextPeriod, type PeriodDraft } from '../lib/schedule-draft';

/**
 * A day's periods of hours, each from and to on a quarter hour, with Remove, and Add hours; `day`
 * names the day in the controls' names ("From, Monday, period 1"), `errors` the server's by place.
 */
export function PeriodList({
  periods,
  onChange,
  day,
  errors,
  emptyText,
}: {
  periods: readonly PeriodDraft[];
  onChange: (periods: PeriodDraft[]) => void;
  day: string;
  errors: Record<string, string>;
  emptyText: string;
}) {
  const { t } = useLingui();
  const update = (key: string, change: Partial<PeriodDraft>) =>
    onChange(periods.map((period) => (period.key === key ? { ...period, ...change } : period)));
  return (
    <div className="space-y-2">
      {periods.length === 0 ? (
        <p className="text-sm text-gray-700">{emptyText}</p>
      ) : (
        <ul className="space-y-2">
          {periods.map((period, index) => {
            const number = index + 1;
            return (
              <li key={period.key} className="flex flex-wrap items-start gap-x-3 gap-y-2">
                <TimeField
                  label={t`From`}
                  detail={t`${day}, period ${number}`}
                  value={period.start}
                  onChange={(start) => update(period.key, { start })}
                  error={errors[`period:${period.key}:start`]}
                />
                <TimeField
                  label={t`Until`}
                  detail={t`${day}, period ${number}`}
                  value={period.end}
                  onChange={(end) => update(period.key, { end })}
                  error={errors[`period:${period.key}:end`]}
                />
                {/* Level with the fields, below their labels, whether or not an error follows them. */}
                <Button variant="ghost" onClick={() => onChange(periods.filter(({ key }) => key !== period.key))} className="mt-5">
                  <Trans>
                    Remove{' '}
                    <span className="sr-only">
                      {day}, period {number}
                    </span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" onClick={() => onChange([...periods, nextPeriod(periods)])}>
        <Trans>
          Add hours <span className="sr-only">on {day}</span>
        </Trans>
      </Button>
    </div>
  );
}

/** A time on a quarter hour, its visible label completed for a screen reader by `detail`. */
function TimeField({
  label,
  detail,
  value,
  onChange,
  error,
}: {
  label: string;
  detail: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="w-36">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
        <span className="sr-only">, {detail}</span>
      </label>
      <input
        id={id}
        type="time"
        step={900}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
