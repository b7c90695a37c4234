import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as typeof BetterSqlite3;

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  server?.cleanUp();
});

/** Whether the server's port still takes connections. */
const accepting = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );

describe('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    server = await startServer({ env: { ADMIN_PASSWORD: 'shutdown-test-password' } });
    const body = JSON.stringify({
      requesterName: 'Last Visitor',
      requesterEmail: 'last@example.org',
      question: 'Will you finish my request?',
    });
    const half = Math.floor(body.length / 2);

    const exited = new Promise<number | null>((done) => server!.child.once('exit', done));

    // A request whose body is still arriving when the signal comes.
    const outgoing = request(`${server.url}/api/help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      outgoing.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      outgoing.on('error', reject);
    });
    outgoing.write(body.slice(0, half));
    // Gives the server the time to take the request in before the signal (an order, not a measurement).
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    // Nothing new gets in once the signal is taken; then the rest of the body arrives.
    await expect.poll(() => accepting(server!.url), { timeout: 5_000 }).toBe(false);
    outgoing.end(body.slice(half));

    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/shutdown took longer|shutdown failed/);

    // A database closed cleanly has checkpointed its write-ahead log into the main file and removed it.
    expect(existsSync(path.join(server.dataDir, 'app.db-wal'))).toBe(false);
    const db = new Database(path.join(server.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('select requester_email, status from cases').all()).toEqual([
        { requester_email: 'last@example.org', status: 'Pending' },
      ]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });
});
