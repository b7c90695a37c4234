import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { phoneHashOf } from '../src/features/whatsapp/phone';
import { signatureOf } from '../src/features/whatsapp/webhook-signature';

/**
 * WhatsApp's webhook as Meta calls it (issue 44), for tests: bodies shaped as the Cloud API sends
 * them (messages with the sender's profile, statuses of the club's messages), signed with the app
 * secret, and posted over HTTP to the site.
 */

/** The settings every webhook test runs with (all four, so the account is configured). */
export const whatsappEnv = {
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
  // Nothing listens here: the tests never run the sending worker.
  WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
};

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
  phoneNumberId = whatsappEnv.WHATSAPP_PHONE_NUMBER_ID,
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
  const header = signature === undefined ? signatureOf(body, whatsappEnv.WHATSAPP_APP_SECRET) : signature;
  return app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'x-hub-signature-256': header }) },
    payload: body,
  });
}

/**
 * Gives a member a number, confirmed unless said otherwise, as the member's page leaves it (the
 * confirmation's own tests are the member routes'); `lastInboundAt` starts her 24 hours.
 */
export async function giveNumber(
  db: Kysely<DB>,
  secret: string,
  number: { membershipId: string; phone: string; locale?: 'en' | 'ml'; verified?: boolean; lastInboundAt?: string; optedOutAt?: string },
): Promise<void> {
  const now = '2026-12-01T09:00:00.000Z';
  await db
    .insertInto('whatsapp_numbers')
    .values({
      membership_id: number.membershipId,
      phone: number.phone,
      phone_hash: phoneHashOf(number.phone, secret),
      locale: number.locale ?? 'en',
      verified_at: number.verified === false ? null : now,
      opted_out_at: number.optedOutAt ?? null,
      last_inbound_at: number.lastInboundAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
