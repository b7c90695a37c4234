import type { Locale, ReplyParty, ReplyThreadKind } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertOutboxMessage } from './outbox.repository';
import { openMailSecrets, splitMailSecrets } from './outbox-secrets';
import { bounceAddress, replyTokenHash, replyToAddress } from './reply-address';
import { upsertReplyRoute } from './reply-routes.repository';

/** Every kind of e-mail the club sends; each has one message component in `messages/`. */
export type MailKind =
  | 'help-received'
  | 'new-requests-digest'
  | 'case-assigned'
  | 'enabler-replied'
  | 'requester-replied'
  | 'case-handed-back'
  | 'cases-returned'
  | 'deadline-reminder'
  | 'case-overdue'
  | 'case-completed'
  | 'case-reopened'
  | 'case-reopened-staff'
  | 'request-links'
  | 'password-reset'
  | 'inquiry-received'
  | 'inquiry-accepted'
  | 'inquiry-introduction'
  | 'inquiry-declined'
  | 'inquiry-reminder'
  | 'member-confirm'
  | 'member-sign-in'
  | 'verify-email'
  | 'registration-waiting'
  | 'account-approved'
  | 'account-rejected'
  | 'registration-repeated'
  | 'membership-repeated'
  | 'staff-invite'
  | 'newsletter'
  | 'event-registration'
  | 'event-registration-ended'
  | 'event-reminder'
  | 'event-updated'
  | 'event-message'
  | 'session-confirm-address'
  | 'session-booked'
  | 'session-changed'
  | 'session-reminder'
  | 'session-feedback'
  | 'inbox-answer'
  | 'introduction-request'
  | 'introduction-made'
  | 'introduction-declined'
  | 'directory-card-hidden'
  | 'introduction-note-hidden';

/** One e-mail to queue: its kind, its one recipient, and the props of its message component. */
export interface QueuedMail {
  kind: MailKind;
  /** Exactly one recipient address. */
  to: string;
  toName?: string;
  /**
   * A second recipient of the same message, in its Cc (issue 42: an accepted introduction goes to both
   * members at once, so each sees the other's address). Most mail has none.
   */
  cc?: string;
  ccName?: string;
  /** The props of that kind's message component (JSON-serialisable; URLs absolute). */
  data: Record<string, unknown>;
  /** The recipient's language (the requester's page, the staff member's choice); English when absent. */
  locale?: Locale;
  /**
   * The conversation the message belongs to and who the recipient is in it (issue 41): mail clients
   * group the thread's messages, and with REPLY_ADDRESS set her reply comes back into it.
   */
  thread?: MailThread;
  /** The Message-ID of the e-mail this one answers (an answer from the Inbox): In-Reply-To and References. */
  inReplyTo?: string;
}

/** A conversation a message belongs to, and the recipient's part in it. */
export interface MailThread {
  kind: ReplyThreadKind;
  id: string;
  party: ReplyParty;
  /** The staff member the message goes to (an enabler); absent for a requester. */
  userId?: string;
}

/** Where replies and bounces of one message go, when REPLY_ADDRESS is set. */
interface ReturnPaths {
  /** `reply+<token>@…` for a message of a thread, the reply address itself for any other. */
  replyTo?: string;
  /** `reply+b-…@…`, the envelope sender (VERP). */
  envelopeFrom?: string;
}

/** The outbox of one app, made in buildApp (`app.outbox`) and reached by features through their contexts. */
export interface Outbox {
  /**
   * Writes one outbox row inside the caller's transaction (trx), status 'queued' (or 'held' when no
   * SMTP_URL); its live links sealed, its data holding them masked.
   */
  queue(trx: Kysely<DB>, mail: QueuedMail, now: Date): Promise<void>;
  /**
   * Calls `listener` after each queue in this app (the worker uses it to look soon rather than at
   * its next poll); returns the unsubscribe function.
   */
  onQueued(listener: () => void): () => void;
  /** A row's data with its live links, or undefined when the box does not open (JWT_SECRET changed, damage). */
  openSecrets(id: string, secrets: string): string | undefined;
  /** Where replies and bounces of a row go: nothing without REPLY_ADDRESS. */
  returnPathsOf(row: { id: string; reply_route_id: string | null }): ReturnPaths;
}

