import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { newId } from '../src/lib/ids';
import { createTestDatabase, type TestDatabase } from './helpers';
import { manyMembers, seedMembers } from './newsletter-members';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

const MEMBERS = 1200;
/**
 * The copies a kill can send twice: those the mail server took but whose marks were not written
 * yet, at most one per pooled connection, each waiting for a shared commit: twice the 5 connections.
 */
const DUPLICATE_BOUND = 10;
const engines = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** A database with MEMBERS members of "events" and one newsletter for them, about to be sent. */
async function prepare(env: Record<string, string>): Promise<void> {
  const db = openDatabase(loadConfig(env).database);
  try {
    await migrate(db);
    await seedMembers(db.db, manyMembers(MEMBERS));
    const stamp = new Date().toISOString();
    await db.db
      .insertInto('newsletters')
      .values({
        id: newId(),
        slug: 'december-news',
        subject: 'December news',
        preheader: '',
        body: 'A *private* note for members.',
        topics: '["events"]',
        filters: '{"verticals":[],"jobFunctions":[],"languages":[]}',
        status: 'preparing',
        started_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  } finally {
    await db.close();
  }
}

/** How many members got it, and how many copies were extra. */
function tally(peer: SmtpPeer) {
  const addresses = peer.recipients.flat();
  return { members: new Set(addresses).size, duplicates: addresses.length - new Set(addresses).size };
}

describe.each(engines)('newsletters across processes (%s)', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function setUp() {
    const database: TestDatabase = await createTestDatabase(engine);
    const peer = await startSmtpPeer();
    cleanups.push(
      () => database.drop(),
      () => peer.close(),
    );
    const env = {
      ...database.env,
      SMTP_URL: peer.url,
      PUBLIC_URL: 'https://club.example.org',
      MAIL_POLL_SECONDS: '1',
      MAIL_LEASE_SECONDS: '3',
      NEWSLETTER_RATE_PER_MINUTE: '100000',
      ADMIN_PASSWORD: 'crash-test-password',
    };
    await prepare(env);
    const start = async () => {
      const server: ServerProcess = await startServer({ env, dataDir: database.env.DATA_DIR });
      cleanups.push(() => server.stop('SIGKILL'));
      return server;
    };
    return { peer, start };
  }

  it(`SIGKILL mid-send to ${MEMBERS} members, then a restart: everyone gets it, duplicates within the bound`, async () => {
    const { peer, start } = await setUp();
    const first = await start();
    await expect.poll(() => peer.received.length, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(300);
    first.child.kill('SIGKILL');
    await first.stop('SIGKILL');
    expect(tally(peer).members).toBeLessThan(MEMBERS);

    const second = await start();
    await expect.poll(() => tally(peer).members, { timeout: 90_000, interval: 200 }).toBe(MEMBERS);
    const { duplicates } = tally(peer);
    expect(duplicates).toBeLessThanOrEqual(DUPLICATE_BOUND);
    console.info(`[${engine}] SIGKILL mid-send: ${MEMBERS} members reached, ${duplicates} duplicate(s)`);
    await second.stop();
    expect(second.output()).not.toMatch(/member-\d+@example\.org/);
  });

  it(`two processes sending one newsletter to ${MEMBERS} members: each gets it once, duplicates within the bound`, async () => {
    const { peer, start } = await setUp();
    const [one, two] = await Promise.all([start(), start()]);
    await expect.poll(() => tally(peer).members, { timeout: 90_000, interval: 200 }).toBe(MEMBERS);
    const { duplicates } = tally(peer);
    expect(duplicates).toBeLessThanOrEqual(DUPLICATE_BOUND);
    console.info(`[${engine}] two processes: ${MEMBERS} members reached, ${duplicates} duplicate(s)`);
    await Promise.all([one.stop(), two.stop()]);
  });
});
