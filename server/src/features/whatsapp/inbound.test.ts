import type { User } from '@wfc/shared';
import { whatsappMessages } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { seedMembers } from '../../../test/newsletter-members';
import { postWebhook, webhookBody, type InboundMessage } from '../../../test/whatsapp-webhooks';
import { commandOf } from './inbound';
import { addVerifiedNumber, WHATSAPP_TEST_ENV } from './testing/whatsapp-test-kit';
import { inboundContextOf, processStoredWebhooks } from './webhook-runner';

/** What comes in on WhatsApp (issue 44): STOP and START, replies into the Inbox, and staff's answers within her 24 hours. */
describe('WhatsApp coming in', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');
  let ids: Map<string, string>;
  let operator: Record<string, string>;
  let operatorUser: User;
  let feed: string[];
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(WHATSAPP_TEST_ENV, { clock });
    ids = await seedMembers(t.app.database.db, [
      { email: 'anna@example.org', firstName: 'Anna', interests: [] },
      { email: 'meera@example.org', firstName: 'Meera', interests: [], locale: 'ml' },
      { email: 'lakshmi@example.org', firstName: 'Lakshmi', interests: [] },
      { email: 'unconfirmed@example.org', firstName: 'Uma', interests: [] },
    ]);
    const { db } = t.app.database;
    const secret = t.config.jwtSecret;
    await addVerifiedNumber(db, secret, 'anna@example.org', { phone: '+919847011111' });
    await addVerifiedNumber(db, secret, 'meera@example.org', { phone: '+919847022222', locale: 'ml' });
    await addVerifiedNumber(db, secret, 'lakshmi@example.org', { phone: '+919847033333' });
    await addVerifiedNumber(db, secret, 'unconfirmed@example.org', { phone: '+919847044444', verified: false });
    const users = await seedAccounts(t.app, { operator: { name: 'Olivia Operator', email: 'olivia@example.org', role: 'operator' } });
    operatorUser = users.operator as User;
    operator = bearer(await tokenFor(t.app, operatorUser));
    feed = [];
    t.app.staffFeed.subscribe((event) => feed.push(event.kind));
  });
  afterAll(async () => t.close());

  const db = () => t.app.database.db;
  /** Posts her messages as Meta would and lets the runner process them. */
  const send = async (...messages: Omit<InboundMessage, 'id'>[]) => {
    const timestamp = Math.floor(clock().getTime() / 1000);
    const withIds = messages.map((message) => ({ timestamp, ...message, id: `wamid.in-${(n += 1)}` }));
    expect((await postWebhook(t.app, webhookBody({ messages: withIds }))).statusCode).toBe(200);
    await processStoredWebhooks(inboundContextOf(t.app)!);
    return withIds.map((message) => message.id);
  };
  const numberOf = (email: string) =>
    db().selectFrom('whatsapp_numbers').selectAll().where('membership_id', '=', ids.get(email)!).executeTakeFirstOrThrow();
  const textsTo = (email: string) =>
    db()
      .selectFrom('whatsapp_messages')
      .select(['text', 'locale', 'cause', 'kind', 'status'])
      .where('membership_id', '=', ids.get(email)!)
      .orderBy('created_at')
      .execute();
  const itemsFrom = (masked: string) =>
    db().selectFrom('inbox_items').selectAll().where('from_address', '=', masked).orderBy('received_at').execute();

  it('reads STOP and START however she writes them', () => {
    for (const word of ['STOP', 'stop', 'Stop.', ' STOP! ', 'UNSUBSCRIBE', 'unsubscribe.'])
      expect(commandOf(word)).toEqual({ command: 'stop' });
    for (const word of ['നിർത്തുക', 'നിർത്തൂ', 'നി\u0D30\u0D4D\u200Dത്തുക']) expect(commandOf(word)).toEqual({ command: 'stop', locale: 'ml' });
    expect(commandOf('Start')).toEqual({ command: 'start' });
    for (const word of ['please stop sending', 'stopp', 'STOP STOP', '']) expect(commandOf(word)).toBeUndefined();
  });

  it('STOP stops her messages with one confirmation in her language; a second STOP sends nothing; START opts her in again', async () => {
    await send({ from: '919847011111', text: 'STOP' });
    const stopped = await numberOf('anna@example.org');
    expect(stopped.opted_out_at).toBe('2026-12-07T10:00:00.000Z');
    expect(stopped.last_inbound_at).not.toBeNull();
    expect(await textsTo('anna@example.org')).toEqual([
      expect.objectContaining({
        kind: 'text',
        locale: 'en',
        cause: 'stop-confirmed',
        status: 'queued',
        text: expect.stringMatching(/no more WhatsApp messages/),
      }),
    ]);
    await send({ from: '919847011111', text: 'stop.' });
    expect(await textsTo('anna@example.org')).toHaveLength(1);
    // Neither STOP is an Inbox item.
    expect(await itemsFrom('+91 ••••••• 111')).toEqual([]);

    await send({ from: '919847011111', text: 'START' });
    expect((await numberOf('anna@example.org')).opted_out_at).toBeNull();
    const texts = await textsTo('anna@example.org');
    expect(texts).toHaveLength(2);
    expect(texts[1]?.text).toMatch(/^Welcome back/);
  });

  it('STOP in Malayalam is confirmed in Malayalam', async () => {
    await send({ from: '919847022222', text: 'നിർത്തുക' });
    expect((await numberOf('meera@example.org')).opted_out_at).not.toBeNull();
    const [confirmation, ...rest] = await textsTo('meera@example.org');
    expect(rest).toEqual([]);
    expect(confirmation).toMatchObject({ locale: 'ml', cause: 'stop-confirmed' });
    expect(confirmation?.text).toMatch(/^ഇനി ഞങ്ങളിൽ നിന്ന് WhatsApp സന്ദേശങ്ങളൊന്നും/);
    await send({ from: '919847022222', text: 'നിർത്തൂ' });
    expect(await textsTo('meera@example.org')).toHaveLength(1);
  });

  it('files her reply in the Inbox under her name and masked number, and tells staff', async () => {
    feed.length = 0;
    const long = `Hello\u0007 there! ${'é'.repeat(6000)}`;
    await send({ from: '919847033333', text: 'Is the meetup on Friday?', profileName: 'Lux' }, { from: '919847033333', text: long });
    const items = await itemsFrom('+91 ••••••• 333');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      channel: 'whatsapp',
      membership_id: ids.get('lakshmi@example.org'),
      from_name: 'Lakshmi Member',
      subject: 'WhatsApp message',
      text: 'Is the meetup on Friday?',
      status: 'open',
    });
    expect(items[1]?.text).toHaveLength(5000);
    expect(items[1]?.text.startsWith('Hello there! ')).toBe(true);
    expect(feed).toContain('inbox');
    expect((await numberOf('lakshmi@example.org')).last_inbound_at).not.toBeNull();
    // Nothing is sent back by itself.
    expect(await textsTo('lakshmi@example.org')).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/staff/inbox', headers: operator });
    expect((list.json() as { _id: string; channel: string }[]).find((item) => item._id === items[0]?.id)).toMatchObject({
      channel: 'whatsapp',
      fromName: 'Lakshmi Member',
      fromAddress: '+91 ••••••• 333',
    });
  });

  it('keeps a photo’s caption and says what was sent, never fetching it', async () => {
    await send(
      { from: '919847033333', media: { type: 'image', caption: 'Our stall at the fair' } },
      { from: '919847033333', media: { type: 'document', filename: 'invoice.pdf' } },
    );
    const items = (await itemsFrom('+91 ••••••• 333')).slice(-2);
    expect(items[0]?.text).toBe('Our stall at the fair\n\n[A photo was sent on WhatsApp; open WhatsApp to see it.]');
    expect(items[1]?.text).toBe('[A document (invoice.pdf) was sent on WhatsApp; open WhatsApp to see it.]');
  });

  it('files a message from an unknown number, or one not confirmed, under the profile name, and answers it never', async () => {
    await send({ from: '447700900123', text: 'Hi, how do I join?', profileName: 'Grace' });
    const [item] = await itemsFrom('+44 ••••••• 123');
    expect(item).toMatchObject({ membership_id: null, from_name: 'Grace', channel: 'whatsapp' });
    await send({ from: '919847044444', text: 'Hello?', profileName: 'U' });
    const [unconfirmed] = await itemsFrom('+91 ••••••• 444');
    expect(unconfirmed).toMatchObject({ membership_id: null, from_name: 'U' });
    expect(
      await db().selectFrom('whatsapp_messages').select('id').where('to_phone', 'in', ['+447700900123', '+919847044444']).execute(),
    ).toEqual([]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/staff/inbox/${item!.id}/answer`,
      headers: operator,
      payload: { body: 'Welcome!' },
    });
    expect(answer.statusCode).toBe(409);
  });

  it('answers on WhatsApp within her 24 hours, with its delivery state; after them 409 WINDOW_CLOSED', async () => {
    clock.set('2026-12-07T11:00:00.000Z');
    await send({ from: '919847033333', text: 'Can I bring a friend?' });
    const item = (await itemsFrom('+91 ••••••• 333')).find((row) => row.text === 'Can I bring a friend?')!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/staff/inbox/${item.id}/answer`,
      headers: operator,
      payload: { body: 'Of course, she is welcome.' },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ body: 'Of course, she is welcome.', delivery: 'queued' });
    const [queued] = await db().selectFrom('whatsapp_messages').selectAll().where('cause_id', '=', item.id).execute();
    expect(queued).toMatchObject({ kind: 'text', cause: 'inbox-answer', to_phone: '+919847033333', text: 'Of course, she is welcome.' });
    // No e-mail goes to a masked number.
    expect(await db().selectFrom('outbox_messages').select('id').where('kind', '=', 'inbox-answer').execute()).toEqual([]);

    // The worker sent it and the webhook reports it delivered, then read.
    await db()
      .updateTable('whatsapp_messages')
      .set({ status: 'sent', wa_message_id: 'wamid.out-1' })
      .where('id', '=', queued!.id)
      .execute();
    const statuses = webhookBody({
      statuses: [
        { id: 'wamid.out-1', status: 'delivered' },
        { id: 'wamid.out-1', status: 'read' },
      ],
    });
    expect((await postWebhook(t.app, statuses)).statusCode).toBe(200);
    await processStoredWebhooks(inboundContextOf(t.app)!);
    const detail = await t.app.inject({ method: 'GET', url: `/api/staff/inbox/${item.id}`, headers: operator });
    expect(detail.json()).toMatchObject({ channel: 'whatsapp', answers: [{ body: 'Of course, she is welcome.', delivery: 'read' }] });
    const audit = await db().selectFrom('audit_events').select('action').where('subject_id', '=', item.id).execute();
    expect(audit.map((row) => row.action)).toEqual(['inbox-answered']);

    // A day and a minute after her last message the club may no longer write to her freely.
    clock.set('2026-12-08T11:01:00.000Z');
    operator = bearer(await tokenFor(t.app, operatorUser));
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/staff/inbox/${item.id}/answer`,
      headers: operator,
      payload: { body: 'One more thing.' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'WINDOW_CLOSED', message: whatsappMessages.windowClosed });
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/inbox/${item.id}`, headers: operator })).json()).toMatchObject({
      answers: [{ body: 'Of course, she is welcome.' }],
    });
  });

  it('keeps a status that comes before the worker stored the message’s id, and applies it on a later pass; one of no message is let go after ten minutes', async () => {
    clock.set('2026-12-09T09:00:00.000Z');
    const membershipId = ids.get('anna@example.org')!;
    await t.app.database.writeTransaction((trx) =>
      t.app.whatsapp.queueText(
        trx,
        { membershipId, phone: '+919847011111', locale: 'en', text: 'See you on Friday.', cause: 'inbox-answer', causeId: 'early-status' },
        clock(),
      ),
    );
    const message = () => db().selectFrom('whatsapp_messages').selectAll().where('cause_id', '=', 'early-status').executeTakeFirstOrThrow();
    const unprocessed = () => db().selectFrom('whatsapp_webhooks').select('id').where('processed_at', 'is', null).execute();
    // The worker has called the API and is about to store the id it was given when Meta reports it.
    await db()
      .updateTable('whatsapp_messages')
      .set({ status: 'sending' })
      .where('id', '=', (await message()).id)
      .execute();
    const early = webhookBody({ statuses: [{ id: 'wamid.early-1', status: 'delivered' }] });
    expect((await postWebhook(t.app, early)).statusCode).toBe(200);
    await processStoredWebhooks(inboundContextOf(t.app)!);
    expect((await message()).status).toBe('sending');
    expect(await unprocessed()).toHaveLength(1);

    // The worker's commit lands; once the body's lease has passed, the runner applies the status.
    await db()
      .updateTable('whatsapp_messages')
      .set({ status: 'sent', wa_message_id: 'wamid.early-1' })
      .where('cause_id', '=', 'early-status')
      .execute();
    clock.set('2026-12-09T09:01:01.000Z');
    await processStoredWebhooks(inboundContextOf(t.app)!);
    expect(await message()).toMatchObject({ status: 'delivered', wa_message_id: 'wamid.early-1' });
    expect(await unprocessed()).toEqual([]);

    // A status of an id the club never stored waits ten minutes, then its body is done.
    expect((await postWebhook(t.app, webhookBody({ statuses: [{ id: 'wamid.never', status: 'read' }] }))).statusCode).toBe(200);
    await processStoredWebhooks(inboundContextOf(t.app)!);
    clock.set('2026-12-09T09:06:02.000Z');
    await processStoredWebhooks(inboundContextOf(t.app)!);
    expect(await unprocessed()).toHaveLength(1);
    clock.set('2026-12-09T09:11:02.000Z');
    await processStoredWebhooks(inboundContextOf(t.app)!);
    expect(await unprocessed()).toEqual([]);
    expect(t.logs.join('')).toContain('WhatsApp statuses of no message the club sent are let go');
  });
});
