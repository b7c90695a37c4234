import type { VersionedSiteSettings } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { messageOf, useStaffQuery } from '../../guard/use-staff-query';
import { getSiteRevisions } from '../api/get-site-revisions';
import { getSiteSettings } from '../api/get-site-settings';
import { SiteRevisions } from './site-revisions';
import { SiteSettingsEditor } from './site-settings-editor';

/**
 * The admin's Content screen (issue 17, decision 022): the site settings, saved on the version she
 * edited, shown on the public pages at once, with their history. The other kinds of content join it.
 */
export function ContentPanel() {
  const settings = useStaffQuery(getSiteSettings);
  const revisions = useStaffQuery(getSiteRevisions);
  // The version in the editor, once she saved or reloaded one; a restore starts the editor anew on it.
  const [stored, setStored] = useState<VersionedSiteSettings | null>(null);
  const [restores, setRestores] = useState(0);
  const current = stored ?? settings.data;

  const onStored = (next: VersionedSiteSettings) => {
    setStored(next);
    revisions.reload();
  };
  const onRestored = (next: VersionedSiteSettings) => {
    onStored(next);
    setRestores((count) => count + 1);
  };

  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title" className="text-2xl font-bold text-brand-900">
        Content
      </h2>
      <p className="mt-1 text-gray-700">Site settings: the club&apos;s name and tagline, the mission and statistics on the home page, and the contact details in every page&apos;s footer.</p>
      {settings.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(settings.error, 'The site settings could not be loaded.')}
        </Banner>
      )}
      {current && (
        <div className="mt-4">
          <SiteSettingsEditor key={restores} stored={current} onStored={onStored} />
          {revisions.data && <SiteRevisions revisions={revisions.data} current={current} onRestored={onRestored} />}
        </div>
      )}
    </section>
  );
}