/**
 * What a feature's services queue e-mail with: where its links point (PUBLIC_URL) and the app's
 * outbox. Routes and schedulers pass `mailerOf(app)`.
 */
export interface Mailer {
  publicUrl: string;
  outbox: Outbox;
}

/** The mailer of an app: its PUBLIC_URL and its outbox. */
export function mailerOf(app: FastifyInstance): Mailer {
  return { publicUrl: app.config.publicUrl, outbox: app.outbox };
}

export interface OutboxOptions {
  /** Store new mail `held` (no SMTP_URL) rather than `queued` (decision 009). */
  holdNewMail: boolean;
  /** The key live links are sealed with (JWT_SECRET; outbox-secrets.ts), and reply tokens made with. */
  sealKey: string;
  /** REPLY_ADDRESS (issue 41): threaded mail gets a Reply-To under it, every message a VERP sender. */
  replyAddress?: string | undefined;
}

/** A reply route lives this long after the last message that carried it. */
const REPLY_ROUTE_DAYS = 180;

/** An app's outbox: where its features queue mail, and what its worker opens sealed links with. */
export function createOutbox({ holdNewMail, sealKey, replyAddress }: OutboxOptions): Outbox {
  const queuedListeners = new Set<() => void>();
  return {
    async queue(trx, mail, now) {
      const stamp = now.toISOString();
      const id = newId();
      const thread = mail.thread;
      const replyRouteId =
        thread && replyAddress
          ? await upsertReplyRoute(trx, {
              id: newId(),
              tokenHash: (routeId) => replyTokenHash(sealKey, routeId),
              threadKind: thread.kind,
              threadId: thread.id,
              party: thread.party,
              userId: thread.userId ?? null,
              address: mail.to,
              now: stamp,
              expiresAt: new Date(now.getTime() + REPLY_ROUTE_DAYS * 86_400_000).toISOString(),
            })
          : null;
      // Her reply to a message of a thread comes back into it: the message says so (issue 41). The
      // language travels with the data; English mail's data stays as it always was. Live links are
      // sealed apart and the stored data masks them (outbox-secrets.ts).
      const props = { ...mail.data, ...(replyRouteId ? { replyByEmail: true } : {}) };
      const json = JSON.stringify(mail.locale === 'ml' ? { ...props, locale: 'ml' } : props);
      const { data, secrets } = splitMailSecrets(id, json, sealKey);
      await insertOutboxMessage(trx, {
        id,
        kind: mail.kind,
        recipient: mail.to,
        recipient_name: mail.toName ?? null,
        cc: mail.cc ?? null,
        cc_name: mail.cc === undefined ? null : (mail.ccName ?? null),
        data,
        secrets,
        subject: null,
        text: null,
        html: null,
        status: holdNewMail ? 'held' : 'queued',
        attempts: 0,
        next_attempt_at: stamp,
        claimed_until: null,
        last_error: null,
        message_id: null,
        sent_at: null,
        purged_at: null,
        created_at: stamp,
        updated_at: stamp,
        thread_ref: thread ? `${thread.kind}:${thread.id}` : null,
        reply_route_id: replyRouteId,
        in_reply_to: mail.inReplyTo ?? null,
      });
      // The row is visible only once the caller commits; a listener waits a moment before looking.
      for (const listener of queuedListeners) listener();
    },
    onQueued(listener) {
      queuedListeners.add(listener);
      return () => queuedListeners.delete(listener);
    },
    openSecrets: (id, secrets) => openMailSecrets(id, secrets, sealKey),
    returnPathsOf(row) {
      if (!replyAddress) return {};
      return {
        // A message of no thread is answered to the club's own address, for the Inbox.
        replyTo: row.reply_route_id ? replyToAddress(replyAddress, sealKey, row.reply_route_id) : replyAddress,
        envelopeFrom: bounceAddress(replyAddress, sealKey, 'o', row.id),
      };
    },
  };
}
