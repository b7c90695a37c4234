/**
 * The club's reports over a year (issue 43), in-process against a fresh database (SQLite; PostgreSQL
 * in a throwaway database when DATABASE_URL is set): a year of 100 000 help cases with their
 * messages and ratings, 20 000 members, 12 newsletters to 15 000 each, 100 events, 6 000 sessions,
 * 5 000 inquiries, and 1 000 000 page views in the visits feature's daily rows. Each report is timed
 * through its service over the whole year and over one month, and printed with its p50 and p99
 * beside issue 43's bar: p99 under 200 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ReportPeriodQuery, User } from '@wfc/shared';
import { sql, type Insertable, type Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { DB } from '../../server/src/db/schema';
import { tenthsOfHourBetween } from '../../server/src/lib/duration';
import { newId } from '../../server/src/lib/ids';
import { createHomeCounters } from '../../server/src/features/reports/home-counters';
import {
  getEventsReport,
  getHelpReport,
  getInquiriesReport,
  getMembersReport,
  getNewslettersReport,
  getSessionsReport,
} from '../../server/src/features/reports/reports.service';

const YEAR_START = Date.parse('2025-12-31T18:30:00.000Z'); // 1 January 2026, 00:00 in Kolkata
const YEAR_MS = 365 * 86_400_000;
const HOUR = 3_600_000;
const NOW = new Date('2027-01-01T06:00:00.000Z');

/** A small deterministic generator, so every run seeds the same year. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
    between: (low: number, high: number) => low + next() * (high - low),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Inserts rows in batches of `size` (under both engines' parameter limits). */
async function insertAll<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[], size = 500) {
  // One transaction a table: a commit per batch would spend the seeding in fsync.
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < rows.length; from += size) {
      // One helper for every table's rows: Kysely cannot relate a generic table to its row type.
      const batch = rows.slice(from, from + size) as unknown as Insertable<DB['cases']>[];
      await trx
        .insertInto(table as 'cases')
        .values(batch)
        .execute();
    }
  });
}

