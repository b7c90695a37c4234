import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '../../../components/ui/tabs';
import { useDashboardPlace } from '../../../lib/use-dashboard-place';
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
 * Each tab has its own address: `/admin/content` (Site settings), `/admin/content/events` (issue 26).
 */
export function ContentPanel() {
  const { t } = useLingui();
  const place = useDashboardPlace('admin');
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title" className="text-2xl font-bold text-brand-900">
        <Trans>Content</Trans>
      </h2>
      <div className="mt-4">
        <Tabs
          label={t`Content`}
          selected={place.tab ?? 'site-settings'}
          onSelect={(tab, { byArrowKey }) => place.open('content', tab, { replace: byArrowKey })}
          tabs={[
            { id: 'site-settings', label: t`Site settings`, panel: <SiteSettingsSection /> },
            { id: 'home-carousel', label: t`Home carousel`, panel: <CarouselSection /> },
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
