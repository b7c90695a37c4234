import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, startServer, type ServerProcess } from '../../scripts/lib/server-process';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/**
 * Finding 7 of issue 16: the database holds password hashes, e-mail addresses and questions. A real
 * server on a fresh DATA_DIR (under the usual umask 022) makes the folder 0700 and every file 0600,
 * `npm run backup` writes 0600 copies, and a folder left loose by an older version is tightened.
 */
describe('the data folder and its files are private to the server', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'wfc-modes-'));
  const dataDir = path.join(parent, 'data');
  const db = path.join(dataDir, 'app.db');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  const help = async (question: string) => {
    const response = await fetch(`${server?.url}/api/help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requesterName: 'Mode Test', requesterEmail: 'modes@example.org', question }),
    });
    expect(response.status).toBe(201);
  };

  it('creates the folder 0700 and the database, its -wal and -shm and the secret 0600; backups are 0600', async () => {
    server = await startServer({ dataDir, env: { ADMIN_PASSWORD: 'file-modes-password' } });
    await help('Who can read the database?');
    expect(modeOf(dataDir)).toBe('700');
    for (const file of [db, `${db}-wal`, `${db}-shm`, path.join(dataDir, 'jwt-secret')])
      expect([file, modeOf(file)]).toEqual([file, '600']);

    const backup = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/scripts/backup.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ENV_FILE: '/dev/null' },
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    const backups = path.join(dataDir, 'backups');
    const [copy] = readdirSync(backups);
    expect(copy).toMatch(/^app-.*\.db$/);
    expect(modeOf(backups)).toBe('700');
    expect(modeOf(path.join(backups, copy ?? ''))).toBe('600');
  }, 120_000);

  it('tightens a folder and files left readable by an older version, and says so in the log', async () => {
    // A clean stop removes -wal and -shm; SQLite makes them again with the database's mode.
    await server?.stop();
    chmodSync(dataDir, 0o755);
    chmodSync(db, 0o644);
    const copy = path.join(dataDir, 'backups', readdirSync(path.join(dataDir, 'backups'))[0] ?? '');
    chmodSync(copy, 0o644);

    server = await startServer({ dataDir, env: { ADMIN_PASSWORD: 'file-modes-password' } });
    await help('And after a restart?');
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(db)).toBe('600');
    expect(modeOf(`${db}-wal`)).toBe('600');
    expect(modeOf(copy)).toBe('600');
    const tightened = server
      .output()
      .split('\n')
      .filter((line) => line.includes('made private to the server'));
    expect(tightened.some((line) => line.includes(`"path":"${dataDir}"`) && line.includes('"from":"755"'))).toBe(true);
    expect(tightened.some((line) => line.includes(`"path":"${db}"`) && line.includes('"from":"644"'))).toBe(true);
  }, 120_000);
});
