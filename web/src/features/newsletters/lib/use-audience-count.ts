import type { NewsletterFilters, NewsletterTopic } from '@wfc/shared';
import { useEffect, useState } from 'react';
import { countAudience } from '../api/count-audience';

/** How long the count waits after the last change of topics or filters before asking the server. */
export const AUDIENCE_DELAY_MS = 500;

export interface AudienceCount {
  /** The members these topics and filters reach now; undefined while counting, or with no topic. */
  count: number | undefined;
  counting: boolean;
  failed: boolean;
}

interface Result {
  key: string;
  count?: number;
  failed?: boolean;
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
  // A saved newsletter comes with its count: shown at once, then asked again.
  const [result, setResult] = useState<Result | null>(() => (initial === null ? null : { key, count: initial }));

  useEffect(() => {
    const body = JSON.parse(key) as { topics: NewsletterTopic[]; filters: NewsletterFilters };
    if (body.topics.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      countAudience(body, controller.signal).then(
        ({ count }) => setResult({ key, count }),
        () => {
          if (!controller.signal.aborted) setResult({ key, failed: true });
        },
      );
    }, AUDIENCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  if (topics.length === 0) return { count: undefined, counting: false, failed: false };
  const current = result?.key === key ? result : undefined;
  return { count: current?.count, counting: current === undefined, failed: current?.failed === true };
}
