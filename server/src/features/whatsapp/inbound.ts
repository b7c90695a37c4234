import type { Locale, WhatsAppCause, WhatsAppStatus } from '@wfc/shared';
import { mailText } from '../mail/mail-text';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { fileWhatsAppMessage } from '../inbox/whatsapp-items';
import * as repository from './inbound.repository';
import { maskedNumber, numberOfWaId, phoneHashOf } from './phone';
import { applyDeliveryStatus, isKnownMessage } from './whatsapp-delivery';

/**
 * WhatsApp coming in (issue 44): the events of one stored webhook body, each applied once. A status
 * updates the message it names; a message from a member's number notes her last message (her 24
 * hours), and STOP or START changes what she gets (confirmed with one text), while anything else
 * lands in the club's Inbox, from an unknown number too. Each event's receipt is written in the
 * transaction of its effect. A body that is not what Meta sends is ignored, never an error.
 */

/** A free text queued to her number within her 24 hours (`app.whatsapp.queueText`). */
type QueueText = (
  trx: Kysely<DB>,
  message: { membershipId: string; phone: string; locale: Locale; text: string; cause: WhatsAppCause; causeId: string },
  now: Date,
) => Promise<unknown>;

export interface InboundContext {
  database: Database;
  /** JWT_SECRET: a sender's number is matched by its HMAC under it. */
  secret: string;
  /** WHATSAPP_PHONE_NUMBER_ID: events for another number of the business are not ours. */
  phoneNumberId: string;
  queueText: QueueText;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Told after a commit that put an item in the Inbox. */
  inboxChanged: () => void;
}

/** What one body held, for the log and the tests. */
interface BodyOutcome {
  statuses: number;
  /** Statuses of messages whose id the worker has not stored yet: the body is tried again. */
  waiting: number;
  messages: number;
  inbox: number;
  stopped: number;
  started: number;
  duplicates: number;
  ignored: number;
}

/** Meta sends at most a few hundred events a body; anything beyond this many is left alone. */
const MAX_EVENTS = 1000;
const Id = z.string().min(1).max(200);

const Status = z.object({
  id: Id,
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string().max(20).optional(),
  errors: z.array(z.object({ code: z.number().int().optional() })).optional(),
});

const Media = z.object({ caption: z.string().optional(), filename: z.string().max(500).optional() });

const Message = z.object({
  from: z.string().max(20),
  id: Id,
  timestamp: z.string().max(20).optional(),
  type: z.string().max(40),
  text: z.object({ body: z.string() }).optional(),
  image: Media.optional(),
  video: Media.optional(),
  document: Media.optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});

const Contact = z.object({ wa_id: z.string().max(20), profile: z.object({ name: z.string() }).optional() });

const Value = z.object({
  metadata: z.object({ phone_number_id: z.string().max(40) }),
  contacts: z.array(z.unknown()).max(MAX_EVENTS).optional(),
  messages: z.array(z.unknown()).max(MAX_EVENTS).optional(),
  statuses: z.array(z.unknown()).max(MAX_EVENTS).optional(),
});

const Body = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(z.object({ changes: z.array(z.object({ field: z.string().max(40), value: z.unknown() })).max(MAX_EVENTS) }))
    .max(MAX_EVENTS),
});

type StatusEvent = z.infer<typeof Status>;
type MessageEvent = z.infer<typeof Message> & { profileName: string | undefined };

/** The events of a body that are ours and readable, at most MAX_EVENTS; the count of those left out. */
function eventsOf(body: string, phoneNumberId: string): { statuses: StatusEvent[]; messages: MessageEvent[]; ignored: number } {
  const found = { statuses: [] as StatusEvent[], messages: [] as MessageEvent[], ignored: 0 };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ...found, ignored: 1 };
  }
  const parsed = Body.safeParse(json);
  if (!parsed.success) return { ...found, ignored: 1 };
  let budget = MAX_EVENTS;
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    const value = change.field === 'messages' ? Value.safeParse(change.value).data : undefined;
    if (!value || value.metadata.phone_number_id !== phoneNumberId) {
      found.ignored += 1;
      continue;
    }
    const names = new Map<string, string>();
    for (const contact of value.contacts ?? []) {
      const read = Contact.safeParse(contact).data;
      if (read?.profile) names.set(read.wa_id, read.profile.name);
    }
    for (const status of value.statuses ?? []) {
      const read = budget > 0 ? Status.safeParse(status).data : undefined;
      budget -= 1;
      if (read) found.statuses.push(read);
      else found.ignored += 1;
    }
    for (const message of value.messages ?? []) {
      const read = budget > 0 ? Message.safeParse(message).data : undefined;
      budget -= 1;
      if (read) found.messages.push({ ...read, profileName: names.get(read.from) });
      else found.ignored += 1;
    }
  }
  return found;
}

