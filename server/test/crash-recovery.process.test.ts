import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';

/** A real server process on SQLite killed with SIGKILL during a burst of submissions (issue 6). */
describe('SIGKILL during a burst', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
  });

  it('keeps every submission that got a 201, and the database passes its integrity check', async () => {
    const env = { RATE_LIMIT_FORMS_PER_MINUTE: '100000', ADMIN_PASSWORD: 'crash-test-password' };
    server = await startServer({ env });
    const first = server;
    const acknowledged: string[] = [];
    // Waves of concurrent submissions; the process is killed once a few waves were acknowledged.
    const submit = (i: number) =>
      fetch(`${first.url}/api/help`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requesterName: `Crash ${i}`, requesterEmail: `crash${i}@example.org`, question: `Crash question ${i}` }),
      }).then(
        async (response) => {
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { _id: string })._id);
            if (acknowledged.length === 60) first.child.kill('SIGKILL');
          }
        },
        () => undefined,
      );
    for (let wave = 0; wave < 20 && first.child.signalCode === null; wave += 1) {
      await Promise.all(Array.from({ length: 25 }, (_, i) => submit(wave * 25 + i)));
    }
    await first.stop('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    // Restart on the same data folder: it must come up and keep everything it acknowledged.
    server = await startServer({ env, dataDir: first.dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await server.stop();

    const db = new SQLite(path.join(first.dataDir, 'app.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set((db.prepare('select id from cases').all() as { id: string }[]).map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      db.close();
      first.cleanUp();
      server = undefined;
    }
  });
});
