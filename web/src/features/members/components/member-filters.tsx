import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberFilter } from '@wfc/shared';
import { hearAboutOptions, interestOptions, jobFunctionOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';

const yesNo = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
] as const;

const selects = [
  { name: 'jobFunction', label: msg`Job function`, options: jobFunctionOptions },
  { name: 'vertical', label: msg`Vertical`, options: verticalOptions },
  { name: 'interest', label: msg`Interest`, options: interestOptions },
  { name: 'hearAbout', label: msg`Heard about us`, options: hearAboutOptions },
  { name: 'confirmed', label: msg`Confirmed`, options: yesNo },
  { name: 'emailPermission', label: msg`Email permission`, options: yesNo },
] as const;

/**
 * The Members screen's filters: a search by name or e-mail (applied with Search or Enter) and a
 * choice per option list of the form, confirmed and e-mail permission (applied at once).
 */
export function MemberFilters({ filter, onChange }: { filter: MemberFilter; onChange: (filter: MemberFilter) => void }) {
  const [search, setSearch] = useState(filter.q ?? '');
  const { t } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filter, q: search.trim() || undefined });
  };

  return (
    <form method="post" role="search" aria-label={t`Find members`} onSubmit={submit} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t`Name or email`}
          name="q"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={200}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {selects.map(({ name, label, options }) => (
          <SelectField
            key={name}
            label={t(label)}
            name={name}
            options={options.map((option) => ({
              value: option.value,
              label: typeof option.label === 'string' ? option.label : t(option.label),
            }))}
            placeholder={t`Any`}
            value={filter[name] ?? ''}
            onChange={(event) => onChange({ ...filter, [name]: event.target.value || undefined })}
          />
        ))}
      </div>
    </form>
  );
}
