import type { PodcastEpisode } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/podcast: the podcast episodes, newest first. */
export function usePodcastEpisodes() {
  return useApi<PodcastEpisode[]>('/api/podcast');
}
