import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteSettingsItem } from '@wfc/shared';
import { getSiteRevision, getSiteRevisions } from '../api/get-site-revisions';
import { getSiteSettings } from '../api/get-site-settings';
import { restoreSiteRevision } from '../api/restore-site-revision';
import { saveSiteSettings } from '../api/save-site-settings';
import { labelsIn, siteSettingTexts } from '../lib/content-labels';
import { ContentItemEditor } from './content-item-editor';
import { fromDraft, SiteSettingsFields, toDraft } from './site-settings-fields';

function valueText(_key: keyof SiteSettingsItem, value: SiteSettingsItem[keyof SiteSettingsItem]): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((link) => `${link.label}: ${link.url}`).join(', ');
  return Object.entries(value)
    .map(([name, figure]) => `${name} ${figure}`)
    .join(', ');
}

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
        valueText={valueText}
        getRevision={getRevision}
        restore={restoreSiteRevision}
      />
    </>
  );
}
