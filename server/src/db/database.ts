import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { groupCommit } from './group-commit';
import { makePrivateDir, makePrivateFile } from '../lib/private-files';
import * as initial from './migrations/2026-11-22-initial';
import * as caseEventVersion from './migrations/2026-11-24-case-event-version';
import * as reportIndexes from './migrations/2026-11-25-report-indexes';
import * as dropRedundantIndexes from './migrations/2026-11-26-drop-redundant-indexes';
import * as outbox from './migrations/2026-11-27-outbox';
import * as caseConversation from './migrations/2026-11-28-case-conversation';
import * as passwords from './migrations/2026-11-29-passwords';
import * as members from './migrations/2026-11-30-members';
import * as signup from './migrations/2026-11-30-signup';
import * as inquiries from './migrations/2026-11-29-inquiries';
import * as accountAdmin from './migrations/2026-11-30-account-admin';
import * as twoFactor from './migrations/2026-12-03-two-factor';
import * as contentEditing from './migrations/2026-12-04-content-editing';
import * as media from './migrations/2026-12-05-media';
import * as collections from './migrations/2026-12-06-collections';
import * as enablerVisibility from './migrations/2026-12-07-enabler-visibility';
import * as mailLanguage from './migrations/2026-12-08-mail-language';
import * as contentTranslations from './migrations/2026-12-09-content-translations';
import * as outboxSecrets from './migrations/2026-12-10-outbox-secrets';
import * as accountInvites from './migrations/2026-12-14-account-invites';
import * as auditTallies from './migrations/2026-12-15-audit-tallies';
import * as memberSignIn from './migrations/2026-12-16-member-sign-in';
import * as newsletters from './migrations/2026-12-17-newsletters';
import * as events from './migrations/2026-12-18-events';
import * as sessions from './migrations/2026-12-19-sessions';
import * as visitorMailCounts from './migrations/2026-12-20-visitor-mail-counts';
import * as sessionHolds from './migrations/2026-12-21-session-holds';
import * as eventRegistrationGuards from './migrations/2026-12-22-event-registration-guards';
import * as memberSignInLinkUses from './migrations/2026-12-23-member-sign-in-link-uses';
import * as mailComingBack from './migrations/2026-12-24-mail-coming-back';
import * as memberDirectory from './migrations/2026-12-25-member-directory';
import * as outboxCc from './migrations/2026-12-26-outbox-cc';
import * as memberPhotos from './migrations/2026-12-26-member-photos';
import * as visits from './migrations/2026-12-26-visits';
import * as reportFigureIndexes from './migrations/2026-12-26-report-indexes';
import * as whatsapp from './migrations/2026-12-27-whatsapp';
import * as firstResponse from './migrations/2026-12-28-first-response';
import * as reportRatings from './migrations/2026-12-29-report-ratings';
import * as helpDurations from './migrations/2026-12-30-help-durations';
import type { DB } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** The database handle the app passes around: the query builder, its engine, and how to write safely. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /**
   * Runs `work` in one write transaction. On SQLite it begins IMMEDIATE, so a busy database waits
   * (busy timeout) instead of failing halfway; on PostgreSQL it is an ordinary transaction.
   */
  writeTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a write transaction shared with the other writes arriving meanwhile (group
   * commit, `group-commit.ts`): for the public submissions, whose bursts would otherwise pay one
   * commit each. If `work` fails, only its own changes are undone; it may run twice, so it must
   * touch only the database. The promise settles after the shared commit.
   */
  groupWrite<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * After an erasure: on SQLite, copies the write-ahead log into the file and truncates it to
   * nothing, so deleted rows survive in neither (with `secure_delete`, their pages were zeroed).
   * On PostgreSQL nothing: autovacuum frees the dead rows' space later (docs/security.md).
   */
  forgetDeleted(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeding, the first admin) while holding a lock that other
   * processes starting at the same time wait for: a PostgreSQL advisory lock; SQLite needs none
   * (one process per file, and migrations lock the file anyway).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// An arbitrary, fixed 64-bit key naming this app's start-up lock.
const STARTUP_LOCK_KEY = 7_264_019_233;

