import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { createOutbox } from '../src/features/mail/outbox.service';
import { createTestDatabase, type TestDatabase } from './helpers';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

const MESSAGES = 150;
const engines = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/**
 * A real server process sending a backlog to a slow SMTP server is killed with SIGKILL mid-send.
 * After a restart every message is delivered at least once: the claims of the dead process run out
 * (MAIL_LEASE_SECONDS) and the new process takes them over.
 */
describe.each(engines)('SIGKILL while mail is being sent (%s)', (engine) => {
  let database: TestDatabase | undefined;
  let peer: SmtpPeer | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await peer?.close();
    await database?.drop();
  });

  it('delivers every queued message at least once after a restart, and logs no address or body', async () => {
    database = await createTestDatabase(engine);
    peer = await startSmtpPeer({ delayMs: 40 });
    const env = {
      ...database.env,
      SMTP_URL: peer.url,
      PUBLIC_URL: 'https://club.example.org',
      MAIL_POLL_SECONDS: '1',
      MAIL_LEASE_SECONDS: '3',
      ADMIN_PASSWORD: 'crash-test-password',
      LOG_LEVEL: 'debug',
    };

    // The backlog is queued before the server starts, as a burst of notifications would leave it.
    const config = loadConfig(env);
    const db = openDatabase(config.database);
    // The outbox as the server would make it: SMTP_URL set, so new mail is queued.
    const outbox = createOutbox({ holdNewMail: false, sealKey: config.jwtSecret });
    const ids: string[] = [];
    try {
      await migrate(db);
      await db.writeTransaction(async (trx) => {
        for (let i = 0; i < MESSAGES; i += 1) {
          const data = {
            requesterName: `Founder ${i}`,
            question: `Secret question number ${i}?`,
            requestUrl: `https://club.example.org/request#t${i}`,
          };
          await outbox.queue(trx, { kind: 'help-received', to: `founder${i}@example.org`, data }, new Date());
        }
      });
      ids.push(...(await db.db.selectFrom('outbox_messages').select('id').execute()).map((row) => row.id));
    } finally {
      await db.close();
    }

    const first = await startServer({ env, dataDir: database.env.DATA_DIR });
    server = first;
    await expect.poll(() => peer!.received.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    first.child.kill('SIGKILL');
    await first.stop('SIGKILL');
    const beforeKill = peer.received.length;
    expect(beforeKill).toBeLessThan(MESSAGES);

    server = await startServer({ env, dataDir: database.env.DATA_DIR });
    const delivered = () => new Set(peer!.received.map((mail) => mail.messageId));
    await expect.poll(() => delivered().size, { timeout: 60_000, interval: 200 }).toBe(MESSAGES);
    expect(delivered()).toEqual(new Set(ids.map((id) => `<${id}@club.example.org>`)));
    // At most the messages on the wire at the kill go out twice (one per pooled connection, and the last batch's).
    expect(peer.received.length - MESSAGES).toBeLessThanOrEqual(50);
    await server.stop();

    for (const output of [first.output(), server.output()]) {
      expect(output).not.toMatch(/founder\d+@example\.org/);
      expect(output).not.toContain('Secret question');
    }
    expect(server.output()).toContain('f***@example.org');
  });
});
