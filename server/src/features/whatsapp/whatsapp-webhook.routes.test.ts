import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../../../test/newsletter-members';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { postWebhook, webhookBody } from '../../../test/whatsapp-webhooks';
import { addVerifiedNumber, WHATSAPP_TEST_ENV } from './testing/whatsapp-test-kit';
import { signatureOf } from './webhook-signature';
import { inboundContextOf, processStoredWebhooks } from './webhook-runner';

/** The webhook (issue 44): Meta's handshake, signed bodies stored before the 200, each event applied once, hostile bodies ignored. */
describe('the WhatsApp webhook', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(WHATSAPP_TEST_ENV, { clock });
    await seedMembers(t.app.database.db, [{ email: 'meera@example.org', firstName: 'Meera', interests: [] }]);
    await addVerifiedNumber(t.app.database.db, t.config.jwtSecret, 'meera@example.org', { phone: '+919847012345' });
  });
  afterAll(async () => t.close());

  const db = () => t.app.database.db;
  const stored = () => db().selectFrom('whatsapp_webhooks').selectAll().orderBy('received_at').execute();
  const process = () => processStoredWebhooks(inboundContextOf(t.app)!);
  const itemsFrom = (masked: string) => db().selectFrom('inbox_items').selectAll().where('from_address', '=', masked).execute();

  it('answers Meta’s handshake with the challenge only for the verify token', async () => {
    const query = (token: string, mode = 'subscribe') =>
      `/api/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const right = await t.app.inject({ method: 'GET', url: query(WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN) });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
    expect(right.body).toBe('1158201444');
    expect((await t.app.inject({ method: 'GET', url: query('wrong-token') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: query(`${WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN}x`) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: query(WHATSAPP_TEST_ENV.WHATSAPP_VERIFY_TOKEN, 'unsubscribe') })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/whatsapp/webhook' })).statusCode).toBe(403);
  });

  it('takes a body only with the signature of its own bytes, and stores it before answering 200', async () => {
    const body = webhookBody({ messages: [{ from: '919847012345', id: 'wamid.sig-1', text: 'Hello' }] });
    const before = (await stored()).length;
    const missing = await postWebhook(t.app, body, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await postWebhook(t.app, body, signatureOf(body, 'another-secret'))).statusCode).toBe(401);
    expect((await postWebhook(t.app, body, signatureOf(`${body} `, WHATSAPP_TEST_ENV.WHATSAPP_APP_SECRET))).statusCode).toBe(401);
    expect((await postWebhook(t.app, body, 'sha256=nothex')).statusCode).toBe(401);
    expect(await stored()).toHaveLength(before);

    const taken = await postWebhook(t.app, body);
    expect(taken.statusCode).toBe(200);
    // The 200 came after the body was written: it is there, not yet processed (this app runs no background runner).
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ body, processed_at: null });
    expect(await process()).toBe(1);
    expect((await stored()).at(-1)?.processed_at).not.toBeNull();
  });

  it('refuses a body over 256 KB, and takes one just under', async () => {
    const big = webhookBody({ messages: [{ from: '919847012345', id: 'wamid.big', text: 'x'.repeat(300 * 1024) }] });
    expect((await postWebhook(t.app, big)).statusCode).toBe(413);
    const fits = webhookBody({ messages: [{ from: '919847012345', id: 'wamid.fits', text: 'x'.repeat(200 * 1024) }] });
    expect((await postWebhook(t.app, fits)).statusCode).toBe(200);
    await process();
    const [item] = (await itemsFrom('+91 ••••••• 345')).filter((row) => row.text.startsWith('xxx'));
    // Capped at 5,000 characters.
    expect(item?.text).toHaveLength(5000);
  });

  it('applies an event once: the same body posted twice, and two runners at once', async () => {
    const body = webhookBody({ messages: [{ from: '919847012345', id: 'wamid.twice', text: 'Is the meetup on Friday?' }] });
    expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    const again = webhookBody({ messages: [{ from: '919847012345', id: 'wamid.twice', text: 'Is the meetup on Friday?' }] });
    expect((await postWebhook(t.app, again)).statusCode).toBe(200);
    const done = await Promise.all([process(), process()]);
    expect(done[0] + done[1]).toBe(3);
    const items = (await itemsFrom('+91 ••••••• 345')).filter((row) => row.text === 'Is the meetup on Friday?');
    expect(items).toHaveLength(1);
    expect(await db().selectFrom('whatsapp_receipts').select('id').where('id', '=', 'in:wamid.twice').execute()).toHaveLength(1);
  });

  it('ignores hostile bodies safely once signed: never an error, never an item', async () => {
    const countItems = async () => (await db().selectFrom('inbox_items').select('id').execute()).length;
    const items = await countItems();
    const many = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: Array.from({ length: 3000 }, () => ({ changes: [{ field: 'messages', value: {} }] })),
    });
    const hostile = [
      'not json at all',
      '',
      'null',
      '[]',
      '{"object":"page","entry":[]}',
      '{"object":"whatsapp_business_account"}',
      '{"object":"whatsapp_business_account","entry":[{"changes":[{"field":"messages","value":{"metadata":{"phone_number_id":"1"}}}]}]}',
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { messages: [{}] } }] }] }),
      webhookBody({ messages: [{ from: '919847012345', id: 'wamid.other-number', text: 'not ours' }] }, '555'),
      webhookBody({ messages: [{ from: 'constructor', id: 'wamid.bad-from', text: 'who?' }] }),
      webhookBody({ messages: [{ from: '919847012345', id: 'x'.repeat(500), text: 'long id' }] }),
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              { field: 'messages', value: { metadata: { phone_number_id: WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID }, statuses: 'no' } },
            ],
          },
        ],
      }),
      many,
      '{"__proto__":{"polluted":true},"object":"whatsapp_business_account","entry":[]}',
    ];
    for (const body of hostile) expect((await postWebhook(t.app, body)).statusCode).toBe(200);
    expect(await process()).toBe(hostile.length);
    expect(await countItems()).toBe(items);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await stored()).every((row) => row.processed_at !== null)).toBe(true);
  });

  it('answers 404 to both when the club has no WhatsApp account', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe' })).statusCode).toBe(404);
      expect((await postWebhook(bare.app, webhookBody({}))).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
