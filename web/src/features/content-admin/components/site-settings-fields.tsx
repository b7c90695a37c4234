import { siteSettingLabels, type SiteSettings } from '@wfc/shared';
import { Plus, Trash2 } from 'lucide-react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';

/** The form's copy of the settings: the statistics as typed, so a half-typed number stays on screen. */
export type SiteDraft = Omit<SiteSettings, 'stats'> & { stats: Record<keyof SiteSettings['stats'], string> };

export const toDraft = (site: SiteSettings): SiteDraft => ({
  ...site,
  social: site.social.map((link) => ({ ...link })),
  stats: {
    members: String(site.stats.members),
    visitors: String(site.stats.visitors),
    programs: String(site.stats.programs),
    impact: String(site.stats.impact),
  },
});

/** The settings to send; a number that does not read as one is sent as NaN for the server to name. */
export const fromDraft = (draft: SiteDraft): SiteSettings => ({
  ...draft,
  stats: {
    members: Number(draft.stats.members.trim() || Number.NaN),
    visitors: Number(draft.stats.visitors.trim() || Number.NaN),
    programs: Number(draft.stats.programs.trim() || Number.NaN),
    impact: Number(draft.stats.impact.trim() || Number.NaN),
  },
});

const statLabels: Record<keyof SiteSettings['stats'], string> = {
  members: 'Members',
  visitors: 'Visitors',
  programs: 'Programs',
  impact: 'Impact',
};

interface Props {
  draft: SiteDraft;
  errors: Record<string, string>;
  onChange: (draft: SiteDraft) => void;
}

/** The site settings' fields: the footer's contact details, the home page's statistics and mission, the social links. */
export function SiteSettingsFields({ draft, errors, onChange }: Props) {
  const set = <K extends keyof SiteDraft>(key: K, value: SiteDraft[K]) => onChange({ ...draft, [key]: value });
  const setLink = (index: number, part: 'label' | 'url', value: string) =>
    set('social', draft.social.map((link, at) => (at === index ? { ...link, [part]: value } : link)));

  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-brand-900">The club</legend>
        <TextField label={siteSettingLabels.name} value={draft.name} onChange={(e) => set('name', e.target.value)} error={errors.name} maxLength={100} required />
        <TextField label={siteSettingLabels.region} value={draft.region} onChange={(e) => set('region', e.target.value)} error={errors.region} maxLength={60} required />
        <TextField label={siteSettingLabels.tagline} value={draft.tagline} onChange={(e) => set('tagline', e.target.value)} error={errors.tagline} maxLength={200} required className="sm:col-span-2" />
        <TextAreaField label={siteSettingLabels.mission} value={draft.mission} onChange={(e) => set('mission', e.target.value)} error={errors.mission} maxLength={2000} rows={5} required className="sm:col-span-2" />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-brand-900">Contact details</legend>
        <TextAreaField label={siteSettingLabels.address} value={draft.address} onChange={(e) => set('address', e.target.value)} error={errors.address} maxLength={300} rows={3} required className="sm:col-span-2" />
        <TextField label={siteSettingLabels.email} type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} error={errors.email} maxLength={254} required />
        <TextField label={siteSettingLabels.phone} type="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} error={errors.phone} maxLength={40} required />
        <TextField label={siteSettingLabels.website} type="url" value={draft.website} onChange={(e) => set('website', e.target.value)} error={errors.website} maxLength={500} required className="sm:col-span-2" />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-brand-900">{siteSettingLabels.stats}</legend>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {(Object.keys(statLabels) as (keyof SiteSettings['stats'])[]).map((key) => (
            <TextField
              key={key}
              label={statLabels[key]}
              inputMode="numeric"
              value={draft.stats[key]}
              onChange={(e) => set('stats', { ...draft.stats, [key]: e.target.value })}
              required
            />
          ))}
        </div>
        {errors.stats && <p className="mt-2 text-sm text-red-700">{errors.stats}</p>}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-lg font-semibold text-brand-900">{siteSettingLabels.social}</legend>
        <ul className="space-y-3">
          {draft.social.map((link, index) => (
            <li key={index} className="grid items-end gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_2fr_auto]">
              <TextField label={`Link ${index + 1} name`} value={link.label} onChange={(e) => setLink(index, 'label', e.target.value)} maxLength={40} required />
              <TextField label={`Link ${index + 1} address`} type="url" value={link.url} onChange={(e) => setLink(index, 'url', e.target.value)} maxLength={500} required />
              <Button variant="ghost" onClick={() => set('social', draft.social.filter((_, at) => at !== index))} aria-label={`Remove link ${index + 1} (${link.label || 'unnamed'})`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {errors.social && <p className="mt-2 text-sm text-red-700">{errors.social}</p>}
        {draft.social.length < 8 && (
          <Button variant="secondary" className="mt-3" onClick={() => set('social', [...draft.social, { label: '', url: 'https://' }])}>
            <Plus aria-hidden="true" className="size-4" />
            Add a link
          </Button>
        )}
      </fieldset>
    </div>
  );
}