// Migrations are listed here rather than read from a folder, so they run the same under tsx and tests.
const migrations = {
  '2026-11-22-initial': initial,
  '2026-11-24-case-event-version': caseEventVersion,
  '2026-11-25-report-indexes': reportIndexes,
  '2026-11-26-drop-redundant-indexes': dropRedundantIndexes,
  '2026-11-27-outbox': outbox,
  '2026-11-28-case-conversation': caseConversation,
  '2026-11-29-passwords': passwords,
  '2026-11-29-inquiries': inquiries,
  '2026-11-30-account-admin': accountAdmin,
  '2026-11-30-members': members,
  '2026-11-30-signup': signup,
  '2026-12-03-two-factor': twoFactor,
  '2026-12-04-content-editing': contentEditing,
  '2026-12-05-media': media,
  '2026-12-06-collections': collections,
  '2026-12-07-enabler-visibility': enablerVisibility,
  '2026-12-08-mail-language': mailLanguage,
  '2026-12-09-content-translations': contentTranslations,
  '2026-12-10-outbox-secrets': outboxSecrets,
  '2026-12-14-account-invites': accountInvites,
  '2026-12-15-audit-tallies': auditTallies,
  '2026-12-16-member-sign-in': memberSignIn,
  '2026-12-17-newsletters': newsletters,
  '2026-12-18-events': events,
  '2026-12-19-sessions': sessions,
  '2026-12-20-visitor-mail-counts': visitorMailCounts,
  '2026-12-21-session-holds': sessionHolds,
  '2026-12-22-event-registration-guards': eventRegistrationGuards,
  '2026-12-23-member-sign-in-link-uses': memberSignInLinkUses,
  '2026-12-24-mail-coming-back': mailComingBack,
  '2026-12-25-member-directory': memberDirectory,
  '2026-12-26-outbox-cc': outboxCc,
  '2026-12-26-member-photos': memberPhotos,
  '2026-12-26-visits': visits,
  '2026-12-26-report-indexes': reportFigureIndexes,
  '2026-12-27-whatsapp': whatsapp,
  '2026-12-28-first-response': firstResponse,
  '2026-12-29-report-ratings': reportRatings,
  '2026-12-30-help-durations': helpDurations,
};

/** Opens the configured database (SQLite file or PostgreSQL pool). Call `migrate` before use. */
export function openDatabase(database: Config['database']): Database {
  if (database.kind === 'postgres') {
    // pg returns BIGINT (count(*)) as text; numbers here stay well within 2^53.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client's connection dropping must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Nor may a client's that is checked out: pg emits the socket's error on the client as well as
    // failing its queries (which answer 503), and the pool listens only while a client is idle.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const writeTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(work);
    return {
      db,
      engine: 'postgres',
      writeTransaction,
      groupWrite: groupCommit(writeTransaction),
      ping: () => pingWith(db),
      forgetDeleted: async () => undefined,
      withStartupLock: (work) =>
        db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
          try {
            return await work();
          } finally {
            await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
          }
        }),
      close: () => db.destroy(),
    };
  }

  if (database.file !== ':memory:') {
    // Created 0600 in a 0700 folder before SQLite opens it; SQLite gives -wal and -shm the same mode.
    makePrivateDir(path.dirname(database.file));
    makePrivateFile(database.file);
  }
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted content is overwritten with zeros, not left in free pages for anyone with the file (issue 26).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const writeTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection as Transaction<DB>);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  return {
    db,
    engine: 'sqlite',
    writeTransaction,
    groupWrite: groupCommit(writeTransaction),
    ping: () => pingWith(db),
    forgetDeleted: async () => {
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
    },
    withStartupLock: (work) => work(),
    close: () => db.destroy(),
  };
}

// Kysely's SQLite driver prepares every query anew; preparing costs as much as running a small
// insert. Queries use placeholders, so the distinct SQL texts are few; the cache is bounded anyway.
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (source: string) => {
      let statement = statements.get(source);
      if (!statement) {
        statement = sqlite.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

async function pingWith(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Brings the schema up to date; safe when several processes start at once (Kysely's migration lock). */
export async function migrate(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
