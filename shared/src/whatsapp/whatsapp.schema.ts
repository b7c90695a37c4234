import { z } from 'zod';
import type { Locale } from '../locales';
import { whatsappMessages } from './whatsapp.messages';

export * from './whatsapp.messages';

/**
 * WhatsApp for the members who choose it (issue 44, docs/whatsapp.md): a member adds her number,
 * confirms it with a code sent there, and chooses what comes to her there; STOP ends it.
 */

/** Minutes a confirmation code works. */
export const WHATSAPP_CODE_MINUTES = 10;
/** Codes sent to one member in an hour. */
export const WHATSAPP_CODES_PER_HOUR = 3;
/** Wrong codes before the code stops working. */
export const WHATSAPP_CODE_TRIES = 5;
/** Failed deliveries in a row after which a number is marked failing and left alone. */
export const WHATSAPP_FAILURES_TO_STOP = 3;
/** Hours after her last message in which the club may write to her freely. */
export const WHATSAPP_SERVICE_WINDOW_HOURS = 24;

/** The states of a message the club sends, as the Cloud API's webhook reports them. */
export const whatsappStatuses = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof whatsappStatuses)[number];

/** The approved templates the site sends (their texts in docs/whatsapp.md, to submit at Meta). */
export const whatsappTemplates = [
  'wfc_number_code',
  'wfc_event_reminder',
  'wfc_event_update',
  'wfc_session_reminder',
  'wfc_session_update',
  'wfc_newsletter_notice',
] as const;
export type WhatsAppTemplate = (typeof whatsappTemplates)[number];

/** What a queued message was caused by (the reach counts per event and newsletter read `cause_id`). */
export const whatsappCauses = ['number-code', 'event', 'session', 'newsletter', 'inbox-answer', 'stop-confirmed'] as const;
export type WhatsAppCause = (typeof whatsappCauses)[number];

/** Where an Inbox item came from. */
export const inboxChannels = ['email', 'whatsapp'] as const;
export type InboxChannel = (typeof inboxChannels)[number];

/** Body of PUT /api/member/whatsapp: her number, any common way of writing it (E.164 is kept). */
export const WhatsAppNumberBody = z.object({
  phone: z
    .string({ error: whatsappMessages.phoneRequired })
    .trim()
    .min(1, { error: whatsappMessages.phoneRequired })
    .max(30, { error: whatsappMessages.phoneInvalid }),
});
export type WhatsAppNumberBody = z.infer<typeof WhatsAppNumberBody>;

/** Body of POST /api/member/whatsapp/confirm. */
export const WhatsAppCodeBody = z.object({
  code: z
    .string({ error: whatsappMessages.codeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: whatsappMessages.codeRequired }),
});
export type WhatsAppCodeBody = z.infer<typeof WhatsAppCodeBody>;

/** Body of PUT /api/member/whatsapp/choices: what comes to her on WhatsApp. */
export const WhatsAppChoicesBody = z.object({
  eventUpdates: z.boolean(),
  sessionUpdates: z.boolean(),
  newsletterNotices: z.boolean(),
});
export type WhatsAppChoicesBody = z.infer<typeof WhatsAppChoicesBody>;

/** GET /api/member/whatsapp: what her page shows. */
export interface MyWhatsApp {
  /** False when the club has no WhatsApp Business account set: the page offers nothing. */
  available: boolean;
  number: {
    /** Masked, e.g. "+91 ••••• ••345". */
    masked: string;
    verified: boolean;
    /** A code was sent and still works. */
    codePending: boolean;
    choices: WhatsAppChoicesBody;
    /** She replied STOP: nothing is sent until she turns it on again here. */
    stopped: boolean;
    /** Deliveries kept failing: nothing is sent until she adds the number again. */
    failing: boolean;
  } | null;
}

/** Per event or newsletter: how many people its messages reached on each channel. */
export interface ReachCounts {
  email: number;
  whatsapp: number;
}

const WHATSAPP_LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 200.';

/** Query of GET /api/admin/whatsapp (the admin's Mail page, issue 44): newest first, by status, a page at a time. */
export const WhatsAppListQuery = z.object({
  status: z.enum(whatsappStatuses, { error: 'Status must be queued, sending, sent, delivered, read or failed.' }).optional(),
  limit: z.coerce
    .number({ error: WHATSAPP_LIMIT_MESSAGE })
    .int({ error: WHATSAPP_LIMIT_MESSAGE })
    .min(1, { error: WHATSAPP_LIMIT_MESSAGE })
    .max(200, { error: WHATSAPP_LIMIT_MESSAGE })
    .default(100),
  cursor: z.string().max(200, { error: 'That page link is not valid.' }).optional(),
});
export type WhatsAppListQuery = z.infer<typeof WhatsAppListQuery>;

/**
 * One WhatsApp message on the admin's Mail page: whom it went to (masked), what it was and where its
 * delivery stands. Never its parameters or text (a code, her first name, staff's answer).
 */
export interface WhatsAppMessageSummary {
  _id: string;
  /** Her number masked, e.g. "+91 ••••••• 345". */
  to: string;
  /** Her membership's name; null when the message has no membership any more. */
  memberName: string | null;
  /** The approved template, or `text` for a free-form text (an Inbox answer, the STOP and START confirmations). */
  template: WhatsAppTemplate | 'text';
  cause: WhatsAppCause;
  /** The event, session, newsletter or Inbox item it is about. */
  causeId: string | null;
  status: WhatsAppStatus;
  /** Why sending failed (or why the last try will be repeated): the Cloud API's error, numbers masked. */
  error: string | null;
  createdAt: string;
  /** When the Cloud API took it. */
  sentAt: string | null;
  /** When the webhook last reported its state (delivered, read, failed). */
  statusAt: string | null;
  locale: Locale;
}
