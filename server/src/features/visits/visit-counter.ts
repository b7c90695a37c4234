import { createHash, randomBytes } from 'node:crypto';
import type { Locale, VisitDevice } from '@wfc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import * as repository from './visits.repository';
import { visitDayEndOf, visitDayOf } from './visit-traits';

/** One page view as counted: the page, where from, in what language, on what device, and who (never kept). */
export interface PageView {
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
export const VISITS_FLUSH_MS = 5_000;
/** Rows (page-view keys plus visitor hashes) a buffer holds before it is written early. */
const BUFFER_LIMIT = 5_000;
/** Page views waiting for their day's salt (the first seconds of a day); past this only the view is counted. */
const WAITING_LIMIT = 5_000;
/** A day is closed (reduced to its visitor count) this long after it ends, so every process has written its last hashes. */
const CLOSE_AFTER_MS = 10 * 60_000;

/**
 * The visits' buffer (docs/analytics.md): page views are added up in memory under their day, path,
 * referrer host, language and device, with the day's visitor hashes, and written every
 * VISITS_FLUSH_MS (or sooner, when the buffer is large) in one transaction whose upserts add to
 * what other processes wrote. The day's salt is read from the database (made by the first process
 * to need it) and kept here; a view that comes before its day's salt is known waits, with its
 * address, only until the next write.
 */
export function createVisitCounter(database: Database, clock: () => Date, log: FastifyBaseLogger): VisitCounter {
  let views = new Map<string, number>();
  let hashes = new Map<string, Set<string>>();
  let waiting: { day: string; address: string; userAgent: string }[] = [];
  let size = 0;
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
    const taken = { views, hashes, waiting };
    views = new Map();
    hashes = new Map();
    waiting = [];
    size = 0;
    const now = clock();
    const current = dayNow(now.getTime());
    if (taken.views.size === 0 && taken.waiting.length === 0 && salts.has(current)) return closeDaysOver(now.getTime());
    const days = new Set([current, ...taken.hashes.keys(), ...taken.waiting.map((view) => view.day)]);
    const rows: repository.VisitCountInsert[] = [];
    for (const [key, count] of taken.views) {
      const [day, path, referrerHost, locale, device] = key.split('\t') as [string, string, string, Locale, VisitDevice];
      rows.push({ day, path, referrer_host: referrerHost, locale, device, page_views: count });
    }
    try {
      await database.writeTransaction(async (trx) => {
        const daySalts = new Map<string, string | null>();
        for (const day of days)
          daySalts.set(day, await repository.ensureDaySalt(trx, day, randomBytes(32).toString('hex'), now.toISOString()));
        await repository.addPageViews(trx, rows);
        for (const view of taken.waiting) {
          const salt = daySalts.get(view.day);
          if (salt) addTo(taken.hashes, view.day, visitorHash(salt, view.address, view.userAgent));
        }
        // A day already closed by another process keeps its count: its late hashes are let go.
        for (const [day, set] of taken.hashes) if (daySalts.get(day)) await repository.addVisitorHashes(trx, day, [...set]);
        salts.clear();
        const salt = daySalts.get(current);
        if (salt) salts.set(current, salt);
      });
    } catch (error) {
      // Kept for the next write, unless the buffer has meanwhile grown past its bound.
      if (size < BUFFER_LIMIT) {
        for (const [key, count] of taken.views) views.set(key, (views.get(key) ?? 0) + count);
        for (const [day, set] of taken.hashes) for (const hash of set) addTo(hashes, day, hash);
        waiting.push(...taken.waiting.slice(0, WAITING_LIMIT - waiting.length));
        size += taken.views.size;
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
      const salt = salts.get(day);
      if (salt) {
        if (addTo(hashes, day, visitorHash(salt, view.address, view.userAgent))) size++;
      } else if (waiting.length < WAITING_LIMIT) {
        waiting.push({ day, address: view.address, userAgent: view.userAgent });
        size++;
      }
      if (size >= BUFFER_LIMIT || (!salt && waiting.length === 1)) flushSoon();
    },
    flush,
    stopTimer() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

/** SHA-256 of the day's salt, the client address and the user agent: the same visitor all day, no one the next. */
function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url');
}

function addTo(map: Map<string, Set<string>>, day: string, hash: string): boolean {
  let set = map.get(day);
  if (!set) {
    set = new Set();
    map.set(day, set);
  }
  const before = set.size;
  set.add(hash);
  return set.size > before;
}
