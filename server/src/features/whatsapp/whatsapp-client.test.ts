import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PHONE_NUMBER_ID,
  FAKE_TOKEN,
  rateLimited,
  serverError,
  startFakeWhatsApp,
  templateMissing,
  undeliverable,
  type FakeWhatsApp,
} from '../../../test/fake-whatsapp';
import { CloudApiError, isTemporary, namesTheNumber, sendCloudMessage, type CloudApiSettings } from './whatsapp-client';

describe('the Cloud API client, against a fake Cloud API over HTTP', () => {
  let fake: FakeWhatsApp;
  let api: CloudApiSettings;
  beforeAll(async () => {
    fake = await startFakeWhatsApp();
    api = { apiUrl: fake.url, phoneNumberId: FAKE_PHONE_NUMBER_ID, token: FAKE_TOKEN };
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.accepted.length = 0;
    fake.answerAlways(undefined);
  });

  const failureOf = async (settings: CloudApiSettings = api) => {
    const error = await sendCloudMessage(settings, { kind: 'text', to: '+919847012345', text: 'Hello' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CloudApiError);
    return error as CloudApiError;
  };

  it('posts a template to /<version>/<phone number id>/messages with the bearer token, as Meta documents it, and reads the wamid', async () => {
    const { waMessageId } = await sendCloudMessage(api, {
      kind: 'template',
      to: '+919847012345',
      template: 'wfc_event_reminder',
      locale: 'ml',
      params: ['Anna', 'Pricing workshop', '12 December, 6 pm', 'Kochi', 'https://club.example.org/events/pricing'],
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request).toMatchObject({ method: 'POST', path: `/v21.0/${FAKE_PHONE_NUMBER_ID}/messages` });
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919847012345',
      type: 'template',
      template: {
        name: 'wfc_event_reminder',
        language: { code: 'ml' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Anna' },
              { type: 'text', text: 'Pricing workshop' },
              { type: 'text', text: '12 December, 6 pm' },
              { type: 'text', text: 'Kochi' },
              { type: 'text', text: 'https://club.example.org/events/pricing' },
            ],
          },
        ],
      },
    });
    expect(waMessageId).toBe(fake.accepted[0]!.wamid);
    expect(waMessageId).toMatch(/^wamid\./);
  });

  it("gives the authentication template's copy-code button the code as its parameter", async () => {
    await sendCloudMessage(api, {
      kind: 'template',
      to: '+919847012345',
      template: 'wfc_number_code',
      locale: 'en',
      params: ['482913'],
      copyCode: '482913',
    });
    expect((fake.requests[0]!.body as { template: unknown }).template).toEqual({
      name: 'wfc_number_code',
      language: { code: 'en' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
      ],
    });
  });

  it('sends a free-form text as a text message', async () => {
    await sendCloudMessage(api, { kind: 'text', to: '+919847012345', text: 'Thank you, we will call you.' });
    expect(fake.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919847012345',
      type: 'text',
      text: { preview_url: false, body: 'Thank you, we will call you.' },
    });
  });

  it("reads the Graph API's error: a 429 or 5xx is temporary, an undeliverable number is permanent and the number's", async () => {
    fake.answerNext(rateLimited, serverError, undeliverable, templateMissing);
    const limited = await failureOf();
    expect(limited).toMatchObject({ reason: 'status', httpStatus: 429, code: 130429 });
    expect(limited.fbtraceId).toEqual(expect.any(String));
    expect([isTemporary(limited), namesTheNumber(limited)]).toEqual([true, false]);
    const outage = await failureOf();
    expect([outage.httpStatus, isTemporary(outage)]).toEqual([500, true]);
    const undelivered = await failureOf();
    expect(undelivered.message).toBe('HTTP 400, code 131026: (#131026) Message Undeliverable.');
    expect([isTemporary(undelivered), namesTheNumber(undelivered)]).toEqual([false, true]);
    const missing = await failureOf();
    expect([missing.code, isTemporary(missing), namesTheNumber(missing)]).toEqual([132001, false, false]);
  });

  it('goes by the error code over the HTTP status: a throughput error answered with a 400 is still temporary', async () => {
    fake.answerNext({ ...rateLimited, status: 400 });
    expect(isTemporary(await failureOf())).toBe(true);
  });

  it('is refused with a wrong token (401, code 190: permanent)', async () => {
    const refused = await failureOf({ ...api, token: 'wrong' });
    expect(refused).toMatchObject({ httpStatus: 401, code: 190 });
    expect(isTemporary(refused)).toBe(false);
  });

  it('gives up on an answer that does not come within its time, as a temporary failure', async () => {
    fake.answerNext({ kind: 'hang' });
    const started = Date.now();
    const timedOut = await failureOf({ ...api, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(timedOut.reason).toBe('timeout');
    expect(isTemporary(timedOut)).toBe(true);
  });

  it('keeps a phone number out of the failure it describes', async () => {
    fake.answerNext({ kind: 'error', status: 400, code: 131030, message: 'Recipient +91 98470 12345 not in allowed list' });
    const failure = await failureOf();
    expect(failure.message).toBe('HTTP 400, code 131030: Recipient [number] not in allowed list');
    expect(namesTheNumber(failure)).toBe(true);
  });
});
