import type { NewsletterFilters, NewsletterTopic } from '@wfc/shared';
import { useMemo, useState } from 'react';
import { pause, useQuery } from '../../../lib/query';
import { countAudience } from '../api/count-audience';

/** How long the count waits after the last change of topics or filters before asking the server. */
export const AUDIENCE_DELAY_MS = 500;

export interface AudienceCount {
  /** The members these topics and filters reach now; undefined while counting, or with no topic. */
  count: number | undefined;
  counting: boolean;
  failed: boolean;
}

/**
 * The audience of the topics and filters on the form, asked of the server once they have stayed
 * unchanged for a moment (POST /api/admin/newsletters/audience); an older question is abandoned.
 * `initial` is the count the server gave with the newsletter, for the topics and filters it had.
 */
export function useAudienceCount(
  topics: readonly NewsletterTopic[],
  filters: NewsletterFilters,
  initial: number | null = null,
): AudienceCount {
  const key = JSON.stringify({ topics, filters });
  // A saved newsletter comes with its count: shown at once, then asked again; gone once they change.
  const [seed, setSeed] = useState(() => (initial === null ? null : { key, count: initial }));
  if (seed && seed.key !== key) setSeed(null);

  // The question changes only when what it asks does (the form gives new arrays on every render).
  const [asked, setAsked] = useState(() => ({ key, body: { topics: [...topics], filters } }));
  if (asked.key !== key) setAsked({ key, body: { topics: [...topics], filters } });
  const load = useMemo(() => {
    const { body } = asked;
    if (body.topics.length === 0) return null;
    return (signal: AbortSignal) => pause(AUDIENCE_DELAY_MS, signal).then(() => countAudience(body, signal));
  }, [asked]);
  const answer = useQuery(load, { keep: false });

  if (topics.length === 0) return { count: undefined, counting: false, failed: false };
  if (answer.error) return { count: undefined, counting: false, failed: true };
  const count = answer.data?.count ?? (seed?.key === key ? seed.count : undefined);
  return { count, counting: count === undefined, failed: false };
}
