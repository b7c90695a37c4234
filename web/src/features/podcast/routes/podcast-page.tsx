import { Trans } from '@lingui/react/macro';
import type { PodcastEpisode } from '@wfc/shared';
import { ListPage } from '../../../components/list-page';
import { buttonClasses } from '../../../components/ui/button';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';
import { useContentLang } from '../../../lib/content-lang';
import { BackToResources } from '../../resources';
import { usePodcastEpisodes } from '../api/get-podcast-episodes';
import { EpisodeCard, ListenLink } from '../components/episode-card';

/** Where the podcast can be followed (product-spec.md §2: three platforms). */
const platforms = [
  { name: 'Spotify', url: 'https://open.spotify.com' },
  { name: 'Apple Podcasts', url: 'https://podcasts.apple.com' },
  { name: 'YouTube', url: 'https://www.youtube.com' },
];

function latestOf(episodes: readonly PodcastEpisode[]): PodcastEpisode | undefined {
  return episodes.reduce<PodcastEpisode | undefined>(
    (latest, episode) => (!latest || episode.publishedAt > latest.publishedAt ? episode : latest),
    undefined,
  );
}

/** The Podcast screen (product-spec.md §2), at /resources/podcast and /podcast. */
export default function PodcastPage() {
  const query = usePodcastEpisodes();

  return (
    <ListPage
      query={query}
      back={<BackToResources />}
      title={<Trans>Our Podcast</Trans>}
      intro={<Trans>Honest conversations with women founders, investors and enablers about building a company and a career.</Trans>}
      failed={<Trans>The episodes could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading episodes…</Trans>}
      after={<Platforms />}
    >
      {(episodes) => (
        <>
          <LatestEpisode episodes={episodes} />

          <section aria-labelledby="all-episodes-title" className="mt-14">
            <h2 id="all-episodes-title" className="text-2xl font-bold text-gray-900">
              <Trans>All episodes</Trans>
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {episodes.map((episode) => (
                <li key={episode.id}>
                  <EpisodeCard episode={episode} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </ListPage>
  );
}

/** The newest episode, large, with where it is published and its Listen link. */
function LatestEpisode({ episodes }: { episodes: readonly PodcastEpisode[] }) {
  const latest = latestOf(episodes);
  const contentLang = useContentLang();
  if (!latest) return null;
  const platform = latest.platform;
  return (
    <section
      aria-labelledby="latest-episode-title"
      className="focus-ring-light mt-10 overflow-hidden rounded-3xl bg-brand-950 text-white md:grid md:grid-cols-2"
    >
      <img
        src={latest.image}
        alt={latest.imageAlt}
        width={640}
        height={360}
        decoding="async"
        className="aspect-video h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <h2 id="latest-episode-title" className="text-sm font-semibold uppercase tracking-wide text-brand-200">
          <Trans>Latest episode</Trans>
        </h2>
        <p lang={contentLang} className="mt-3 text-2xl font-bold sm:text-3xl">
          {latest.title}
        </p>
        <p lang={contentLang} className="mt-3 text-gray-100">
          {latest.description}
        </p>
        <p className="mt-4 text-sm text-gray-100">
          <Trans>
            On <span className="font-semibold text-white">{platform}</span>
          </Trans>
        </p>
        <div className="mt-6">
          <ListenLink episode={latest} variant="secondary" />
        </div>
      </div>
    </section>
  );
}

/** Where the podcast can be followed, shown whatever the list's state. */
function Platforms() {
  return (
    <section aria-labelledby="platforms-title" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="platforms-title" className="text-2xl font-bold text-gray-900">
        <Trans>Listen on your favourite platform</Trans>
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {platforms.map((platform) => (
          <li key={platform.name}>
            <a href={platform.url} {...newTabLinkProps} className={buttonClasses('secondary')}>
              <ExternalLinkLabel text={platform.name} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
