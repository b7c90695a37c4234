import type { PodcastEpisode } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/podcast: the podcast episodes, newest first. */
export function usePodcastEpisodes() {
  return useQuery<PodcastEpisode[]>('/api/podcast', { remember: true });
}
