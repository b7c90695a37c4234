import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeWhatsAppEnv,
  rateLimited,
  serverError,
  startFakeWhatsApp,
  templateMissing,
  undeliverable,
  type FakeWhatsApp,
} from '../../../test/fake-whatsapp';
import { createTestApp, createTestDatabase, fixedClock, testEngine, type TestApp, type TestDatabase } from '../../../test/helpers';
import { seedMembers } from '../../../test/newsletter-members';
import { addVerifiedNumber } from './testing/whatsapp-test-kit';
import type { MemberNotice } from './whatsapp';
import { LEASE_MS, RETRY_DELAYS_MS } from './whatsapp-worker';

const START = '2026-12-07T10:00:00.000Z';
const ANNA = '+919847012345';

const reminder = (email: string, causeId = 'event-1'): MemberNotice => ({
  email,
  choice: 'event_updates',
  template: 'wfc_event_reminder',
  cause: 'event',
  causeId,
  params: ({ locale, firstName }) => [firstName, locale === 'ml' ? 'വില നിർണയ ശിൽപശാല' : 'Pricing workshop'],
});

describe("WhatsApp's worker, sending to a fake Cloud API over HTTP", () => {
  let fake: FakeWhatsApp;
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const clock = fixedClock(START);

  beforeAll(async () => {
    fake = await startFakeWhatsApp();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    database = await createTestDatabase();
    clock.set(START);
    fake.requests.length = 0;
    fake.accepted.length = 0;
    fake.answerAlways(undefined);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.drop();
  });

  /** An app on the test's database that drives its passes itself. */
  async function start(env: Record<string, string> = {}) {
    const t = await createTestApp(fakeWhatsAppEnv(fake, env), { clock, background: false }, database);
    apps.push(t);
    return t;
  }
  /** A member who chose events, in her number's language, and her number (Anna's unless said) as the kit gives it; her membership's id. */
  const member = async (
    t: TestApp,
    email: string,
    { firstName, ...number }: { firstName?: string } & Partial<Parameters<typeof addVerifiedNumber>[3]> = {},
  ) => {
    const { db } = t.app.database;
    const ids = await seedMembers(db, [
      { email, interests: ['events'], locale: number.locale ?? 'en', ...(firstName ? { firstName } : {}) },
    ]);
    return addVerifiedNumber(db, t.config.jwtSecret, { membershipId: ids.get(email)! }, { phone: ANNA, ...number });
  };
  const notify = (t: TestApp, notice: MemberNotice) =>
    t.app.database.writeTransaction((trx) => t.app.whatsapp.notifyMember(trx, notice, clock()));
  const rows = (t: TestApp) => t.app.database.db.selectFrom('whatsapp_messages').selectAll().orderBy('created_at').orderBy('id').execute();
  const numberOf = (t: TestApp, membershipId: string) =>
    t.app.database.db
      .selectFrom('whatsapp_numbers')
      .select(['failures', 'failing_since'])
      .where('membership_id', '=', membershipId)
      .executeTakeFirstOrThrow();
  const pass = (t: TestApp) => t.app.whatsappQueue.deliverDue();

  it('sends each template in its language with her parameters, and records the wamid', async () => {
    const t = await start();
    // Two failures in a row before: one more would have made her number failing.
    const anna = await member(t, 'anna@example.org', { firstName: 'Anna', failures: 2 });
    await member(t, 'mira@example.org', { firstName: 'Mira', phone: '+919847054321', locale: 'ml' });
    await notify(t, reminder('anna@example.org'));
    clock.set('2026-12-07T10:00:00.001Z');
    await notify(t, reminder('mira@example.org'));

    expect(await pass(t)).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    // Sent side by side (several calls at once): in either order.
    const accepted = [...fake.accepted].sort((a, b) => String(a.body.to).localeCompare(String(b.body.to)));
    expect(accepted.map(({ body }) => [body.to, body.template])).toEqual([
      [
        '919847012345',
        {
          name: 'wfc_event_reminder',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Anna' },
                { type: 'text', text: 'Pricing workshop' },
              ],
            },
          ],
        },
      ],
      [
        '919847054321',
        {
          name: 'wfc_event_reminder',
          language: { code: 'ml' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Mira' },
                { type: 'text', text: 'വില നിർണയ ശിൽപശാല' },
              ],
            },
          ],
        },
      ],
    ]);
    const [first, second] = await rows(t);
    expect(first).toMatchObject({
      status: 'sent',
      attempts: 1,
      wa_message_id: accepted[0]!.wamid,
      sent_at: clock().toISOString(),
      error: null,
    });
    expect(second).toMatchObject({ status: 'sent', wa_message_id: accepted[1]!.wamid });
    // A delivery that worked starts her failures again from none.
    expect(await numberOf(t, anna)).toEqual({ failures: 0, failing_since: null });
    // Nothing is due any more.
    expect((await pass(t)).sent).toBe(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('sends the code live, in the body and the copy-code button, and drops its sealed copy once sent', async () => {
    const t = await start();
    const id = await member(t, 'code@example.org');
    await t.app.database.writeTransaction((trx) =>
      t.app.whatsapp.queueCode(trx, { membershipId: id, phone: ANNA, locale: 'ml', code: '482913' }, clock()),
    );
    expect(await pass(t)).toMatchObject({ sent: 1 });
    expect(fake.accepted[0]!.body.template).toEqual({
      name: 'wfc_number_code',
      language: { code: 'ml' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
      ],
    });
    const [row] = await rows(t);
    expect(row).toMatchObject({ status: 'sent', secrets: null, params: '["••••••"]' });
    expect(JSON.stringify(row)).not.toContain('482913');
  });

  it('retries a 429 after a minute and sends the message once', async () => {
    const t = await start();
    await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    fake.answerNext(rateLimited);
    expect(await pass(t)).toMatchObject({ sent: 0, retried: 1 });
    expect((await rows(t))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: '2026-12-07T10:01:00.000Z',
      error: 'HTTP 429, code 130429: (#130429) Rate limit hit',
    });
    clock.set('2026-12-07T10:00:59.000Z');
    expect((await pass(t)).sent).toBe(0);
    clock.set('2026-12-07T10:01:00.000Z');
    expect(await pass(t)).toMatchObject({ sent: 1 });
    expect(fake.requests).toHaveLength(2);
    expect(fake.accepted).toHaveLength(1);
    expect((await rows(t))[0]).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('backs off 1 min, 5 min, 30 min, 2 h and 12 h on outages, then fails; the number is not to blame', async () => {
    const t = await start();
    const anna = await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    fake.answerAlways(serverError);
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      expect(await pass(t)).toMatchObject({ retried: 1 });
      const [row] = await rows(t);
      expect(row).toMatchObject({ status: 'queued', attempts: index + 1 });
      expect(Date.parse(row!.next_attempt_at) - clock().getTime()).toBe(delay);
      clock.set(row!.next_attempt_at);
    }
    expect(await pass(t)).toMatchObject({ failed: 1 });
    expect((await rows(t))[0]).toMatchObject({
      status: 'failed',
      attempts: 6,
      error: 'HTTP 500, code 131000: (#131000) Something went wrong',
    });
    expect(fake.requests).toHaveLength(6);
    expect(await numberOf(t, anna)).toEqual({ failures: 0, failing_since: null });
  });

  it("fails a 400 at once; an unknown template is not her number's fault", async () => {
    const t = await start();
    const anna = await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    fake.answerNext(templateMissing);
    expect(await pass(t)).toMatchObject({ failed: 1, retried: 0 });
    expect((await rows(t))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    clock.set('2026-12-08T10:00:00.000Z');
    expect(await pass(t)).toMatchObject({ sent: 0, failed: 0 });
    expect(fake.requests).toHaveLength(1);
    expect(await numberOf(t, anna)).toEqual({ failures: 0, failing_since: null });
  });

  it('marks her number failing after 3 undeliverable messages in a row, and sends it nothing more', async () => {
    const t = await start();
    const anna = await member(t, 'anna@example.org');
    fake.answerAlways(undeliverable);
    for (const n of [1, 2, 3]) {
      await notify(t, reminder('anna@example.org', `event-${n}`));
      expect(await pass(t)).toMatchObject({ failed: 1 });
      expect((await numberOf(t, anna)).failures).toBe(n);
    }
    expect(await numberOf(t, anna)).toEqual({ failures: 3, failing_since: clock().toISOString() });
    // New notices are not queued; one queued before is not sent.
    expect(await notify(t, reminder('anna@example.org', 'event-4'))).toBe(false);
    await t.app.database.db.updateTable('whatsapp_numbers').set({ failing_since: null }).where('membership_id', '=', anna).execute();
    await notify(t, reminder('anna@example.org', 'event-5'));
    await t.app.database.db
      .updateTable('whatsapp_numbers')
      .set({ failing_since: clock().toISOString() })
      .where('membership_id', '=', anna)
      .execute();
    fake.answerAlways(undefined);
    expect(await pass(t)).toMatchObject({ sent: 0, skipped: 1 });
    expect(fake.requests).toHaveLength(3);
    expect((await rows(t)).find((row) => row.cause_id === 'event-5')).toMatchObject({
      status: 'failed',
      error: 'Not sent: her number keeps failing',
    });
  });

  it('skips what was queued before she sent STOP or removed her number, but sends the confirmation of her STOP', async () => {
    const t = await start();
    const anna = await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    const stamp = clock().toISOString();
    await t.app.database.db.updateTable('whatsapp_numbers').set({ opted_out_at: stamp }).where('membership_id', '=', anna).execute();
    await t.app.database.writeTransaction((trx) =>
      t.app.whatsapp.queueText(
        trx,
        {
          membershipId: anna,
          phone: ANNA,
          locale: 'en',
          text: 'You will get no more messages.',
          cause: 'stop-confirmed',
          causeId: 'wamid.in',
        },
        clock(),
      ),
    );
    expect(await pass(t)).toMatchObject({ sent: 1, skipped: 1 });
    expect(fake.accepted.map(({ body }) => body.text)).toEqual([{ preview_url: false, body: 'You will get no more messages.' }]);
    const byCause = (await rows(t)).sort((a, b) => a.cause.localeCompare(b.cause));
    expect(byCause.map((row) => [row.cause, row.status, row.error])).toEqual([
      ['event', 'failed', 'Not sent: she stopped WhatsApp messages (STOP)'],
      ['stop-confirmed', 'sent', null],
    ]);

    await t.app.database.db.updateTable('whatsapp_numbers').set({ opted_out_at: null }).where('membership_id', '=', anna).execute();
    await notify(t, reminder('anna@example.org', 'event-2'));
    await t.app.database.db.deleteFrom('whatsapp_numbers').where('membership_id', '=', anna).execute();
    expect(await pass(t)).toMatchObject({ sent: 0, skipped: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the code she asked for to a number she stopped (adding it again is her request), but not an event notice', async () => {
    const t = await start();
    const anna = await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    // She replies STOP, then adds her number again on her page, which queues a code.
    await t.app.database.db
      .updateTable('whatsapp_numbers')
      .set({ opted_out_at: clock().toISOString() })
      .where('membership_id', '=', anna)
      .execute();
    await t.app.database.writeTransaction((trx) =>
      t.app.whatsapp.queueCode(trx, { membershipId: anna, phone: ANNA, locale: 'en', code: '482913' }, clock()),
    );
    expect(await pass(t)).toMatchObject({ sent: 1, skipped: 1 });
    expect(fake.accepted.map(({ body }) => (body.template as { name: string } | undefined)?.name)).toEqual(['wfc_number_code']);
    const byCause = (await rows(t)).sort((a, b) => a.cause.localeCompare(b.cause));
    expect(byCause.map((row) => [row.cause, row.status, row.error])).toEqual([
      ['event', 'failed', 'Not sent: she stopped WhatsApp messages (STOP)'],
      ['number-code', 'sent', null],
    ]);
  });

  it('sends no code to a number that keeps failing or was removed', async () => {
    const t = await start();
    const anna = await member(t, 'anna@example.org', { stopped: true, failing: true });
    const mira = await member(t, 'mira@example.org', { phone: '+919847054321' });
    for (const [membershipId, phone] of [
      [anna, ANNA],
      [mira, '+919847054321'],
    ] as const) {
      await t.app.database.writeTransaction((trx) =>
        t.app.whatsapp.queueCode(trx, { membershipId, phone, locale: 'en', code: '482913' }, clock()),
      );
    }
    await t.app.database.db.deleteFrom('whatsapp_numbers').where('membership_id', '=', mira).execute();
    expect(await pass(t)).toMatchObject({ sent: 0, skipped: 2 });
    expect(fake.requests).toHaveLength(0);
    expect((await rows(t)).map((row) => row.error).sort()).toEqual([
      'Not sent: her number keeps failing',
      'Not sent: her number was removed or changed',
    ]);
  });

  it('fails a message found sending past its lease (its process died during the call): never sent twice', async () => {
    const t = await start();
    await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    // A process claimed it and marked it sending, then died.
    await t.app.database.db
      .updateTable('whatsapp_messages')
      .set({ status: 'sending', attempts: 1, lease_until: new Date(clock().getTime() + LEASE_MS).toISOString() })
      .execute();
    expect(await pass(t)).toMatchObject({ sent: 0, abandoned: 0 });
    clock.set(new Date(clock().getTime() + LEASE_MS + 1).toISOString());
    expect(await pass(t)).toMatchObject({ sent: 0, abandoned: 1 });
    expect((await rows(t))[0]).toMatchObject({ status: 'failed', wa_message_id: null });
    expect(fake.requests).toHaveLength(0);
  });

  it('sends a claimed message again when its process died before the call (still queued past its lease)', async () => {
    const t = await start();
    await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    const leaseUntil = new Date(clock().getTime() + LEASE_MS).toISOString();
    await t.app.database.db.updateTable('whatsapp_messages').set({ lease_until: leaseUntil, next_attempt_at: leaseUntil }).execute();
    expect((await pass(t)).sent).toBe(0);
    clock.set(leaseUntil);
    expect(await pass(t)).toMatchObject({ sent: 1 });
  });

  // Two processes on PostgreSQL. SQLite serves one process per file (better-sqlite3 waits for a lock
  // by blocking its thread, so two apps in one test process would wait on each other): there, two
  // passes of one app race for the same rows.
  it('sends each message once when two workers deliver at the same time', async () => {
    const first = await start({ WHATSAPP_RATE_PER_SECOND: '1000' });
    const second = testEngine === 'postgres' ? await start({ WHATSAPP_RATE_PER_SECOND: '1000' }) : first;
    for (let n = 0; n < 30; n++) {
      const email = `member-${n}@example.org`;
      await member(first, email, { phone: `+9198470${String(20000 + n)}` });
      await notify(first, reminder(email));
    }
    const reports = await Promise.all([pass(first), pass(second), pass(first), pass(second)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    expect(fake.accepted).toHaveLength(30);
    expect(new Set(fake.accepted.map(({ body }) => body.to)).size).toBe(30);
    expect((await rows(first)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('hands the Cloud API no more than WHATSAPP_RATE_PER_SECOND messages a second, counting every process', async () => {
    const first = await start({ WHATSAPP_RATE_PER_SECOND: '3' });
    const second = await start({ WHATSAPP_RATE_PER_SECOND: '3' });
    for (let n = 0; n < 5; n++) {
      const email = `member-${n}@example.org`;
      await member(first, email, { phone: `+9198470${String(30000 + n)}` });
      await notify(first, reminder(email));
    }
    expect(await pass(first)).toMatchObject({ sent: 3, limited: true });
    // Within the same second the other process may send nothing.
    expect(await pass(second)).toMatchObject({ sent: 0, limited: true });
    clock.set('2026-12-07T10:00:00.999Z');
    expect((await pass(second)).sent).toBe(0);
    clock.set('2026-12-07T10:00:01.000Z');
    expect(await pass(second)).toMatchObject({ sent: 2, limited: false });
    expect(fake.accepted).toHaveLength(5);
  });

  it('sends in the background shortly after a message is queued, and stops on close', async () => {
    const t = await createTestApp(fakeWhatsAppEnv(fake), { clock, background: true }, database);
    apps.push(t);
    await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    await expect.poll(() => fake.accepted.length, { timeout: 5_000 }).toBe(1);
    await expect.poll(async () => (await rows(t))[0]!.status, { timeout: 5_000 }).toBe('sent');
    await t.close();
    apps.splice(apps.indexOf(t), 1);
  });

  it('logs her number only masked', async () => {
    const t = await start();
    await member(t, 'anna@example.org');
    await notify(t, reminder('anna@example.org'));
    await notify(t, reminder('anna@example.org', 'event-2'));
    fake.answerNext(undeliverable, rateLimited);
    await pass(t);
    const logs = t.logs.join('');
    expect(logs).toContain('+91 ••••••• 345');
    expect(logs).not.toContain('9847012345');
  });
});
