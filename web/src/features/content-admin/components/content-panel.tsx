import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title" className="text-2xl font-bold text-brand-900">
        <Trans>Content</Trans>
      </h2>
      <div className="mt-4">
        <Tabs
          label={t`Content`}
          tabs={[
            { id: 'site', label: t`Site settings`, panel: <SiteSettingsSection /> },
            { id: 'carousel', label: t`Home carousel`, panel: <CarouselSection /> },
            { id: 'enablers', label: t`Enablers`, panel: <EnablerProfilesSection /> },
            { id: 'events', label: t`Events`, panel: <CollectionSection config={eventsConfig} /> },
            { id: 'blog', label: t`Blog`, panel: <CollectionSection config={blogConfig} /> },
            { id: 'podcast', label: t`Podcast`, panel: <CollectionSection config={podcastConfig} /> },
            { id: 'webinars', label: t`Webinars`, panel: <CollectionSection config={webinarsConfig} /> },
          ]}
        />
      </div>
    </section>
  );
}
