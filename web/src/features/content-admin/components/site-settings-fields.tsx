import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteSettingsItem, StatSource } from '@wfc/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { WithMalayalam } from './translation-field';

type Stats = SiteSettingsItem['stats'];

/** The form's copy of the settings: the statistics as typed, so a half-typed number stays on screen. */
export type SiteDraft = Omit<SiteSettingsItem, 'stats'> & { stats: Record<keyof Stats, string> };

export const toDraft = (site: SiteSettingsItem): SiteDraft => ({
  ...site,
  social: site.social.map((link) => ({ ...link })),
  ml: { ...site.ml },
  stats: {
    members: String(site.stats.members),
    visitors: String(site.stats.visitors),
    programs: String(site.stats.programs),
    impact: String(site.stats.impact),
  },
});

/** The settings to send; a number that does not read as one is sent as NaN for the server to name. */
export const fromDraft = (draft: SiteDraft): SiteSettingsItem => ({
  ...draft,
  stats: {
    members: Number(draft.stats.members.trim() || Number.NaN),
    visitors: Number(draft.stats.visitors.trim() || Number.NaN),
    programs: Number(draft.stats.programs.trim() || Number.NaN),
    impact: Number(draft.stats.impact.trim() || Number.NaN),
  },
});

export const statLabels = {
  members: msg`Members`,
  visitors: msg`Visitors`,
  programs: msg`Programs`,
  impact: msg`Impact`,
} as const;

/** The fields of the labels the home page shows under the numbers (issue 26). */
const statTextLabels = {
  members: msg`Members label`,
  visitors: msg`Visitors label`,
  programs: msg`Programs label`,
  impact: msg`Impact label`,
} as const;

/** Where each home counter's figure comes from (issue 43): the number typed here, or a live figure. */
const statSourceFields = {
  members: msg`Members: the figure shown`,
  visitors: msg`Visitors: the figure shown`,
  programs: msg`Programs: the figure shown`,
  impact: msg`Impact: the figure shown`,
} as const;

export const statSourceLabels = {
  typed: msg`A number I type`,
  members: msg`Live: members`,
  visitors: msg`Live: daily visitors, averaged over 30 days`,
  sessions: msg`Live: mentoring sessions held`,
  events: msg`Live: events held`,
} as const satisfies Record<StatSource, unknown>;

interface Props {
  draft: SiteDraft;
  errors: Record<string, string>;
  onChange: (draft: SiteDraft) => void;
}

