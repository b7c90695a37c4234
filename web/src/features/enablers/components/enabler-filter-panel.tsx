import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { replayEarlyInput } from '../../../lib/early-input';
import { useExpertiseName } from '../lib/expertise-names';
import { experienceBands, toggleValue, type EnablerFilters, type ExperienceBand } from '../lib/filter-enablers';

interface EnablerFilterPanelProps {
  id: string;
  open: boolean;
  filters: EnablerFilters;
  expertiseTags: string[];
  regions: string[];
  onChange: (filters: EnablerFilters) => void;
  onReset: () => void;
}

/** The directory's filters: expertise and region chips (any of the chosen), the experience radio, Reset Filters. */
export function EnablerFilterPanel({ id, open, filters, expertiseTags, regions, onChange, onReset }: EnablerFilterPanelProps) {
  const { t } = useLingui();
  const expertiseName = useExpertiseName();
  return (
    <div id={id} hidden={!open} className="mt-4 rounded-2xl border border-gray-200 bg-gray-50 p-5 text-left sm:p-6">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr_1fr]">
        <ChipGroup
          legend={t`Expertise`}
          options={expertiseTags}
          nameOf={expertiseName}
          chosen={filters.expertise}
          onToggle={(tag) => onChange({ ...filters, expertise: toggleValue(filters.expertise, tag) })}
        />
        <ChipGroup
          legend={t`Region`}
          options={regions}
          chosen={filters.regions}
          onToggle={(region) => onChange({ ...filters, regions: toggleValue(filters.regions, region) })}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">
            <Trans>Experience</Trans>
          </legend>
          <div className="mt-2 space-y-1">
            {experienceBands.map((band) => (
              <label key={band.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-900 sm:min-h-9">
                <input
                  ref={replayEarlyInput}
                  type="radio"
                  name="experience"
                  value={band.value}
                  checked={filters.experience === band.value}
                  onChange={() => onChange({ ...filters, experience: band.value as ExperienceBand })}
                  className="size-4 accent-brand-800"
                />
                {t(band.label)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <Button variant="secondary" onClick={onReset} className="mt-6">
        <Trans>Reset Filters</Trans>
      </Button>
    </div>
  );
}

function ChipGroup({
  legend,
  options,
  nameOf,
  chosen,
  onToggle,
}: {
  legend: string;
  options: string[];
  nameOf?: (value: string) => { name: string; lang: 'en' | undefined };
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const on = chosen.includes(option);
          const { name, lang } = nameOf?.(option) ?? { name: option, lang: undefined };
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              lang={lang}
              onClick={() => onToggle(option)}
              className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
                on
                  ? 'border-brand-800 bg-brand-800 text-white hover:bg-brand-900'
                  : 'border-gray-400 bg-white text-gray-900 hover:border-brand-800 hover:bg-brand-50'
              }`}
            >
              {on && <Check aria-hidden="true" className="size-4" />}
              {name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