async function throwawayPostgres(url: string) {
  const name = `wfc_reports_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Seeds the year; returns an operator to ask as. */
async function seedYear(db: Kysely<DB>, quick: boolean): Promise<User> {
  const random = generator(43);
  const stamp = iso(YEAR_START);
  const when = () => YEAR_START + Math.floor(random.next() * YEAR_MS);
  const cases = quick ? 20_000 : 100_000;

  const enablers = Array.from({ length: 30 }, (_, i) => ({ id: newId(), name: `Enabler ${i}` }));
  const operator = { id: newId(), name: 'Bench Operator', email: 'operator@bench.test' };
  await insertAll(db, 'users', [
    ...enablers.map((user, i) => ({
      id: user.id,
      name: user.name,
      email: `enabler${i}@bench.test`,
      password_hash: 'x',
      role: 'enabler' as const,
      status: 'active' as const,
      created_at: stamp,
      updated_at: stamp,
      approved_at: stamp,
      approved_by: null,
    })),
    {
      id: operator.id,
      name: operator.name,
      email: operator.email,
      password_hash: 'x',
      role: 'operator' as const,
      status: 'active' as const,
      created_at: stamp,
      updated_at: stamp,
      approved_at: stamp,
      approved_by: null,
    },
  ]);

  // Help: most cases assigned and completed within days; a staff reply within two days for 90%.
  const caseRows: Insertable<DB['cases']>[] = [];
  const messageRows: Insertable<DB['case_messages']>[] = [];
  const ratingRows: Insertable<DB['case_ratings']>[] = [];
  for (let i = 0; i < cases; i += 1) {
    const created = when();
    const roll = random.next();
    const status = roll < 0.85 ? 'Completed' : roll < 0.95 ? 'Accepted' : 'Pending';
    const assigned = status === 'Pending' ? null : random.pick(enablers).id;
    const completed = status === 'Completed' ? created + random.between(1, 200) * HOUR : null;
    const id = newId();
    // A staff reply within two days for 90% of the assigned; its first is the case's first response.
    const replied = assigned && random.chance(0.9) ? created + random.between(0.2, 48) * HOUR : null;
    caseRows.push({
      id,
      question: 'How do I register my company?',
      requester_name: 'Requester',
      requester_email: `requester${i}@example.org`,
      status,
      assigned_to: assigned,
      deadline: assigned ? iso(created + 72 * HOUR) : null,
      source: 'help_form',
      created_at: iso(created),
      updated_at: iso(completed ?? created),
      completed_at: completed === null ? null : iso(completed),
      first_response_at: replied === null ? null : iso(replied),
      response_tenths: replied === null ? null : tenthsOfHourBetween(iso(created), iso(replied)),
      resolution_tenths: completed === null ? null : tenthsOfHourBetween(iso(created), iso(completed)),
    });
    messageRows.push({
      id: newId(),
      case_id: id,
      author_kind: 'requester',
      author_id: null,
      body: 'Thank you',
      created_at: iso(created + HOUR / 2),
    });
    if (replied !== null) {
      messageRows.push({
        id: newId(),
        case_id: id,
        author_kind: 'enabler',
        author_id: assigned,
        body: 'Here is how',
        created_at: iso(replied),
      });
      messageRows.push({
        id: newId(),
        case_id: id,
        author_kind: 'enabler',
        author_id: assigned,
        body: 'And more',
        created_at: iso(replied + HOUR),
      });
    }
    if (completed !== null && random.chance(0.3)) {
      const rated = iso(completed + HOUR);
      ratingRows.push({ case_id: id, rating: 1 + Math.floor(random.next() * 5), comment: null, created_at: rated, updated_at: rated });
    }
  }
  await insertAll(db, 'cases', caseRows);
  await insertAll(db, 'case_messages', messageRows);
  await insertAll(db, 'case_ratings', ratingRows);

  // Members: 20 000 joined over the year, 80% confirmed, 2% of addresses refused; 500 erased and 50 000 other audit lines.
  const verticals = ['tech', 'health', 'finance', 'education', 'retail'] as const;
  const interests = ['industry-news', 'recruitment', 'network', 'events', 'mentor', 'volunteer', 'business', 'job', 'other'];
  const memberRows: Insertable<DB['memberships']>[] = [];
  const suppressions: Insertable<DB['mail_suppressions']>[] = [];
  for (let i = 0; i < 20_000; i += 1) {
    const created = when();
    const email = `member${i}@example.org`;
    memberRows.push({
      id: newId(),
      first_name: 'Member',
      last_name: String(i),
      email,
      job_function: 'management',
      vertical: random.pick(verticals),
      interests: JSON.stringify(interests.filter(() => random.chance(0.3))),
      hear_about: 'friend',
      email_permission: random.chance(0.7) ? 1 : 0,
      confirmed_at: random.chance(0.8) ? iso(created + HOUR) : null,
      unsubscribed_at: null,
      created_at: iso(created),
    });
    if (random.chance(0.02)) suppressions.push({ email, reason: 'bounced', created_at: iso(created + 2 * HOUR) });
  }
  await insertAll(db, 'memberships', memberRows);
  await insertAll(db, 'mail_suppressions', suppressions);
  const actions = ['login-succeeded', 'case-assigned', 'content-saved', 'member-exported'];
  await insertAll(
    db,
    'audit_events',
    Array.from({ length: 50_500 }, (_, i) => ({
      id: newId(),
      action: i < 500 ? (i % 2 === 0 ? 'member-erased' : 'member-deleted-own') : random.pick(actions),
      actor_id: null,
      subject_kind: 'member' as const,
      subject_id: newId(),
      detail: null,
      created_at: iso(when()),
      window_key: null,
      occurrences: null,
    })),
  );

  // Newsletters: one a month, each to 15 000 members (fewer with --quick).
  const perNewsletter = quick ? 3_000 : 15_000;
  for (let month = 0; month < 12; month += 1) {
    const id = newId();
    const started = YEAR_START + month * (YEAR_MS / 12) + 5 * 86_400_000;
    await insertAll(db, 'newsletters', [
      {
        id,
        slug: `newsletter-${month}`,
        subject: `News ${month + 1}`,
        preheader: '',
        body: 'Body',
        topics: '[]',
        filters: '{}',
        status: 'sent',
        started_at: iso(started),
        finished_at: iso(started + HOUR),
        created_at: iso(started - HOUR),
        updated_at: iso(started + HOUR),
      },
    ]);
    await insertAll(
      db,
      'newsletter_recipients',
      Array.from({ length: perNewsletter }, (_, i) => ({
        id: newId(),
        newsletter_id: id,
        membership_id: `m${i}`,
        email: `member${i}@example.org`,
        name: 'Member',
        locale: 'en',
        status: random.chance(0.98) ? 'sent' : 'failed',
        next_attempt_at: iso(started),
        sent_at: iso(started + HOUR / 2),
        unsubscribed_at: random.chance(0.005) ? iso(started + 86_400_000) : null,
      })),
    );
  }

  // Events: 100 over the year with 80 registrations each.
  const statuses = ['confirmed', 'confirmed', 'confirmed', 'waitlisted', 'cancelled'] as const;
  for (let e = 0; e < 100; e += 1) {
    const id = newId();
    const starts = when();
    await insertAll(db, 'events', [
      {
        id,
        title: `Event ${e}`,
        date_text: '',
        starts_at: iso(starts),
        time_text: '',
        location: 'Kochi',
        description: 'An event',
        link: '',
        category: 'event',
        cover_image: '/images/events/1.jpg',
        image_alt: '',
        created_at: stamp,
        updated_at: stamp,
      },
    ]);
    await insertAll(
      db,
      'event_registrations',
      Array.from({ length: 80 }, () => {
        const rid = newId();
        const status = random.pick(statuses);
        return {
          id: rid,
          event_id: id,
          name: 'Guest',
          email: `${rid}@example.org`,
          email_key: `${rid}@example.org`,
          locale: 'en',
          answers: '{}',
          status,
          token_hash: `t${rid}`,
          check_in_hash: `c${rid}`,
          checked_in_at: status === 'confirmed' && random.chance(0.7) ? iso(starts) : null,
          created_at: iso(starts - 86_400_000),
          updated_at: iso(starts - 86_400_000),
        };
      }),
    );
  }

  // Sessions: 6 000 with the site's enabler profiles; inquiries: 5 000, most answered.
  const profiles = (await db.selectFrom('enablers').select(['id', 'name']).execute()).map((row) => row.id);
  const outcomes = [null, 'happened', 'happened', 'mentee-no-show', 'enabler-no-show'] as const;
  await insertAll(
    db,
    'session_bookings',
    Array.from({ length: 6_000 }, () => {
      const id = newId();
      const starts = when();
      return {
        id,
        profile_id: random.pick(profiles),
        mentee_name: 'Mentee',
        mentee_email: 'mentee@example.org',
        email_key: 'mentee@example.org',
        locale: 'en',
        time_zone: 'Asia/Kolkata',
        topic: 'Pricing',
        starts_at: iso(starts),
        ends_at: iso(starts + HOUR),
        duration_minutes: 60,
        buffer_minutes: 0,
        status: random.pick(['confirmed', 'confirmed', 'confirmed', 'cancelled', 'expired'] as const),
        hold_expires_at: null,
        week_key: '2026-01-05',
        week_place: null,
        mentee_place: null,
        token_hash: `s${id}`,
        enabler_outcome: random.pick(outcomes),
        rating: random.chance(0.4) ? 1 + Math.floor(random.next() * 5) : null,
        created_at: iso(starts - 86_400_000),
        updated_at: iso(starts),
      };
    }),
  );
  const inquiryRows: Insertable<DB['inquiries']>[] = [];
  const inquiryEvents: Insertable<DB['inquiry_events']>[] = [];
  for (let i = 0; i < 5_000; i += 1) {
    const id = newId();
    const created = when();
    const profile = random.pick(profiles);
    const status = random.pick(['New', 'Accepted', 'Accepted', 'Declined', 'Closed'] as const);
    inquiryRows.push({
      id,
      enabler_id: profile,
      enabler_name: `Profile ${profile}`,
      name: 'Visitor',
      email: 'visitor@example.org',
      question: 'Could you mentor me?',
      created_at: iso(created),
      status,
    });
    if (status === 'Accepted' || status === 'Declined')
      inquiryEvents.push({
        id: newId(),
        inquiry_id: id,
        actor_id: null,
        from_status: 'New',
        to_status: status,
        note: null,
        created_at: iso(created + random.between(1, 96) * HOUR),
      });
  }
  await insertAll(db, 'inquiries', inquiryRows);
  await insertAll(db, 'inquiry_events', inquiryEvents);

  // Visits: 1 000 000 page views as the visits feature stores them, counts per day, path, referrer, language and device.
  const paths = ['/', '/about', '/events', '/enablers', '/blog', '/podcast', '/webinars', '/help', '/membership', '/contact'];
  const referrers = ['', 'www.google.com', 'www.facebook.com', 'www.linkedin.com', 't.co'];
  const devices = ['mobile', 'tablet', 'desktop'] as const;
  const visitRows: Insertable<DB['visit_counts']>[] = [];
  const dayRows: Insertable<DB['visit_days']>[] = [];
  const perDay = Math.round(1_000_000 / 365);
  for (let d = 0; d < 365; d += 1) {
    const day = iso(YEAR_START + d * 86_400_000 + 6 * HOUR).slice(0, 10);
    const counts = new Map<string, number>();
    for (let v = 0; v < perDay; v += 1) {
      const key = [random.pick(paths), random.pick(referrers), random.chance(0.3) ? 'ml' : 'en', random.pick(devices)].join('|');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, pageViews] of counts) {
      const [pathname, referrer, locale, device] = key.split('|') as [string, string, 'en' | 'ml', (typeof devices)[number]];
      visitRows.push({ day, path: pathname, referrer_host: referrer, locale, device, page_views: pageViews });
    }
    dayRows.push({ day, salt: null, visitors: Math.round(perDay / 2.5), created_at: iso(YEAR_START + d * 86_400_000) });
  }
  await insertAll(db, 'visit_counts', visitRows);
  // Today's row may exist already: the visits feature keeps its salt there from the start.
  const kept = new Set((await db.selectFrom('visit_days').select('day').execute()).map((row) => row.day));
  await insertAll(
    db,
    'visit_days',
    dayRows.filter((row) => !kept.has(row.day)),
  );

  return { _id: operator.id, name: operator.name, email: operator.email, role: 'operator' };
}

export async function reportsBenchLines(quick: boolean): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wfc-reports-bench-'));
  const postgres = process.env.DATABASE_URL ? await throwawayPostgres(process.env.DATABASE_URL) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'reports-bench-secret-of-at-least-thirty-two-bytes',
    PUBLIC_URL: 'https://club.example.org',
    LOG_LEVEL: 'warn',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const app = await buildApp(config, {
    background: false,
    announce: () => undefined,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  });
  const engine = postgres ? 'PostgreSQL' : 'SQLite';
  const cases = quick ? '20 000' : '100 000';
  const lines: string[] = [
    `| reports (issue 43, ${engine}, in-process, a year of ${cases} cases and 1 000 000 page views) | runs | p50 ms | p99 ms | bar |`,
    '|---|---|---|---|---|',
  ];
  const say = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  try {
    const started = performance.now();
    const actor = await seedYear(app.database.db, quick);
    process.stdout.write(`seeded the year in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    // A year's tables as autovacuum leaves them (pgbench vacuums after loading too): freshly bulk-loaded
    // pages are not yet marked all-visible, so every index-only read would visit the rows as well.
    if (postgres) await sql`vacuum analyze`.execute(app.database.db);

    const year: ReportPeriodQuery = { from: '2026-01-01', to: '2026-12-31' };
    const month: ReportPeriodQuery = { from: '2026-11-01', to: '2026-11-30' };
    const counters = createHomeCounters(app.database.db, () => NOW);
    const live = {
      stats: { members: 0, visitors: 0, programs: 0, impact: 0 },
      statSources: { members: 'members', visitors: 'visitors', programs: 'sessions', impact: 'events' },
    } as const;
    const runs = quick ? 20 : 50;
    const timed: [string, () => Promise<unknown>][] = [
      ['help, a year', () => getHelpReport(app.database, year, actor, NOW)],
      ['help, a month', () => getHelpReport(app.database, month, actor, NOW)],
      ['members, a year', () => getMembersReport(app.database, year, actor, NOW)],
      ['newsletters, a year', () => getNewslettersReport(app.database, year, actor, NOW)],
      ['events, a year', () => getEventsReport(app.database, year, actor, NOW)],
      ['sessions, a year', () => getSessionsReport(app.database, year, actor, NOW)],
      ['inquiries, a year', () => getInquiriesReport(app.database, year, actor, NOW)],
      ['home counters (the hourly refresh)', async () => (await counters.refresh()) || counters.statsOf(live)],
    ];
    for (const [label, run] of timed) {
      for (let i = 0; i < 3; i += 1) await run();
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      say(
        `| ${label} | ${runs} | ${percentile(times, 50).toFixed(1)} | ${p99.toFixed(1)} | p99 under 200 ms: ${p99 < 200 ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    await app.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
