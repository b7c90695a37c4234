import type { Locale, WhatsAppCause, WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';

/**
 * WhatsApp for the members who choose it (issue 44, docs/whatsapp.md; the plan in
 * docs/plans/044-whatsapp.md). The one way other features reach it: `app.whatsapp`, through their
 * contexts, like the outbox. Without the club's WhatsApp Business account (config.whatsapp
 * undefined) nothing is written and nothing is sent.
 */

/** What the member chose to receive, per kind of notice. */
export type WhatsAppChoice = 'event_updates' | 'session_updates' | 'newsletter_notices';

export interface MemberNotice {
  /** The address of the registration, booking or copy: her membership is found by it. */
  email: string;
  choice: WhatsAppChoice;
  template: WhatsAppTemplate;
  cause: WhatsAppCause;
  causeId: string;
  /** The template's body parameters, in order, in her language. */
  params: (to: { locale: Locale; firstName: string }) => string[];
}

export type InboxAnswerOutcome = 'queued' | 'window-closed' | 'no-number';

export interface WhatsApp {
  configured: boolean;
  /** Queues a template to her verified number in the caller's transaction; true when queued. */
  notifyMember(trx: Kysely<DB>, notice: MemberNotice, now: Date): Promise<boolean>;
  /** Queues staff's free-form answer to a WhatsApp Inbox item, within her 24 hours. */
  answerInboxItem(trx: Kysely<DB>, answer: { membershipId: string; itemId: string; text: string }, now: Date): Promise<InboxAnswerOutcome>;
  /** Per cause id, the distinct members its messages reached (sent, delivered or read). */
  reach(db: Kysely<DB>, causeIds: string[]): Promise<Map<string, number>>;
}

/** The app's WhatsApp (decorated as `app.whatsapp`). */
export function createWhatsApp(config: Config['whatsapp'], options: { sealKey: string }): WhatsApp {
  void options;
  // TODO(issue 44, whatsapp-core): the queue; this skeleton only lets the other parts compile.
  return {
    configured: config !== undefined,
    notifyMember: () => Promise.resolve(false),
    answerInboxItem: () => Promise.resolve('no-number'),
    reach: () => Promise.resolve(new Map()),
  };
}
