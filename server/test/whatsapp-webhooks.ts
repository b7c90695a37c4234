import type { FastifyInstance } from 'fastify';
import { WHATSAPP_TEST_ENV } from '../src/features/whatsapp/testing/whatsapp-test-kit';
import { signatureOf } from '../src/features/whatsapp/webhook-signature';

/**
 * WhatsApp's webhook as Meta calls it (issue 44), for tests: bodies shaped as the Cloud API sends
 * them (messages with the sender's profile, statuses of the club's messages), signed with the app
 * secret (the test kit's `WHATSAPP_TEST_ENV`, which the app under test runs with), and posted over
 * HTTP to the site.
 */

export interface InboundMessage {
  /** The sender's wa_id: digits with the country code, no plus. */
  from: string;
  id: string;
  /** Unix seconds. */
  timestamp?: number;
  profileName?: string;
  text?: string;
  /** A media message instead of a text. */
  media?: { type: 'image' | 'document' | 'audio' | 'video' | 'sticker'; caption?: string; filename?: string };
}

export interface InboundStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  timestamp?: number;
  errorCode?: number;
}

function messageOf(message: InboundMessage) {
  const base = { from: message.from, id: message.id, timestamp: String(message.timestamp ?? 1_796_000_000) };
  if (message.media) {
    const { type, ...rest } = message.media;
    return { ...base, type, [type]: { mime_type: 'application/octet-stream', sha256: 'x', id: `media-${message.id}`, ...rest } };
  }
  return { ...base, type: 'text', text: { body: message.text ?? '' } };
}

/** A webhook body of messages and statuses, as Meta sends it for the club's number. */
export function webhookBody(
  events: { messages?: InboundMessage[]; statuses?: InboundStatus[] },
  phoneNumberId = WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID,
): string {
  const messages = events.messages ?? [];
  const value: Record<string, unknown> = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '919847000000', phone_number_id: phoneNumberId },
  };
  if (messages.length > 0) {
    value.contacts = messages.map((message) => ({ profile: { name: message.profileName ?? 'WhatsApp user' }, wa_id: message.from }));
    value.messages = messages.map(messageOf);
  }
  if (events.statuses) {
    value.statuses = events.statuses.map((status) => ({
      id: status.id,
      status: status.status,
      timestamp: String(status.timestamp ?? 1_796_000_000),
      recipient_id: '919847012345',
      ...(status.errorCode === undefined ? {} : { errors: [{ code: status.errorCode, title: 'failed' }] }),
    }));
  }
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ value, field: 'messages' }] }],
  });
}

/** Posts `body` to the webhook, signed as Meta signs it unless `signature` says otherwise (null: no header). */
export function postWebhook(app: FastifyInstance, body: string | Buffer, signature?: string | null) {
  const header = signature === undefined ? signatureOf(body, WHATSAPP_TEST_ENV.WHATSAPP_APP_SECRET) : signature;
  return app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'x-hub-signature-256': header }) },
    payload: body,
  });
}
