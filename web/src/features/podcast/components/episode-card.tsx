import { Trans, useLingui } from '@lingui/react/macro';
import type { PodcastEpisode } from '@wfc/shared';
import { Headphones } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { MediaCard } from '../../../components/ui/media-card';
import { useContentLang } from '../../../lib/content-lang';

/** The listen link of an episode, named for screen readers by the episode and platform. */
export function ListenLink({ episode, variant = 'primary' }: { episode: PodcastEpisode; variant?: 'primary' | 'secondary' }) {
  const { t } = useLingui();
  const { title, platform } = episode;
  return (
    <a href={episode.link} {...newTabLinkProps} className={buttonClasses(variant)}>
      <Headphones aria-hidden="true" className="size-4" />
      <ExternalLinkLabel text={t`Listen`} context={t` to ${title} on ${platform}`} />
    </a>
  );
}

/** The platform an episode is on, as a small label. */
function PlatformLabel({ platform }: { platform: string }) {
  return (
    <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
      <span className="sr-only">
        <Trans>Platform:</Trans>{' '}
      </span>
      {platform}
    </span>
  );
}

/** One episode in the grid; hovering (or focusing into) the card zooms its image unless motion is reduced. */
export function EpisodeCard({ episode }: { episode: PodcastEpisode }) {
  // Episodes have no Malayalam version yet (decision 028): English on every page.
  const contentLang = useContentLang();
  return (
    <MediaCard image={episode.image} imageSources={episode.imageSources} imageAlt={episode.imageAlt} zoom>
      <p>
        <PlatformLabel platform={episode.platform} />
      </p>
      <h3 lang={contentLang} className="mt-3 text-xl font-semibold text-gray-900">
        {episode.title}
      </h3>
      <p lang={contentLang} className="mt-2 text-gray-700">
        {episode.description}
      </p>
      <div className="mt-auto pt-5">
        <ListenLink episode={episode} />
      </div>
    </MediaCard>
  );
}
