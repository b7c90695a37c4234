import type { Case, User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { startDovecot, type Dovecot } from '../../../test/dovecot';
import { createTestApp, createTestDatabase, forgetVisitorMailCounts, type TestApp, type TestDatabase } from '../../../test/helpers';
import { rawMail, replyToIn } from '../../../test/inbound-mail';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';
import { watchMailbox, type MailboxWatcher } from './imap-watcher';
import type { IntakeResult } from './intake.service';

const ENV = { REPLY_ADDRESS: 'reply@club.example.org', PUBLIC_URL: 'https://club.example.org' };
/** Far beyond the test: what is taken in was seen by IDLE or by the first look at start. */
const NO_LOOK_MS = 600_000;

// A real Dovecot started by the test (issue 41): every test has a mailbox of its own in it.
describe('the IMAP watcher, on a real Dovecot', () => {
  let dovecot: Dovecot;
  let database: TestDatabase;
  let t: TestApp;
  let headers: Record<string, string>;
  let enabler: User;
  let watchers: MailboxWatcher[] = [];
  const others: TestApp[] = [];

  beforeAll(async () => {
    dovecot = await startDovecot(['start', 'idle', 'restart', 'shared', 'refused']);
    database = await createTestDatabase();
    t = await createTestApp(ENV, {}, database);
    const users = await seedAccounts(t.app, {
      operator: { name: 'Olivia Operator', email: 'olivia@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
    });
    enabler = users.enabler;
    headers = bearer(await tokenFor(t.app, users.operator));
  });
  afterEach(async () => {
    await Promise.all(watchers.map((watcher) => watcher.stop()));
    watchers = [];
    await Promise.all(others.splice(0).map((other) => other.close()));
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await dovecot?.stop();
  });

  const watch = (app: FastifyInstance, user: string, take = (raw: Buffer) => app.inbound.takeIn(raw, 'imap')) => {
    const watcher = watchMailbox({ url: dovecot.url(user), take, log: app.log, lookEveryMs: NO_LOOK_MS });
    watchers.push(watcher);
    return watcher;
  };

  /** A case assigned to Esha, and a reply from its requester to the case's reply address. */
  const replyInCase = async (requesterEmail: string): Promise<{ item: Case; reply: (text: string) => Buffer }> => {
    await forgetVisitorMailCounts(t.app);
    const item = await createCase(
      t.app.database,
      { question: 'How do I price a translation project?', requesterName: 'Rita Requester', requesterEmail, source: 'help_form' },
      t.app.clock(),
      mailerOf(t.app),
    );
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${item._id}`,
      headers,
      payload: { enablerId: enabler._id },
    });
    expect(assigned.statusCode).toBe(200);
    const replyTo = await replyToIn(t.app, item._id, requesterEmail);
    expect(replyTo).toBeDefined();
    return { item, reply: (text) => rawMail({ from: requesterEmail, to: replyTo!, text }) };
  };

  const messagesOf = async (caseId: string) => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/operator/cases/${caseId}`, headers });
    return (detail.json() as { messages: { author: string; body: string; via?: string }[] }).messages.map((message) => message.body);
  };

  it('takes in what is unread at start, posts it in its case, and flags it \\Seen', async () => {
    const { item, reply } = await replyInCase('rita@example.org');
    await dovecot.append('start', reply('Thank you, that helps a lot.'));
    expect(await dovecot.unread('start')).toBe(1);
    watch(t.app, 'start');
    await expect.poll(() => messagesOf(item._id), { timeout: 5000 }).toEqual(['Thank you, that helps a lot.']);
    await expect.poll(() => dovecot.unread('start'), { timeout: 5000 }).toBe(0);
  });

  it('takes in a message that arrives while it watches within seconds (IDLE), not at the next look', async () => {
    const { item, reply } = await replyInCase('sita@example.org');
    const watcher = watch(t.app, 'idle');
    await dovecot.append('idle', reply('First.'));
    await expect.poll(() => messagesOf(item._id), { timeout: 5000 }).toEqual(['First.']);
    // Its first look is over (the message flagged \Seen just after its commit) and the watcher waits
    // on IDLE; the next look is minutes away.
    await expect.poll(() => watcher.pass(), { timeout: 5000 }).toBe(0);
    const appended = Date.now();
    await dovecot.append('idle', reply('Second.'));
    await expect.poll(() => messagesOf(item._id), { timeout: 5000, interval: 100 }).toEqual(['First.', 'Second.']);
    expect(Date.now() - appended).toBeLessThan(5000);
    await expect.poll(() => dovecot.unread('idle'), { timeout: 5000 }).toBe(0);
  });

  it('connects again when Dovecot restarts, and takes in what arrives after', async () => {
    const { item, reply } = await replyInCase('tara@example.org');
    watch(t.app, 'restart');
    await dovecot.append('restart', reply('Before the restart.'));
    await expect.poll(() => messagesOf(item._id), { timeout: 5000 }).toEqual(['Before the restart.']);
    await dovecot.restart();
    await dovecot.append('restart', reply('After the restart.'));
    await expect.poll(() => messagesOf(item._id), { timeout: 10_000 }).toEqual(['Before the restart.', 'After the restart.']);
    await expect.poll(() => dovecot.unread('restart'), { timeout: 5000 }).toBe(0);
  });

  it('connects again when Dovecot restarts while a message is being taken in, which is then taken once', async () => {
    const { item, reply } = await replyInCase('vera@example.org');
    let taking: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (taking = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const results: IntakeResult[] = [];
    const closedBefore = t.logs.filter((line) => line.includes('the watched mailbox closed its connection')).length;
    watch(t.app, 'restart', async (raw) => {
      if (results.length === 0) {
        taking();
        await released;
      }
      const result = await t.app.inbound.takeIn(raw, 'imap');
      results.push(result);
      return result;
    });
    try {
      await dovecot.append('restart', reply('During the restart.'));
      await taken;
      // The connection is lost before the message is flagged \Seen: it is read again, and is a duplicate.
      await dovecot.restart();
      const closed = () => t.logs.filter((line) => line.includes('the watched mailbox closed its connection')).length;
      await expect.poll(closed, { timeout: 5000, interval: 20 }).toBe(closedBefore + 1);
    } finally {
      release();
    }
    await expect.poll(() => results.map((result) => result.outcome), { timeout: 10_000 }).toEqual(['posted', 'duplicate']);
    await dovecot.append('restart', reply('After the restart.'));
    await expect.poll(() => messagesOf(item._id), { timeout: 10_000 }).toEqual(['During the restart.', 'After the restart.']);
    await expect.poll(() => dovecot.unread('restart'), { timeout: 5000 }).toBe(0);
  });

  it('posts a reply once when two processes watch one mailbox', async () => {
    const second = await createTestApp(ENV, {}, database);
    others.push(second);
    const { item, reply } = await replyInCase('uma@example.org');
    await dovecot.append('shared', reply('Seen by two.'));
    // Both processes hold the message before either takes it in: neither has flagged it yet.
    const results: IntakeResult[] = [];
    let fetched = 0;
    let bothFetched: () => void = () => undefined;
    const both = new Promise<void>((resolve) => (bothFetched = resolve));
    const takeAfterBoth = (app: FastifyInstance) => async (raw: Buffer) => {
      fetched += 1;
      if (fetched === 2) bothFetched();
      // Not for ever: a watcher that never fetches fails the count below instead of hanging the test.
      await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 5000))]);
      const result = await app.inbound.takeIn(raw, 'imap');
      results.push(result);
      return result;
    };
    watch(t.app, 'shared', takeAfterBoth(t.app));
    watch(second.app, 'shared', takeAfterBoth(second.app));
    await expect.poll(() => results.length, { timeout: 5000 }).toBe(2);
    expect(results.map((result) => result.outcome).sort()).toEqual(['duplicate', 'posted']);
    expect(await messagesOf(item._id)).toEqual(['Seen by two.']);
    const told = await t.app.database.db
      .selectFrom('outbox_messages')
      .select('kind')
      .where('thread_ref', '=', `case:${item._id}`)
      .where('kind', '=', 'requester-replied')
      .execute();
    expect(told).toHaveLength(1);
    await expect.poll(() => dovecot.unread('shared'), { timeout: 5000 }).toBe(0);
  });

  it('logs a refused password and tries again, and the app goes on answering', async () => {
    const url = new URL(dovecot.url('refused'));
    const wrong = 'not-the-password';
    url.password = wrong;
    const app = await createTestApp({ ...ENV, IMAP_URL: url.toString() }, { background: true });
    others.push(app);
    const refusals = () => app.logs.filter((line) => line.includes('could not open the watched mailbox')).length;
    // The first try at start, then again after a second.
    await expect.poll(refusals, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(app.logs.join('')).not.toContain(wrong);
  });
});
