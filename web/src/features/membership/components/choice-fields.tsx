import { Trans, useLingui } from '@lingui/react/macro';
import { localeNames, locales } from '@wfc/shared/locales';
import { interestOptions } from '@wfc/shared/membership/membership.options';
import { useId } from 'react';
import { replayEarlyInput } from '../../../lib/early-input';
import { translateOptions } from '../lib/option-labels';

interface Option {
  value: string;
  label: string;
}

/** A group of checkboxes sharing one `name`, for a choice of several values. */
export function CheckboxGroup({
  legend,
  name,
  options,
  error,
  defaultChosen = [],
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  error?: string | undefined;
  /** The values checked when the form is first shown (what a refused post had chosen). */
  defaultChosen?: readonly string[];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-900">
            <input
              ref={replayEarlyInput}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultChosen.includes(option.value)}
              className="size-5 shrink-0 rounded border-gray-400 accent-brand-800"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Reads the fields below from their form: the topics chosen (none: no e-mail) and the e-mail's language. */
export function readEmailChoices<Topic extends string>(form: HTMLFormElement): { topics: Topic[]; locale: 'en' | 'ml' } {
  const data = new FormData(form);
  return { topics: data.getAll('topics').map(String) as Topic[], locale: data.get('locale') === 'ml' ? 'ml' : 'en' };
}

/**
 * A member's e-mail choices as fields: the membership form's interests as topics (none at all: no
 * e-mail) and the language of her e-mail. Her own page and the e-mail's preferences page both use them.
 */
export function EmailChoiceFields({
  topics,
  locale,
  fieldErrors,
}: {
  /** What is saved now: the fields start from it. */
  topics: readonly string[];
  locale: 'en' | 'ml';
  fieldErrors?: Record<string, string> | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      {topics.length === 0 && (
        <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-800">
          <Trans>You have chosen no topic: the club sends you no e-mail.</Trans>
        </p>
      )}
      <CheckboxGroup
        legend={t`Topics`}
        name="topics"
        options={translateOptions(i18n, interestOptions)}
        defaultChosen={topics}
        error={fieldErrors?.topics}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">
          <Trans>Language of your e-mails</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {locales.map((each) => (
            <label key={each} className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-900">
              <input
                type="radio"
                name="locale"
                value={each}
                defaultChecked={locale === each}
                className="size-5 shrink-0 accent-brand-800"
              />
              {/* Each language in its own words, as the language switcher shows them. */}
              <span lang={each}>{localeNames[each]}</span>
            </label>
          ))}
        </div>
        {fieldErrors?.locale && <p className="mt-1 text-sm text-red-700">{fieldErrors.locale}</p>}
      </fieldset>
    </>
  );
}
