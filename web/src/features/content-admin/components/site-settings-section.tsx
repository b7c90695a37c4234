import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { SiteSettingsItem, StatSource } from '@wfc/shared';
import { getSiteRevision, getSiteRevisions } from '../api/get-site-revisions';
import { getSiteSettings } from '../api/get-site-settings';
import { restoreSiteRevision } from '../api/restore-site-revision';
import { saveSiteSettings } from '../api/save-site-settings';
import { labelsIn, siteSettingTexts } from '../lib/content-labels';
import { ContentItemEditor } from './content-item-editor';
import { fromDraft, SiteSettingsFields, statLabels, statSourceLabels, toDraft } from './site-settings-fields';

/**
 * A setting as the version history shows it: a text as it is, the links as "label: address", the
 * home statistics and their sources in the editor's own words ("Members 1,200"; "Members: Live:
 * members"), not their stored keys.
 */
const valueTextIn =
  (i18n: I18n) =>
  (key: keyof SiteSettingsItem, value: SiteSettingsItem[keyof SiteSettingsItem]): string => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map((link) => `${link.label}: ${link.url}`).join(', ');
    const stat = (name: string) => i18n._(statLabels[name as keyof typeof statLabels]);
    if (key === 'statSources')
      return Object.entries(value)
        .map(([name, source]) => `${stat(name)}: ${i18n._(statSourceLabels[source as StatSource])}`)
        .join(', ');
    return Object.entries(value)
      .map(([name, figure]) => `${stat(name)} ${i18n.number(Number(figure))}`)
      .join(', ');
  };

const getRevision = (version: number) => getSiteRevision(version);

/** The site settings: the club's name and tagline, the mission and statistics of the home page, the footer's contact details. */
export function SiteSettingsSection() {
  const { t, i18n } = useLingui();
  return (
    <>
      <p className="mt-1 text-gray-700">
        <Trans>
          The club&apos;s name and tagline, the mission and statistics on the home page, and the contact details in every page&apos;s
          footer.
        </Trans>
      </p>
      <ContentItemEditor
        load={getSiteSettings}
        loadRevisions={getSiteRevisions}
        loadFailure={t`The site settings could not be loaded.`}
        toDraft={toDraft}
        fromDraft={fromDraft}
        fields={(props) => <SiteSettingsFields {...props} />}
        save={saveSiteSettings}
        failure={t`The settings could not be saved. Please try again.`}
        labels={labelsIn(i18n, siteSettingTexts)}
        valueText={valueTextIn(i18n)}
        getRevision={getRevision}
        restore={restoreSiteRevision}
      />
    </>
  );
}
