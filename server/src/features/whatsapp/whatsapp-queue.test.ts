import type { Locale } from '@wfc/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { seedMembers } from '../../../test/newsletter-members';
import { openSecret } from '../two-factor/secret-box';
import type { MemberNotice } from './whatsapp';
import { addVerifiedNumber, clearNotices, WHATSAPP_TEST_ENV } from './testing/whatsapp-test-kit';
import { applyDeliveryStatus } from './whatsapp-delivery';

const NOW = new Date('2026-12-07T10:00:00.000Z');

const reminder = (email: string, overrides: Partial<MemberNotice> = {}): MemberNotice => ({
  email,
  choice: 'event_updates',
  template: 'wfc_event_reminder',
  cause: 'event',
  causeId: 'event-1',
  params: ({ locale, firstName }: { locale: Locale; firstName: string }) => [
    firstName,
    locale === 'ml' ? 'വില നിർണയ ശിൽപശാല' : 'Pricing workshop',
    locale === 'ml' ? '12 ഡിസംബർ, വൈകിട്ട് 6' : '12 December, 6 pm',
  ],
  ...overrides,
});

describe("WhatsApp's queue: what is written, for whom", () => {
  let t: TestApp;
  let phoneSeq = 0;
  beforeAll(async () => {
    // Nothing is sent in these tests: the API's address only has to be well formed.
    t = await createTestApp(WHATSAPP_TEST_ENV);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearNotices(t.app.database.db);
  });

  const db = () => t.app.database.db;
  const messages = () => db().selectFrom('whatsapp_messages').selectAll().orderBy('created_at').execute();
  /** A member who chose events, in her number's language, and her number as the kit gives it (a new one each); her membership's id. */
  const member = async (
    email: string,
    { firstName, ...number }: { firstName?: string } & Partial<Parameters<typeof addVerifiedNumber>[3]> = {},
  ) => {
    const ids = await seedMembers(db(), [
      { email, interests: ['events'], locale: number.locale ?? 'en', ...(firstName ? { firstName } : {}) },
    ]);
    const phone = `+9198470${String(10000 + phoneSeq++).padStart(5, '0')}`;
    return addVerifiedNumber(db(), t.config.jwtSecret, { membershipId: ids.get(email)! }, { phone, ...number });
  };
  const notify = (notice: MemberNotice) => t.app.database.writeTransaction((trx) => t.app.whatsapp.notifyMember(trx, notice, NOW));

  it('queues a template to her verified number, found by her address in any case, with the parameters in her language', async () => {
    const id = await member('mira@example.org', { firstName: 'Mira', locale: 'ml' });
    expect(await notify(reminder('  Mira@Example.ORG '))).toBe(true);
    const rows = await messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      membership_id: id,
      kind: 'template',
      template: 'wfc_event_reminder',
      locale: 'ml',
      cause: 'event',
      cause_id: 'event-1',
      status: 'queued',
      attempts: 0,
      next_attempt_at: NOW.toISOString(),
      secrets: null,
      wa_message_id: null,
    });
    expect(JSON.parse(rows[0]!.params)).toEqual(['Mira', 'വില നിർണയ ശിൽപശാല', '12 ഡിസംബർ, വൈകിട്ട് 6']);
  });

  it('writes nothing for an unconfirmed, stopped or failing number, a choice she turned off, or no number at all', async () => {
    await member('unverified@example.org', { verified: false });
    await member('stopped@example.org', { stopped: true });
    await member('failing@example.org', { failing: true });
    await member('no-events@example.org', { eventUpdates: false });
    for (const email of [
      'unverified@example.org',
      'stopped@example.org',
      'failing@example.org',
      'no-events@example.org',
      'nobody@example.org',
    ]) {
      expect(await notify(reminder(email))).toBe(false);
    }
    // Her newsletter choice is off by default; her event choice is on.
    await member('default@example.org');
    expect(await notify(reminder('default@example.org', { choice: 'newsletter_notices', template: 'wfc_newsletter_notice' }))).toBe(false);
    expect(await messages()).toHaveLength(0);
    expect(await notify(reminder('default@example.org'))).toBe(true);
  });

  it("makes a parameter one line, as Meta takes it (the Cloud API refuses new lines in a template's parameters)", async () => {
    await member('lines@example.org');
    await notify(reminder('lines@example.org', { params: () => ['Anna', 'Kochi\nPanampilly Nagar\t Hall      2'] }));
    expect(JSON.parse((await messages())[0]!.params)).toEqual(['Anna', 'Kochi Panampilly Nagar Hall   2']);
  });

  it('the code: masked in the stored parameters, sealed with its own purpose in secrets, opened only by the app', async () => {
    const id = await member('code@example.org', { verified: false });
    await t.app.database.writeTransaction((trx) =>
      t.app.whatsapp.queueCode(trx, { membershipId: id, phone: '+919847099999', locale: 'en', code: '482913' }, NOW),
    );
    const [row] = await messages();
    expect(row).toMatchObject({ template: 'wfc_number_code', cause: 'number-code', to_phone: '+919847099999', params: '["••••••"]' });
    expect(JSON.stringify(row)).not.toContain('482913');
    expect(row!.secrets).toMatch(/^v1\./);
    expect(t.app.whatsapp.openSecrets(row!.id, row!.secrets!)).toEqual(['482913']);
    // Bound to its row, and to its own purpose: not the outbox's box, not another row's.
    expect(t.app.whatsapp.openSecrets('another-id', row!.secrets!)).toBeUndefined();
    expect(openSecret(row!.secrets!, row!.id, t.config.jwtSecret, 'outbox-links-v1')).toBeUndefined();
  });

  it('answers an Inbox item only within her 24 hours, and only to a confirmed number', async () => {
    const answer = (membershipId: string) =>
      t.app.database.writeTransaction((trx) =>
        t.app.whatsapp.answerInboxItem(trx, { membershipId, itemId: 'item-1', text: 'Yes, see you on Friday.' }, NOW),
      );
    const unverified = await member('a-unverified@example.org', { verified: false, lastInboundAt: NOW.toISOString() });
    const never = await member('a-never@example.org');
    const late = await member('a-late@example.org', { lastInboundAt: '2026-12-06T10:00:00.000Z' });
    const recent = await member('a-recent@example.org', { locale: 'ml', lastInboundAt: '2026-12-06T10:00:01.000Z' });
    expect(await answer(unverified)).toBe('no-number');
    expect(await answer('no-such-membership')).toBe('no-number');
    expect(await answer(never)).toBe('window-closed');
    expect(await answer(late)).toBe('window-closed');
    expect(await messages()).toHaveLength(0);
    expect(await answer(recent)).toBe('queued');
    expect(await messages()).toEqual([
      expect.objectContaining({
        membership_id: recent,
        kind: 'text',
        template: null,
        text: 'Yes, see you on Friday.',
        locale: 'ml',
        cause: 'inbox-answer',
        cause_id: 'item-1',
        status: 'queued',
      }),
    ]);
  });

  it('counts the distinct members a cause reached: sent, delivered or read, never queued or failed', async () => {
    const anna = await member('r-anna@example.org');
    const beena = await member('r-beena@example.org');
    const chitra = await member('r-chitra@example.org');
    for (const email of ['r-anna@example.org', 'r-anna@example.org', 'r-beena@example.org', 'r-chitra@example.org']) {
      await notify(reminder(email));
    }
    await notify(reminder('r-chitra@example.org', { causeId: 'event-2' }));
    const rows = await messages();
    const statusOf = async (id: string, status: 'sent' | 'delivered' | 'read' | 'failed') =>
      db().updateTable('whatsapp_messages').set({ status }).where('id', '=', id).execute();
    const ofMember = (membershipId: string, causeId = 'event-1') =>
      rows.filter((row) => row.membership_id === membershipId && row.cause_id === causeId);
    await statusOf(ofMember(anna)[0]!.id, 'sent');
    await statusOf(ofMember(anna)[1]!.id, 'read');
    await statusOf(ofMember(beena)[0]!.id, 'delivered');
    await statusOf(ofMember(chitra)[0]!.id, 'failed');
    await statusOf(ofMember(chitra, 'event-2')[0]!.id, 'read');
    const reach = await t.app.whatsapp.reach(db(), ['event-1', 'event-2', 'event-3']);
    expect(Object.fromEntries(reach)).toEqual({ 'event-1': 2, 'event-2': 1, 'event-3': 0 });
    expect((await t.app.whatsapp.reach(db(), [])).size).toBe(0);
  });

  describe('delivery statuses from the webhook', () => {
    const sentMessage = async (email: string, wamid: string) => {
      const id = await member(email);
      await notify(reminder(email));
      await db().updateTable('whatsapp_messages').set({ status: 'sent', wa_message_id: wamid }).where('membership_id', '=', id).execute();
      return id;
    };
    const apply = (status: Parameters<typeof applyDeliveryStatus>[1]) =>
      t.app.database.writeTransaction((trx) => applyDeliveryStatus(trx, status));
    const statusOf = async (wamid: string) =>
      await db()
        .selectFrom('whatsapp_messages')
        .select(['status', 'status_at', 'error'])
        .where('wa_message_id', '=', wamid)
        .executeTakeFirstOrThrow();
    const numberOf = (membershipId: string) =>
      db()
        .selectFrom('whatsapp_numbers')
        .select(['failures', 'failing_since'])
        .where('membership_id', '=', membershipId)
        .executeTakeFirstOrThrow();

    it('moves forward only: read stays read when a late delivered comes, and a delivered message never turns failed', async () => {
      await sentMessage('d-forward@example.org', 'wamid.forward');
      expect(await apply({ waMessageId: 'wamid.forward', status: 'read', at: '2026-12-07T10:02:00.000Z' })).toBe('moved');
      expect(await apply({ waMessageId: 'wamid.forward', status: 'delivered', at: '2026-12-07T10:01:00.000Z' })).toBe('ignored');
      expect(await apply({ waMessageId: 'wamid.forward', status: 'failed', errorCode: 131026, at: '2026-12-07T10:03:00.000Z' })).toBe(
        'ignored',
      );
      expect(await statusOf('wamid.forward')).toEqual({ status: 'read', status_at: '2026-12-07T10:02:00.000Z', error: null });
      expect(await apply({ waMessageId: 'wamid.unknown', status: 'delivered', at: '2026-12-07T10:01:00.000Z' })).toBe('ignored');
    });

    it("counts failures on her number, the third in a row marking it failing; a delivery starts the count again; a paused template is not her number's", async () => {
      const ids = [];
      for (const n of [1, 2, 3, 4, 5]) ids.push(await sentMessage(`d-fail-${n}@example.org`, `wamid.fail-${n}`));
      // Five members, one number each: make them one member's five messages.
      const her = ids[0]!;
      await db().updateTable('whatsapp_messages').set({ membership_id: her }).where('wa_message_id', 'like', 'wamid.fail-%').execute();

      await apply({ waMessageId: 'wamid.fail-1', status: 'failed', errorCode: 131026, at: '2026-12-07T10:01:00.000Z' });
      await apply({ waMessageId: 'wamid.fail-2', status: 'failed', errorCode: 132001, at: '2026-12-07T10:02:00.000Z' });
      expect(await numberOf(her)).toEqual({ failures: 1, failing_since: null });
      expect(await statusOf('wamid.fail-1')).toMatchObject({ status: 'failed', error: 'failed, code 131026' });
      await apply({ waMessageId: 'wamid.fail-3', status: 'delivered', at: '2026-12-07T10:03:00.000Z' });
      expect(await numberOf(her)).toEqual({ failures: 0, failing_since: null });

      await apply({ waMessageId: 'wamid.fail-3', status: 'failed', errorCode: 131026, at: '2026-12-07T10:04:00.000Z' }); // delivered already: ignored
      await apply({ waMessageId: 'wamid.fail-4', status: 'failed', errorCode: 131026, at: '2026-12-07T10:05:00.000Z' });
      await apply({ waMessageId: 'wamid.fail-5', status: 'failed', at: '2026-12-07T10:06:00.000Z' });
      expect(await numberOf(her)).toEqual({ failures: 2, failing_since: null });
      await sentMessage('d-fail-6@example.org', 'wamid.fail-6');
      await db().updateTable('whatsapp_messages').set({ membership_id: her }).where('wa_message_id', '=', 'wamid.fail-6').execute();
      await apply({ waMessageId: 'wamid.fail-6', status: 'failed', errorCode: 131026, at: '2026-12-07T10:07:00.000Z' });
      expect(await numberOf(her)).toEqual({ failures: 3, failing_since: '2026-12-07T10:07:00.000Z' });
    });
  });

  it("writes nothing without the club's WhatsApp account", async () => {
    const bare = await createTestApp();
    try {
      await seedMembers(bare.app.database.db, [{ email: 'bare@example.org', interests: ['events'] }]);
      await addVerifiedNumber(bare.app.database.db, bare.config.jwtSecret, 'bare@example.org', { phone: '+919847012345' });
      const queued = await bare.app.database.writeTransaction((trx) =>
        bare.app.whatsapp.notifyMember(trx, reminder('bare@example.org'), NOW),
      );
      expect(queued).toBe(false);
      expect(bare.app.whatsapp.configured).toBe(false);
      expect(await bare.app.database.db.selectFrom('whatsapp_messages').select('id').execute()).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
