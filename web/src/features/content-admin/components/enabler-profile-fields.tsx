import { Trans, useLingui } from '@lingui/react/macro';
import type { EditableEnablerProfile, EnablerProfileItem } from '@wfc/shared';
import { useId } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { EnablerPortrait } from '../../enablers/components/enabler-portrait';
import { PhotoUpload } from './photo-upload';
import { WithMalayalam } from './translation-field';

/**
 * The form's copy of a profile: the years as typed, so a half-typed number stays on screen, and a
 * newly uploaded photo's id (shown meanwhile), saved with the rest.
 */
export type ProfileDraft = Omit<EnablerProfileItem, 'yearsOfExperience'> & { yearsOfExperience: string; photoMediaId?: string };

export const toProfileDraft = ({ yearsOfExperience, ...item }: EnablerProfileItem): ProfileDraft => ({
  ...item,
  ml: { ...item.ml },
  yearsOfExperience: String(yearsOfExperience),
});

/** The fields to send: the photo only as a new upload's id; years that do not read as a number are sent for the server to name. */
export const fromProfileDraft = ({
  photo: _photo,
  photoSources: _sources,
  photoAlt: _alt,
  hidden: _hidden,
  inTrash: _inTrash,
  photoMediaId,
  yearsOfExperience,
  ...draft
}: ProfileDraft): EditableEnablerProfile & { photoMediaId?: string } => ({
  ...draft,
  yearsOfExperience: Number(yearsOfExperience.trim() || Number.NaN),
  ...(photoMediaId ? { photoMediaId } : {}),
});

interface Props {
  draft: ProfileDraft;
  errors: Record<string, string>;
  onChange: (draft: ProfileDraft) => void;
  /** The site's expertise list, to choose from. */
  expertise: readonly string[];
}

/** A directory profile's fields, her title, biography and region each with its Malayalam, and her photo shown as the directory shows it. */
export function EnablerProfileFields({ draft, errors, onChange, expertise }: Props) {
  const { t } = useLingui();
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => onChange({ ...draft, [key]: value });
  const ml = <K extends keyof ProfileDraft['ml']>(key: K) => ({
    value: draft.ml[key],
    onChange: (value: string) => set('ml', { ...draft.ml, [key]: value }),
    error: errors[`ml.${key}`],
  });
  const title = t`Title`;
  const description = t`Description`;
  const region = t`Region`;
  const expertiseError = useId();
  const toggle = (tag: string, on: boolean) =>
    set('expertise', on ? [...draft.expertise, tag] : draft.expertise.filter((chosen) => chosen !== tag));

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex shrink-0 flex-col items-center gap-2">
          <EnablerPortrait enabler={draft} sizes="80px" width={80} height={80} className="size-20 rounded-full object-cover" />
          <p className="text-sm text-gray-700">
            {draft.photoMediaId ? <Trans>New photo, not saved yet</Trans> : <Trans>The photo now</Trans>}
          </p>
        </div>
        <div className="min-w-0 flex-1">
          <PhotoUpload preferredWidth={160} onUploaded={(photo) => onChange({ ...draft, ...photo })} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Name`}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          maxLength={100}
          required
          className="sm:col-span-2"
        />
        <WithMalayalam label={title} maxLength={150} className="sm:col-span-2" {...ml('title')}>
          <TextField
            label={title}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            maxLength={150}
            required
          />
        </WithMalayalam>
        <WithMalayalam label={description} maxLength={2000} rows={5} className="sm:col-span-2" {...ml('description')}>
          <TextAreaField
            label={description}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            maxLength={2000}
            rows={5}
            required
          />
        </WithMalayalam>
        <WithMalayalam label={region} maxLength={60} {...ml('region')}>
          <TextField
            label={region}
            value={draft.region}
            onChange={(e) => set('region', e.target.value)}
            error={errors.region}
            maxLength={60}
            required
          />
        </WithMalayalam>
        <TextField
          label={t`Years of experience`}
          inputMode="numeric"
          value={draft.yearsOfExperience}
          onChange={(e) => set('yearsOfExperience', e.target.value)}
          error={errors.yearsOfExperience}
          required
        />
      </div>
      <fieldset aria-describedby={errors.expertise ? expertiseError : undefined}>
        <legend className="text-sm font-medium text-gray-900">
          <Trans>Expertise</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {expertise.map((tag) => (
            <label key={tag} className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 text-sm text-gray-900">
              <input
                type="checkbox"
                checked={draft.expertise.includes(tag)}
                onChange={(e) => toggle(tag, e.target.checked)}
                className="size-5 shrink-0 accent-brand-800"
              />
              {tag}
            </label>
          ))}
        </div>
        {errors.expertise && (
          <p id={expertiseError} className="mt-1 text-sm text-red-700">
            {errors.expertise}
          </p>
        )}
      </fieldset>
    </div>
  );
}