/** The site settings' fields: the footer's contact details, the home page's statistics and mission, the social links; each text with its Malayalam. */
export function SiteSettingsFields({ draft, errors, onChange }: Props) {
  const { t, i18n } = useLingui();
  const whatsappHintId = useId();
  const set = <K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) => onChange({ ...draft, [key]: value });
  const ml = <K extends keyof SiteDraft['ml']>(key: K) => ({
    value: draft.ml[key],
    onChange: (value: string) => set('ml', { ...draft.ml, [key]: value }),
    error: errors[`ml.${key}`],
  });
  const setLink = (index: number, part: 'label' | 'url', value: string) =>
    set(
      'social',
      draft.social.map((link, at) => (at === index ? { ...link, [part]: value } : link)),
    );
  const label = { name: t`Club name`, region: t`Region`, tagline: t`Tagline`, mission: t`Mission text`, address: t`Address` };

  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-brand-900">
          <Trans>The club</Trans>
        </legend>
        <WithMalayalam label={label.name} maxLength={100} {...ml('name')}>
          <TextField
            label={label.name}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
            maxLength={100}
            required
          />
        </WithMalayalam>
        <WithMalayalam label={label.region} maxLength={60} {...ml('region')}>
          <TextField
            label={label.region}
            value={draft.region}
            onChange={(e) => set('region', e.target.value)}
            error={errors.region}
            maxLength={60}
            required
          />
        </WithMalayalam>
        <WithMalayalam label={label.tagline} maxLength={200} {...ml('tagline')}>
          <TextField
            label={label.tagline}
            value={draft.tagline}
            onChange={(e) => set('tagline', e.target.value)}
            error={errors.tagline}
            maxLength={200}
            required
          />
        </WithMalayalam>
        <WithMalayalam label={label.mission} maxLength={2000} rows={5} {...ml('mission')}>
          <TextAreaField
            label={label.mission}
            value={draft.mission}
            onChange={(e) => set('mission', e.target.value)}
            error={errors.mission}
            maxLength={2000}
            rows={5}
            required
          />
        </WithMalayalam>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-brand-900">
          <Trans>Contact details</Trans>
        </legend>
        <WithMalayalam label={label.address} maxLength={300} rows={3} className="sm:col-span-2" {...ml('address')}>
          <TextAreaField
            label={label.address}
            value={draft.address}
            onChange={(e) => set('address', e.target.value)}
            error={errors.address}
            maxLength={300}
            rows={3}
            required
          />
        </WithMalayalam>
        <TextField
          label={t`E-mail`}
          type="email"
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          maxLength={254}
          required
        />
        <TextField
          label={t`Phone`}
          type="tel"
          value={draft.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={errors.phone}
          maxLength={40}
          required
        />
        <TextField
          label={t`WhatsApp number (optional)`}
          type="tel"
          inputMode="tel"
          value={draft.whatsapp}
          onChange={(e) => set('whatsapp', e.target.value)}
          error={errors.whatsapp}
          maxLength={16}
          pattern="\+[1-9][0-9]{6,14}"
          {...(errors.whatsapp ? {} : { 'aria-describedby': whatsappHintId })}
          placeholder="+919847012345"
        />
        <p id={whatsappHintId} className="text-sm text-gray-700 sm:col-span-2">
          <Trans>
            The club's number on WhatsApp with a + and its country code, digits only. When it is set, the site shows "Chat on WhatsApp"
            beside your contact details.
          </Trans>
        </p>
        <TextField
          label={t`Website`}
          type="url"
          value={draft.website}
          onChange={(e) => set('website', e.target.value)}
          error={errors.website}
          maxLength={500}
          required
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-brand-900">
          <Trans>Home statistics</Trans>
        </legend>
        <p className="mb-3 text-sm text-gray-700">
          <Trans>
            Each number with the label the home page shows under it: a number you type, or a live figure, counted again at most every hour.
          </Trans>
        </p>
        <div className="grid gap-4">
          {(Object.keys(statLabels) as (keyof Stats)[]).map((key) => {
            const labelKey = `${key}Label` as const;
            const labelText = i18n._(statTextLabels[key]);
            return (
              <div key={key} className="grid gap-4 rounded-lg border border-gray-200 p-3 sm:grid-cols-[minmax(8rem,1fr)_3fr]">
                <div className="grid content-start gap-4">
                  <SelectField
                    label={i18n._(statSourceFields[key])}
                    value={draft.statSources[key]}
                    onChange={(e) => set('statSources', { ...draft.statSources, [key]: e.target.value as StatSource })}
                    options={(Object.keys(statSourceLabels) as StatSource[]).map((value) => ({
                      value,
                      label: i18n._(statSourceLabels[value]),
                    }))}
                  />
                  {/* A live figure's number is the server's: the typed one is kept for when she goes back to typing. */}
                  {draft.statSources[key] === 'typed' && (
                    <TextField
                      label={i18n._(statLabels[key])}
                      inputMode="numeric"
                      value={draft.stats[key]}
                      onChange={(e) => set('stats', { ...draft.stats, [key]: e.target.value })}
                      required
                    />
                  )}
                </div>
                <WithMalayalam label={labelText} maxLength={40} {...ml(labelKey)}>
                  <TextField
                    label={labelText}
                    value={draft[labelKey]}
                    onChange={(e) => set(labelKey, e.target.value)}
                    error={errors[labelKey]}
                    maxLength={40}
                    required
                  />
                </WithMalayalam>
              </div>
            );
          })}
        </div>
        {errors.stats && <p className="mt-2 text-sm text-red-700">{errors.stats}</p>}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-brand-900">
          <Trans>Social links</Trans>
        </legend>
        <ul className="space-y-3">
          {draft.social.map((link, index) => {
            const number = index + 1;
            const name = link.label || t`unnamed`;
            return (
              <li key={index} className="grid items-end gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_2fr_auto]">
                <TextField
                  label={t`Link ${number} name`}
                  value={link.label}
                  onChange={(e) => setLink(index, 'label', e.target.value)}
                  maxLength={40}
                  required
                />
                <TextField
                  label={t`Link ${number} address`}
                  type="url"
                  value={link.url}
                  onChange={(e) => setLink(index, 'url', e.target.value)}
                  maxLength={500}
                  required
                />
                <Button
                  variant="ghost"
                  onClick={() =>
                    set(
                      'social',
                      draft.social.filter((_, at) => at !== index),
                    )
                  }
                  aria-label={t`Remove link ${number} (${name})`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
        {errors.social && <p className="mt-2 text-sm text-red-700">{errors.social}</p>}
        {draft.social.length < 8 && (
          <Button variant="secondary" className="mt-3" onClick={() => set('social', [...draft.social, { label: '', url: 'https://' }])}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add a link</Trans>
          </Button>
        )}
      </fieldset>
    </div>
  );
}
