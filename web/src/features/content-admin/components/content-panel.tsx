import { Tabs } from '../../../components/ui/tabs';
import { CarouselSection } from './carousel-section';
import { EnablerProfilesSection } from './enabler-profiles-section';
import { blogConfig } from './blog-post-fields';
import { CollectionSection } from './collection-section';
import { eventsConfig } from './event-fields';
import { podcastConfig } from './podcast-episode-fields';
import { webinarsConfig } from './webinar-fields';
import { SiteSettingsSection } from './site-settings-section';

/**
 * The admin's Content screen (issue 17, decision 022): the site settings, the enablers'
 * profiles, the events, blog posts, podcast episodes and webinars, each saved on the version she edited, shown on the public pages at once, with history.
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
            { id: 'carousel', label: 'Home carousel', panel: <CarouselSection /> },
            { id: 'enablers', label: 'Enablers', panel: <EnablerProfilesSection /> },
            { id: 'events', label: 'Events', panel: <CollectionSection config={eventsConfig} /> },
            { id: 'blog', label: 'Blog', panel: <CollectionSection config={blogConfig} /> },
            { id: 'podcast', label: 'Podcast', panel: <CollectionSection config={podcastConfig} /> },
            { id: 'webinars', label: 'Webinars', panel: <CollectionSection config={webinarsConfig} /> },
          ]}
        />
      </div>
    </section>
  );
}
