import type { MessageDescriptor } from '@lingui/core';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterFilters, NewsletterTopic } from '@wfc/shared';
import { interestOptions, jobFunctionOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import { useId } from 'react';
import { countOf } from '../../../lib/count';
import { translateOptions } from '../../membership';
import type { NewsletterDraft } from '../lib/newsletter-draft';
import { languageOptions } from '../lib/newsletter-texts';
import type { AudienceCount } from '../lib/use-audience-count';

type Errors = Record<string, string>;

/** A group of checkboxes with its legend, its choices kept in the list's order, and its error. */
function Checkboxes({
  legend,
  hint,
  options,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  error?: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const toggle = (value: string, on: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset aria-describedby={described || undefined} data-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900">
            <input
              type="checkbox"
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-5 shrink-0 accent-brand-800"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Who gets it: its topics (one at least), the filters (none checked: everyone), members-only; and how many that is now. */
export function AudienceFields({
  draft,
  errors,
  audience,
  onChange,
}: {
  draft: NewsletterDraft;
  errors: Errors;
  audience: AudienceCount;
  onChange: (draft: NewsletterDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const filtersErrorId = useId();
  const setFilter = (name: keyof NewsletterFilters, chosen: string[]) =>
    onChange({ ...draft, filters: { ...draft.filters, [name]: chosen } });
  const everyone = t`None checked: everyone.`;
  const translated = (options: readonly { value: string; label: MessageDescriptor }[]) =>
    options.map(({ value, label }) => ({ value, label: i18n._(label) }));

  return (
    <div className="space-y-5">
      <Checkboxes
        legend={t`Topics (at least one)`}
        hint={t`It goes to the members who chose one of these topics when they signed up or on their page.`}
        options={translateOptions(i18n, interestOptions)}
        chosen={draft.topics}
        error={errors.topics}
        onChange={(topics) => onChange({ ...draft, topics: topics as NewsletterTopic[] })}
      />
      <fieldset
        className="space-y-4 rounded-xl border border-gray-200 p-4"
        data-invalid={errors.filters ? true : undefined}
        aria-describedby={errors.filters ? filtersErrorId : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-gray-900">
          <Trans>Only some of them (optional)</Trans>
        </legend>
        <Checkboxes
          legend={t`Verticals`}
          hint={everyone}
          options={translateOptions(i18n, verticalOptions)}
          chosen={draft.filters.verticals}
          onChange={(chosen) => setFilter('verticals', chosen)}
        />
        <Checkboxes
          legend={t`Job functions`}
          hint={everyone}
          options={translateOptions(i18n, jobFunctionOptions)}
          chosen={draft.filters.jobFunctions}
          onChange={(chosen) => setFilter('jobFunctions', chosen)}
        />
        <Checkboxes
          legend={t`E-mail language`}
          hint={everyone}
          options={translated(languageOptions)}
          chosen={draft.filters.languages}
          onChange={(chosen) => setFilter('languages', chosen)}
        />
        {errors.filters && (
          <p id={filtersErrorId} className="text-sm text-red-700">
            {errors.filters}
          </p>
        )}
      </fieldset>
      <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
        <input
          type="checkbox"
          checked={draft.membersOnly}
          onChange={(e) => onChange({ ...draft, membersOnly: e.target.checked })}
          className="size-5 shrink-0 accent-brand-800"
        />
        <Trans>Members only: no page on the site, not in the newsletter archive</Trans>
      </label>
      <AudienceLine audience={audience} />
    </div>
  );
}

/** "This will reach N members", said politely as it changes. */
function AudienceLine({ audience }: { audience: AudienceCount }) {
  const { count } = audience;
  return (
    <p aria-live="polite" className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
      {count !== undefined ? (
        <WillReach members={count} />
      ) : audience.failed ? (
        <Trans>The members could not be counted just now.</Trans>
      ) : audience.counting ? (
        <Trans>Counting the members…</Trans>
      ) : (
        <Trans>Choose at least one topic to see how many members it reaches.</Trans>
      )}
    </p>
  );
}

/** "This will reach N members." */
function WillReach({ members }: { members: number }) {
  const { i18n } = useLingui();
  const { form, text: count } = countOf(members, i18n.locale);
  return <Select value={form} _one={`This will reach ${count} member.`} other={`This will reach ${count} members.`} />;
}
