import type { SiteSettings, StatSource } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { addDays, localDateAt } from '@wfc/shared/calendar/zoned-time';
import type { DB } from '../../db/schema';
import { averageDailyVisitors } from '../visits/visitor-figures';
import { countHomeFigures } from './reports.repository';

/** How often a process computes the home page's live counters again: at most hourly. */
export const HOME_COUNTERS_REFRESH_MS = 3_600_000;

/** The live figures a home counter may show (docs/reports.md, Home counters). */
type HomeFigures = Record<Exclude<StatSource, 'typed'>, number>;

/**
 * The home page's live counters (issue 43), computed per process at most hourly and kept in memory:
 * the public site document reads them without a query of its own (a few counts an hour per process,
 * whatever the traffic). Processes may differ by up to an hour's change.
 */
export interface HomeCounters {
  /** The site's four statistics, each live counter's figure in place of the typed number. */
  statsOf(site: Pick<SiteSettings, 'stats' | 'statSources'>): Promise<SiteSettings['stats']>;
  /** Computes the figures again (the hourly work); true when figures already shown have changed. */
  refresh(): Promise<boolean>;
}

export function createHomeCounters(db: Kysely<DB>, clock: () => Date = () => new Date()): HomeCounters {
  let kept: { figures: HomeFigures; at: number } | undefined;
  let computing: Promise<HomeFigures> | undefined;

  const compute = () => {
    computing ??= (async () => {
      const now = clock();
      // Visitors of the 30 days that are over (today's are known only once it is), in Kolkata.
      const yesterday = addDays(localDateAt(now.getTime(), 'Asia/Kolkata'), -1);
      const [counted, visitors] = await Promise.all([countHomeFigures(db, now.toISOString()), averageDailyVisitors(db, yesterday, 30)]);
      const figures = { ...counted, visitors };
      kept = { figures, at: now.getTime() };
      return figures;
    })().finally(() => {
      computing = undefined;
    });
    return computing;
  };

  return {
    async statsOf(site) {
      const sources = Object.entries(site.statSources) as [keyof SiteSettings['stats'], StatSource][];
      if (sources.every(([, source]) => source === 'typed')) return site.stats;
      const fresh = kept && clock().getTime() - kept.at < HOME_COUNTERS_REFRESH_MS ? kept.figures : await compute();
      const stats = { ...site.stats };
      for (const [counter, source] of sources) if (source !== 'typed') stats[counter] = fresh[source];
      return stats;
    },
    async refresh() {
      const before = kept?.figures;
      if (!before) return false;
      const after = await compute();
      return (Object.keys(after) as (keyof HomeFigures)[]).some((key) => after[key] !== before[key]);
    },
  };
}
