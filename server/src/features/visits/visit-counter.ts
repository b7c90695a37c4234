import { createHash, randomBytes } from 'node:crypto';
import type { Locale, VisitDevice } from '@wfc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import * as repository from './visits.repository';
import { visitDayEndOf, visitDayOf } from './visit-traits';

/** One page view as counted: the page, where from, in what language, on what device, and who (never kept). */
interface PageView {
  /** The path without its language prefix. */
  path: string;
  locale: Locale;
  /** Another site's host, or ''. */
  referrerHost: string;
  device: VisitDevice;
  address: string;
  userAgent: string;
}

export interface VisitCounter {
  /** Counts a page view in this process's buffer: no database work, no waiting. */
  record(view: PageView): void;
  /** Writes the buffer in one transaction, then closes the days that are over (tests call it). */
  flush(): Promise<void>;
  /** Stops the timer: a test then writes with `flush` alone. */
  stopTimer(): void;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** How often a process writes its counts: a crash loses at most this much. */
const VISITS_FLUSH_MS = 5_000;
/** Rows (page-view keys plus the day's distinct visitors) a buffer holds before it is written early. */
const BUFFER_LIMIT = 5_000;
/** A day is closed (reduced to its visitor count) this long after it ends, so every process has written its last hashes. */
const CLOSE_AFTER_MS = 10 * 60_000;

/**
 * The visits' buffer (docs/analytics.md): page views are added up in memory under their day, path,
 * referrer host, language and device, with the day's distinct visitors (address and user agent),
 * and written every VISITS_FLUSH_MS (or sooner, when the buffer is large) in one transaction whose
 * upserts add to what other processes wrote. A visitor is hashed with the day's salt as the buffer
 * is written (the address stays in memory until then, never longer), so a page view costs a few
 * map lookups; the salt is read from the database (made by the first process to need it).
 */
export function createVisitCounter(database: Database, clock: () => Date, log: FastifyBaseLogger): VisitCounter {
  let views = new Map<string, number>();
  // Day → client address → user agents: the user agent's string is the header's own, so no string is made a view.
  let visitors: Visitors = new Map();
  let size = 0;
  // The current day's salt, once read.
  const salts = new Map<string, string>();
  // The current day, worked out again only once it ends.
  let today = '';
  let todayEnds = 0;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const dayNow = (now: number) => {
    if (now >= todayEnds || now < todayEnds - 86_400_000) {
      today = visitDayOf(now);
      todayEnds = visitDayEndOf(now);
    }
    return today;
  };

  const write = async () => {
    const taken = { views, visitors, size };
    views = new Map();
    visitors = new Map();
    size = 0;
    const now = clock();
    const current = dayNow(now.getTime());
    // Nothing counted, nothing written: a day's salt is made with its first visitors' write.
    if (taken.views.size === 0) return closeDaysOver(now.getTime());
    const rows: repository.VisitCountInsert[] = [];
    for (const [key, count] of taken.views) {
      const [day, path, referrerHost, locale, device] = key.split('\t') as [string, string, string, Locale, VisitDevice];
      rows.push({ day, path, referrer_host: referrerHost, locale, device, page_views: count });
    }
    try {
      await database.writeTransaction(async (trx) => {
        const saltOf = async (day: string) =>
          salts.get(day) ?? (await repository.ensureDaySalt(trx, day, randomBytes(32).toString('hex'), now.toISOString()));
        await repository.addPageViews(trx, rows);
        for (const [day, addresses] of taken.visitors) {
          // A day already closed by another process keeps its count: its late visitors are let go.
          const salt = await saltOf(day);
          if (!salt) continue;
          const hashes: string[] = [];
          for (const [address, agents] of addresses) for (const agent of agents) hashes.push(visitorHash(salt, address, agent));
          await repository.addVisitorHashes(trx, day, hashes);
        }
        const salt = await saltOf(current);
        salts.clear();
        if (salt) salts.set(current, salt);
      });
    } catch (error) {
      // Kept for the next write, unless the buffer has meanwhile grown past its bound.
      if (size + taken.size < BUFFER_LIMIT) {
        for (const [key, count] of taken.views) views.set(key, (views.get(key) ?? 0) + count);
        for (const [day, addresses] of taken.visitors)
          for (const [address, agents] of addresses) for (const agent of agents) addVisitor(visitors, day, address, agent);
        size += taken.size;
      }
      throw error;
    }
    await closeDaysOver(now.getTime());
  };

  // Looked for once a day (after its end and CLOSE_AFTER_MS) by each process; the first to look closes it.
  let closedBefore = '';
  const closeDaysOver = async (now: number) => {
    const before = visitDayOf(now - CLOSE_AFTER_MS);
    if (before === closedBefore) return;
    for (const day of await repository.listOpenDaysBefore(database.db, before))
      await database.writeTransaction((trx) => repository.closeVisitDay(trx, day));
    closedBefore = before;
  };

  const flush = () => {
    // One write at a time; a flush asked for during one waits for it, then writes what came since.
    const next = (running ?? Promise.resolve()).then(write).finally(() => {
      if (running === next) running = undefined;
    });
    running = next;
    return next;
  };

  const flushSoon = () => {
    if (!running) flush().catch((error: unknown) => log.error({ err: error }, 'writing the visits failed'));
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      flush()
        .catch((error: unknown) => log.error({ err: error }, 'writing the visits failed'))
        .finally(schedule);
    }, VISITS_FLUSH_MS);
    // A pending write must not keep a process alive that has nothing else to do.
    timer.unref();
  };
  schedule();

  return {
    record(view) {
      const day = dayNow(clock().getTime());
      const key = `${day}\t${view.path}\t${view.referrerHost}\t${view.locale}\t${view.device}`;
      const count = views.get(key);
      views.set(key, (count ?? 0) + 1);
      if (count === undefined) size++;
      if (addVisitor(visitors, day, view.address, view.userAgent)) size++;
      if (size >= BUFFER_LIMIT) flushSoon();
    },
    flush,
    stopTimer() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      // What was counted is written; with nothing counted the closing app touches no table.
      if (views.size > 0 || running) await flush();
    },
  };
}

type Visitors = Map<string, Map<string, Set<string>>>;

/** SHA-256 of the day's salt, the client address and the user agent: the same visitor all day, no one the next. */
function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url');
}

/** Adds a visitor of the day; true when new. */
function addVisitor(visitors: Visitors, day: string, address: string, userAgent: string): boolean {
  let addresses = visitors.get(day);
  if (!addresses) {
    addresses = new Map();
    visitors.set(day, addresses);
  }
  let agents = addresses.get(address);
  if (!agents) {
    agents = new Set();
    addresses.set(address, agents);
  }
  const before = agents.size;
  agents.add(userAgent);
  return agents.size > before;
}
