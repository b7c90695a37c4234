import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repository from './visits.repository';
import { addVisitDays } from './visit-traits';

/** The visits' figures other features read (the reports' live home counters). */

/**
 * The daily visitors averaged over the `days` days ending with `endDay` (YYYY-MM-DD, Asia/Kolkata),
 * rounded: the home page's live "Daily Visitors" (the reports feature's counters).
 */
export async function averageDailyVisitors(db: Kysely<DB>, endDay: string, days = 30): Promise<number> {
  const visitors = await repository.countVisitorsByDay(db, addVisitDays(endDay, 1 - days), endDay);
  let total = 0;
  for (const count of visitors.values()) total += count;
  return Math.round(total / days);
}
