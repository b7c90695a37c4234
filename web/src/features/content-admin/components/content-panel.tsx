import { Tabs } from '../../../components/ui/tabs';
import { EnablerProfilesSection } from './enabler-profiles-section';
import { EventsSection } from './events-section';
import { SiteSettingsSection } from './site-settings-section';

/**
 * The admin's Content screen (issue 17, decision 022): the site settings, the enablers'
 * profiles and the events, each saved on the version she edited, shown on the public pages at once, with history.
 */
export function ContentPanel() {
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title" className="text-2xl font-bold text-brand-900">
        Content
      </h2>
      <div className="mt-4">
        <Tabs
          label="Content"
          tabs={[
            { id: 'site', label: 'Site settings', panel: <SiteSettingsSection /> },
            { id: 'enablers', label: 'Enablers', panel: <EnablerProfilesSection /> },
            { id: 'events', label: 'Events', panel: <EventsSection /> },
          ]}
        />
      </div>
    </section>
  );
}
