import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repository from './numbers.repository';
import { maskedNumber } from './phone';

/**
 * Her WhatsApp data for the member-account feature (issue 44): the section of "Download my data" and
 * her erasure. The number appears only masked, and a message only by its template and state: its
 * parameters (a code among them) and texts stay out.
 */

/** The `whatsapp` section of her export: her number (masked), choices and dates, and the messages sent to it; null without one. */
export async function whatsappExportOf(db: Kysely<DB>, membershipId: string) {
  const [row, messages] = await Promise.all([repository.findNumberOf(db, membershipId), repository.listMessagesOf(db, membershipId)]);
  if (!row && messages.length === 0) return null;
  return {
    number: row
      ? {
          masked: maskedNumber(row.phone),
          locale: row.locale,
          verifiedAt: row.verified_at,
          choices: {
            eventUpdates: row.event_updates === 1,
            sessionUpdates: row.session_updates === 1,
            newsletterNotices: row.newsletter_notices === 1,
          },
          stoppedAt: row.opted_out_at,
          failingSince: row.failing_since,
          lastMessageFromYouAt: row.last_inbound_at,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }
      : null,
    messages: messages.map((message) => ({
      kind: message.kind,
      template: message.template,
      cause: message.cause,
      status: message.status,
      createdAt: message.created_at,
      sentAt: message.sent_at,
      statusAt: message.status_at,
    })),
  };
}

/**
 * Her erasure's WhatsApp part, in its transaction, before her membership row goes: her number,
 * every message to her (whatever its state), and what she wrote to the club on WhatsApp (its Inbox
 * items and their answers), as her e-mails to the club are erased.
 */
export async function eraseWhatsAppDataOf(trx: Kysely<DB>, membershipId: string): Promise<void> {
  await repository.deleteAllMessagesOf(trx, membershipId);
  await repository.deleteNumber(trx, membershipId);
  await repository.deleteInboxItemsOf(trx, membershipId);
}