/** An event's time from its Unix seconds, when it is a plausible one (not after `now`); else `now`. */
function timeOf(timestamp: string | undefined, now: Date): string {
  const seconds = timestamp && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : undefined;
  if (seconds === undefined || seconds * 1000 > now.getTime()) return now.toISOString();
  return new Date(seconds * 1000).toISOString();
}

/** What a message says as a word: STOP or START in any of the ways she may write it, else nothing. */
export function commandOf(text: string): { command: 'stop' | 'start'; locale?: 'ml' } | undefined {
  const word = text
    .normalize('NFC')
    // The chillu ർ written the older way (ര, virama, zero-width joiner).
    .replace(/\u0D30\u0D4D\u200D/g, '\u0D7C')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .trim()
    .replace(/[.!।\s]+$/u, '')
    .toLowerCase();
  if (word === 'stop' || word === 'unsubscribe') return { command: 'stop' };
  if (word === 'നിർത്തുക' || word === 'നിർത്തൂ') return { command: 'stop', locale: 'ml' };
  if (word === 'start') return { command: 'start' };
  return undefined;
}

/** The confirmation of STOP or START, in her language: the mail catalogs' texts, as a notice's "what changed". */
export function commandConfirmation(locale: Locale, command: 'stop' | 'start'): string {
  return command === 'stop'
    ? mailText(
        locale,
        'You will get no more WhatsApp messages from us. To have them again, reply START, or turn them on again on your member page.',
      )
    : mailText(
        locale,
        'Welcome back: we will send you on WhatsApp again what you chose on your member page. Reply STOP to end it at any time.',
      );
}

/** What the Inbox says of a message it cannot show: media is never downloaded. */
const mediaNames = new Map([
  ['image', 'A photo'],
  ['video', 'A video'],
  ['audio', 'A voice message or recording'],
  ['document', 'A document'],
  ['sticker', 'A sticker'],
  ['location', 'A location'],
  ['contacts', 'A contact card'],
]);

/** The words of a message as the Inbox keeps them: its text, a button's or a reply's title, or a media's caption and a note. */
function wordsOf(message: MessageEvent): string {
  if (message.type === 'text' && message.text) return message.text.body;
  if (message.type === 'button' && message.button) return message.button.text;
  const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
  if (message.type === 'interactive' && reply) return reply.title;
  const media =
    message.type === 'image'
      ? message.image
      : message.type === 'video'
        ? message.video
        : message.type === 'document'
          ? message.document
          : undefined;
  const name = mediaNames.get(message.type) ?? 'A message the site cannot show';
  const note = `[${name}${media?.filename ? ` (${media.filename})` : ''} was sent on WhatsApp; open WhatsApp to see it.]`;
  return media?.caption ? `${media.caption}\n\n${note}` : note;
}

