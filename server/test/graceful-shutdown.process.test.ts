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

/** Resolves once nothing listens on the server's port any more. */
async function waitUntilRefused(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`${url}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server still accepts connections');
}

describe('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    server = await startServer({ env: { ADMIN_PASSWORD: 'shutdown-test-password' } });
    const body = JSON.stringify({ requesterName: 'Last Visitor', requesterEmail: 'last@example.org', question: 'Will you finish my request?' });
    const half = Math.floor(body.length / 2);

    // A request whose body is still arriving when the signal comes.
    const exchange = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(`${server!.url}/api/help`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, half));
      setTimeout(() => {
        const exited = new Promise<number | null>((done) => server!.child.once('exit', (code) => done(code)));
        server!.child.kill('SIGTERM');
        void waitUntilRefused(server!.url).then(
          () => outgoing.end(body.slice(half)),
          reject,
        );
        void exited.then((code) => (exitCode = code));
      }, 300);
    });
    let exitCode: number | null | undefined;

    const answer = await exchange;
    expect(answer.status).toBe(201);
    await expect.poll(() => exitCode, { timeout: 15_000 }).toBe(0);
    expect(server.output()).not.toMatch(/shutdown took longer|shutdown failed/);

    // A database closed cleanly has checkpointed its write-ahead log into the main file and removed it.
    expect(existsSync(path.join(server.dataDir, 'app.db-wal'))).toBe(false);
    const db = new Database(path.join(server.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('select requester_email, status from cases').all()).toEqual([{ requester_email: 'last@example.org', status: 'Pending' }]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });
});
