import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFileDuringLogins } from '../../scripts/lib/login-storm';
import { root, startServer, type ServerProcess } from '../../scripts/lib/server-process';

/**
 * Issue 16, finding 2, against the real server: nine parallel anonymous logins no longer starve the
 * static files. Only the order of the answers is compared, never their times (those are in
 * `npm run bench` and docs/performance.md).
 */
describe('password hashing under nine parallel logins (a real server process)', () => {
  // A site of two files, enough for @fastify/static to serve the favicon from disk as it does in production.
  const site = mkdtempSync(path.join(tmpdir(), 'wfc-hashing-site-'));
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Test</title>');
    copyFileSync(path.join(root, 'web', 'public', 'favicon.svg'), path.join(site, 'favicon.svg'));
    // One thread and four waiting: five of the nine are hashed, one after another, the rest refused.
    server = await startServer({ env: { WEB_DIST_DIR: site, HASH_WORKERS: '1', HASH_QUEUE: '4', RATE_LIMIT_FORMS_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
    rmSync(site, { recursive: true, force: true });
  });

  it('serves the favicon while the logins are still being hashed, and refuses what does not fit in the queue with 503 HASHING_BUSY', async () => {
    const { logins, file } = await fetchFileDuringLogins(server!.url, { logins: 9, filePath: '/favicon.svg' });
    expect(file.status).toBe(200);

    const hashed = logins.filter((answer) => answer.status === 401);
    const refused = logins.filter((answer) => answer.status === 503);
    expect(hashed.length + refused.length).toBe(9);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer).toMatchObject({ code: 'HASHING_BUSY', retryAfter: '5' });

    // Hashed one after another on their own thread, most logins answer after the favicon. (On libuv's
    // pool, as before, the favicon's file reads waited behind every hash: it came after all of them.)
    const answeredBefore = hashed.filter((answer) => answer.doneAt < file.doneAt).length;
    expect(answeredBefore).toBeLessThanOrEqual(Math.floor(hashed.length / 2));
  });
});
