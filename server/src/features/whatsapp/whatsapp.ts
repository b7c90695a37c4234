import { WHATSAPP_SERVICE_WINDOW_HOURS, type Locale, type WhatsAppCause, type WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import { parseJsonColumnOr } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { openSecret, sealSecret } from '../two-factor/secret-box';
import { findNoticeTarget, findNumberState, listNoticeMemberships } from './delivery.repository';
import { countReach, insertWhatsAppMessage } from './messages.repository';

/**
 * WhatsApp for the members who choose it (issue 44, docs/whatsapp.md; the plan in
 * docs/plans/044-whatsapp.md). The one way other features reach it: `app.whatsapp`, through their
 * contexts, like the outbox. Without the club's WhatsApp Business account (config.whatsapp
 * undefined) nothing is written and nothing is sent.
 */

/** What the member chose to receive, per kind of notice. */
type WhatsAppChoice = 'event_updates' | 'session_updates' | 'newsletter_notices';

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

type InboxAnswerOutcome = 'queued' | 'window-closed' | 'no-number';

/** A confirmation code to her number (`wfc_number_code`), whether or not the number is confirmed yet. */
interface NumberCode {
  membershipId: string;
  /** E.164. */
  phone: string;
  locale: Locale;
  /** The 6 digits: masked in the row, sealed in its `secrets` until sent. */
  code: string;
}

/** A free-form text to her number (within her 24 hours, or the answer to her STOP / START). */
interface MemberText {
  membershipId: string;
  /** E.164. */
  phone: string;
  locale: Locale;
  text: string;
  cause: WhatsAppCause;
  causeId: string | null;
}

export interface WhatsApp {
  configured: boolean;
  /** Queues a template to her verified number in the caller's transaction; true when queued. */
  notifyMember(trx: Kysely<DB>, notice: MemberNotice, now: Date): Promise<boolean>;
  /** Queues staff's free-form answer to a WhatsApp Inbox item, within her 24 hours. */
  answerInboxItem(trx: Kysely<DB>, answer: { membershipId: string; itemId: string; text: string }, now: Date): Promise<InboxAnswerOutcome>;
  /** Per cause id, the distinct members its messages reached (sent, delivered or read). */
  reach(db: Kysely<DB>, causeIds: string[]): Promise<Map<string, number>>;
  /**
   * The memberships `notifyMember` would reach with `choice` (empty when unconfigured): a cause that
   * goes to many (a newsletter's copies) asks only these, not every recipient.
   */
  membersWithChoice(db: Kysely<DB>, choice: WhatsAppChoice): Promise<Set<string>>;
  /** Queues her confirmation code (cause `number-code`) in the caller's transaction; false when unconfigured. */
  queueCode(trx: Kysely<DB>, code: NumberCode, now: Date): Promise<boolean>;
  /**
   * Queues a free-form text in the caller's transaction (the STOP and START confirmations); false
   * when unconfigured. The caller knows she may be written to freely (she has just written).
   */
  queueText(trx: Kysely<DB>, text: MemberText, now: Date): Promise<boolean>;
  /** Calls `listener` after each message queued in this app (the worker looks soon); returns the unsubscribe function. */
  onQueued(listener: () => void): () => void;
  /** A row's parameters with the code, or undefined when its box does not open (JWT_SECRET changed, damage). */
  openSecrets(id: string, secrets: string): string[] | undefined;
}

/** What stands for a code in a stored row. */
export const CODE_MASK = '••••••';

const SECRET_PURPOSE = 'whatsapp-code-v1';
const WINDOW_MS = WHATSAPP_SERVICE_WINDOW_HOURS * 60 * 60_000;
const Params = z.array(z.string());

/**
 * A template parameter as Meta takes it: no new lines or tabs and no run of more than three spaces
 * (the Cloud API refuses the message otherwise), and at most 1,024 characters.
 */
function templateParam(text: string): string {
  return text
    .replace(/\s*[\r\n\t]\s*/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim()
    .slice(0, 1024);
}

/** The app's WhatsApp (decorated as `app.whatsapp`). */
export function createWhatsApp(config: Config['whatsapp'], options: { sealKey: string }): WhatsApp {
  const configured = config !== undefined;
  const listeners = new Set<() => void>();
  const queued = () => {
    // The row is visible only once the caller commits; a listener waits a moment before looking.
    for (const listener of listeners) listener();
  };
  const baseRow = (now: Date) => {
    const stamp = now.toISOString();
    return {
      status: 'queued' as const,
      attempts: 0,
      next_attempt_at: stamp,
      lease_until: null,
      wa_message_id: null,
      error: null,
      created_at: stamp,
      sent_at: null,
      status_at: null,
    };
  };
  const queueText: WhatsApp['queueText'] = async (trx, text, now) => {
    if (!configured) return false;
    await insertWhatsAppMessage(trx, {
      ...baseRow(now),
      id: newId(),
      membership_id: text.membershipId,
      to_phone: text.phone,
      kind: 'text',
      template: null,
      locale: text.locale,
      params: '[]',
      secrets: null,
      text: text.text,
      cause: text.cause,
      cause_id: text.causeId,
    });
    queued();
    return true;
  };

  return {
    configured,
    async notifyMember(trx, notice, now) {
      if (!configured) return false;
      const to = await findNoticeTarget(trx, notice.email.trim().toLowerCase(), notice.choice);
      if (!to) return false;
      const params = notice.params({ locale: to.locale, firstName: to.first_name }).map(templateParam);
      await insertWhatsAppMessage(trx, {
        ...baseRow(now),
        id: newId(),
        membership_id: to.membership_id,
        to_phone: to.phone,
        kind: 'template',
        template: notice.template,
        locale: to.locale,
        params: JSON.stringify(params),
        secrets: null,
        text: null,
        cause: notice.cause,
        cause_id: notice.causeId,
      });
      queued();
      return true;
    },
    async answerInboxItem(trx, answer, now) {
      if (!configured) return 'no-number';
      const number = await findNumberState(trx, answer.membershipId);
      // A number she stopped or that keeps failing cannot be written to either.
      if (!number || number.verified_at === null || number.opted_out_at !== null || number.failing_since !== null) return 'no-number';
      if (number.last_inbound_at === null || Date.parse(number.last_inbound_at) <= now.getTime() - WINDOW_MS) return 'window-closed';
      await queueText(
        trx,
        {
          membershipId: answer.membershipId,
          phone: number.phone,
          locale: number.locale,
          text: answer.text,
          cause: 'inbox-answer',
          causeId: answer.itemId,
        },
        now,
      );
      return 'queued';
    },
    async membersWithChoice(db, choice) {
      return new Set(configured ? await listNoticeMemberships(db, choice) : []);
    },
    async reach(db, causeIds) {
      const counts = new Map<string, number>(causeIds.map((id) => [id, 0]));
      for (const row of await countReach(db, causeIds)) if (row.cause_id !== null) counts.set(row.cause_id, row.members);
      return counts;
    },
    async queueCode(trx, code, now) {
      if (!configured) return false;
      const id = newId();
      await insertWhatsAppMessage(trx, {
        ...baseRow(now),
        id,
        membership_id: code.membershipId,
        to_phone: code.phone,
        kind: 'template',
        template: 'wfc_number_code',
        locale: code.locale,
        params: JSON.stringify([CODE_MASK]),
        secrets: sealSecret(Buffer.from(JSON.stringify([code.code]), 'utf8'), id, options.sealKey, SECRET_PURPOSE),
        text: null,
        cause: 'number-code',
        cause_id: null,
      });
      queued();
      return true;
    },
    queueText,
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openSecrets(id, secrets) {
      const opened = openSecret(secrets, id, options.sealKey, SECRET_PURPOSE);
      if (opened === undefined) return undefined;
      const params = parseJsonColumnOr(Params, opened.toString('utf8'), undefined);
      return params;
    },
  };
}