/** Malayalam when most of its letters are. */
function localeOfText(text: string): 'en' | 'ml' {
  const malayalam = text.match(/[\u0D00-\u0D7F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return malayalam > latin ? 'ml' : 'en';
}

type Applied = 'status' | 'waiting' | 'inbox' | 'stopped' | 'started' | 'noted' | 'duplicate' | 'ignored';

async function applyStatus(context: InboundContext, status: StatusEvent, now: Date): Promise<Applied> {
  const at = timeOf(status.timestamp, now);
  return context.database.writeTransaction(async (trx) => {
    // Reported before the worker stored the message's id: kept for a later pass, its receipt unwritten.
    if (!(await isKnownMessage(trx, status.id))) return 'waiting';
    if (!(await repository.insertReceipt(trx, `st:${status.id}:${status.status}`, now.toISOString()))) return 'duplicate';
    const errorCode = status.errors?.[0]?.code;
    await applyDeliveryStatus(trx, {
      waMessageId: status.id,
      status: status.status satisfies WhatsAppStatus,
      ...(errorCode === undefined ? {} : { errorCode }),
      at,
    });
    return 'status';
  });
}

async function applyMessage(context: InboundContext, message: MessageEvent, now: Date): Promise<Applied> {
  const phone = numberOfWaId(message.from);
  if (!phone) return 'ignored';
  const at = timeOf(message.timestamp, now);
  const stamp = now.toISOString();
  return context.database.writeTransaction(async (trx) => {
    if (!(await repository.insertReceipt(trx, `in:${message.id}`, stamp))) return 'duplicate';
    const number = await repository.findNumberByHash(trx, phoneHashOf(phone, context.secret));
    // Her number, whether or not she confirmed it, is the one writing: her 24 hours and STOP are hers.
    if (number) await repository.recordInbound(trx, number.membership_id, at);
    const command = message.type === 'text' && message.text ? commandOf(message.text.body) : undefined;
    if (command && number) {
      const changed = await repository.setOptedOut(trx, number.membership_id, command.command === 'stop' ? stamp : null, stamp);
      if (!changed) return 'noted';
      const locale = command.locale ?? number.locale;
      await context.queueText(
        trx,
        {
          membershipId: number.membership_id,
          phone: number.phone,
          locale,
          text: commandConfirmation(locale, command.command),
          cause: 'stop-confirmed',
          causeId: message.id,
        },
        now,
      );
      return command.command === 'stop' ? 'stopped' : 'started';
    }
    if (command) return 'noted';
    // A reaction to one of our messages says nothing staff need to read.
    if (message.type === 'reaction') return 'noted';
    const member = number?.verified_at ? number : undefined;
    const text = wordsOf(message);
    await fileWhatsAppMessage(trx, {
      membershipId: member?.membership_id ?? null,
      fromName: member ? `${member.first_name} ${member.last_name}`.trim() : (message.profileName ?? null),
      maskedNumber: maskedNumber(phone),
      text,
      locale: member?.locale ?? localeOfText(text),
      receivedAt: at,
    });
    return 'inbox';
  });
}

/** Applies every event of one stored body (each at most once, whoever else applies it); never throws for what the body holds. */
export async function processWebhookBody(context: InboundContext, body: string): Promise<BodyOutcome> {
  const events = eventsOf(body, context.phoneNumberId);
  const outcome: BodyOutcome = {
    statuses: 0,
    waiting: 0,
    messages: 0,
    inbox: 0,
    stopped: 0,
    started: 0,
    duplicates: 0,
    ignored: events.ignored,
  };
  const count = (applied: Applied) => {
    if (applied === 'status') outcome.statuses += 1;
    else if (applied === 'waiting') outcome.waiting += 1;
    else if (applied === 'duplicate') outcome.duplicates += 1;
    else if (applied === 'ignored') outcome.ignored += 1;
    else {
      outcome.messages += 1;
      if (applied === 'inbox') outcome.inbox += 1;
      if (applied === 'stopped') outcome.stopped += 1;
      if (applied === 'started') outcome.started += 1;
    }
  };
  for (const status of events.statuses) count(await applyStatus(context, status, context.clock()));
  for (const message of events.messages) count(await applyMessage(context, message, context.clock()));
  if (outcome.inbox > 0) context.inboxChanged();
  return outcome;
}

/** The delivery state of each WhatsApp answer to an Inbox item, oldest first, for the inbox's detail. */
export async function answerDeliveries(
  db: Kysely<DB>,
  itemId: string,
): Promise<{ text: string | null; status: WhatsAppStatus; createdAt: string }[]> {
  const rows = await repository.listAnswerDeliveries(db, itemId);
  return rows.map((row) => ({ text: row.text, status: row.status, createdAt: row.created_at }));
}
