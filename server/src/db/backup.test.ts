import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_PASSWORD_HASH_COST } from '../../test/helpers';
import { backupSqlite, restoreSqlite } from './backup';

// Backups are an SQLite feature (PostgreSQL uses pg_dump), so this suite always runs on SQLite.
describe('SQLite backup and restore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wfc-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST_DIR: path.join(dir, 'none'),
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'backup-test-password',
  });
  const help = (question: string) => ({
    method: 'POST' as const,
    url: '/api/help',
    payload: { requesterName: 'B', requesterEmail: 'b@example.org', question },
  });
  const questions = async (app: Awaited<ReturnType<typeof buildApp>>) =>
    (await app.database.db.selectFrom('cases').select('question').orderBy('question').execute()).map((row) => row.question);

  it('backs up while the server writes, and a restore brings back exactly that state', async () => {
    const backupFile = path.join(dir, 'backups', 'app.db');
    const app = await buildApp(config, { announce: () => undefined, passwordHashCost: TEST_PASSWORD_HASH_COST });
    expect((await app.inject(help('before the backup'))).statusCode).toBe(201);
    await backupSqlite(config.database.kind === 'sqlite' ? config.database.file : '', backupFile);
    expect((await app.inject(help('after the backup'))).statusCode).toBe(201);
    expect(await questions(app)).toEqual(['after the backup', 'before the backup']);
    await app.close();
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    // A backup made readable elsewhere still restores as a private database.
    chmodSync(backupFile, 0o644);
    restoreSqlite(backupFile, config.database.kind === 'sqlite' ? config.database.file : '');
    expect(statSync(config.database.kind === 'sqlite' ? config.database.file : '').mode & 0o777).toBe(0o600);
    const restored = await buildApp(config, { announce: () => undefined, passwordHashCost: TEST_PASSWORD_HASH_COST });
    try {
      expect(await questions(restored)).toEqual(['before the backup']);
      expect((await restored.inject({ url: '/api/enablers' })).json()).toHaveLength(21);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore a file that is not an intact database', async () => {
    const bogus = path.join(dir, 'bogus.db');
    (await import('node:fs')).writeFileSync(bogus, 'not a database');
    expect(() => restoreSqlite(bogus, path.join(dir, 'data', 'app.db'))).toThrow();
  });
});
