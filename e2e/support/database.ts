import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

// The journeys read the database themselves, to see what is on disk rather than what the server says.
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as typeof BetterSqlite3;

/** Which database the server under test runs on (a Playwright project option). */
export type Engine = 'sqlite' | 'postgres';

export interface TestDatabase {
  engine: Engine;
  /** The data folder, and DATABASE_URL on PostgreSQL: what a server process needs to use this database. */
  env: Record<string, string>;
  dataDir: string;
  /** Runs a read-only query (SQL both engines accept, `?` for each parameter) and returns its rows. */
  select(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs one change (`?` for each parameter): what time would do to a row, as a session's end passing (issue 31). */
  update(sql: string, params?: unknown[]): Promise<void>;
  /** Removes the data folder and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/** The PostgreSQL server the journeys may use: the one CI runs, named by TEST_DATABASE_URL. */
const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/**
 * A fresh database for one server: a data folder (SQLite file, generated token secret), and on
 * PostgreSQL a throwaway database created from TEST_DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wfc-e2e-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (engine === 'sqlite') {
    return {
      engine,
      env: { DATA_DIR: dataDir },
      dataDir,
      select: async (sql, params = []) => {
        const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
        try {
          return db.prepare(sql).all(...params) as Record<string, unknown>[];
        } finally {
          db.close();
        }
      },
      update: async (sql, params = []) => {
        const db = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true, timeout: 5000 });
        try {
          db.prepare(sql).run(...params);
        } finally {
          db.close();
        }
      },
      drop: async () => removeDir(),
    };
  }

  if (!postgresAdminUrl) throw new Error('The postgres project needs TEST_DATABASE_URL');
  const name = `wfc_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(postgresAdminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') },
    dataDir,
    select: (sql, params = []) => {
      let n = 0;
      const numbered = sql.replace(/\?/g, () => `$${++n}`);
      return withClient(databaseUrl, async (client) => (await client.query(numbered, params)).rows as Record<string, unknown>[]);
    },
    update: async (sql, params = []) => {
      let n = 0;
      const numbered = sql.replace(/\?/g, () => `$${++n}`);
      await withClient(databaseUrl, (client) => client.query(numbered, params));
    },
    drop: async () => {
      await withClient(postgresAdminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
