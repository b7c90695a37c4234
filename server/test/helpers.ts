import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Writable } from 'node:stream';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { copySqliteTemplate, postgresTemplateName } from './database-template';

/**
 * Test harness: every test file gets its own database. SQLite by default (a file in a fresh temp
 * folder); PostgreSQL when TEST_ENGINE=postgres, in a throwaway database created from
 * TEST_DATABASE_URL and dropped afterwards. Either starts as a copy of the migrated, empty
 * database (`database-template.ts`).
 */
export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh database of `engine` (the suite's by default; process tests pick one each). */
export async function createTestDatabase(engine: 'sqlite' | 'postgres' = testEngine): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wfc-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const base = { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  if (engine === 'sqlite') {
    await copySqliteTemplate(path.join(dataDir, 'app.db'));
    return { env: base, drop: async () => removeDir() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `wfc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${await postgresTemplateName(adminUrl)}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...base, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}

/**
 * The in-process apps hash passwords at N=2^14 rather than 2^17 (a sixteenth of the work), so that
 * the suite's sign-ins do not spend minutes in scrypt. password-hash.test.ts checks the production
 * cost itself; the server processes (the `processes` and `scale-out` projects, the browser journeys)
 * always hash at full cost.
 */
export const TEST_PASSWORD_HASH_COST = 14;

export interface TestApp {
  app: FastifyInstance;
  config: Readonly<Config>;
  /** Every log line the app wrote, for tests that check what is never logged. */
  logs: string[];
  /** Every one-time notice the app showed (`announce`), unless the test passed its own. */
  announcements: string[];
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database; `env` overrides configuration (rate limits are generous unless
 * set). Given `shared`, it builds on that database instead and leaves it in place on close, for
 * tests of several apps (processes) on one database, or of a restart.
 */
export async function createTestApp(env: Record<string, string> = {}, options: AppOptions = {}, shared?: TestDatabase): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    LOG_LEVEL: 'info',
    RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    ...database.env,
    ...env,
  });
  const announcements: string[] = [];
  const app = await buildApp(config, {
    logStream,
    announce: (text) => announcements.push(text),
    background: false,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options,
  });
  return {
    app,
    config,
    logs,
    announcements,
    close: async () => {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}

/** A clock that stays where a test puts it. */
export function fixedClock(iso: string) {
  let now = new Date(iso);
  const clock = () => new Date(now);
  clock.set = (next: string) => {
    now = new Date(next);
  };
  return clock;
}

/**
 * Forgets every address's count of visitor mail (issue 38, finding 3), for a test whose subject is
 * not that cap (it has its own tests, test/public-form-mail-cap.test.ts) but mails one address
 * more than three times a day for one purpose.
 */
export async function forgetVisitorMailCounts(app: FastifyInstance): Promise<void> {
  await app.database.db.deleteFrom('visitor_mail_counts').execute();
}
