import { WHATSAPP_FAILURES_TO_STOP, type Locale, type WhatsAppStatus } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What sending reads and writes of a member's number (issue 44): who a notice reaches, whether a
 * queued message may still go, failures in a row; and the delivery states the webhook reports.
 * Every function takes `db`, which may be a transaction.
 */

/** The choice columns of whatsapp_numbers. */
export type ChoiceColumn = 'event_updates' | 'session_updates' | 'newsletter_notices';

/** Her verified number, with `choice` on, not stopped, not failing, by her membership's address (lower-cased). */
export function findNoticeTarget(
  db: Kysely<DB>,
  email: string,
  choice: ChoiceColumn,
): Promise<{ membership_id: string; phone: string; locale: Locale; first_name: string } | undefined> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('whatsapp_numbers as n', 'n.membership_id', 'm.id')
    .select(['n.membership_id', 'n.phone', 'n.locale', 'm.first_name'])
    .where('m.email', '=', email)
    .where('n.verified_at', 'is not', null)
    .where(`n.${choice}`, '=', 1)
    .where('n.opted_out_at', 'is', null)
    .where('n.failing_since', 'is', null)
    .executeTakeFirst();
}

/** The memberships whose verified number has `choice` on, not stopped, not failing: the few a bulk cause may notify. */
export async function listNoticeMemberships(db: Kysely<DB>, choice: ChoiceColumn): Promise<string[]> {
  const rows = await db
    .selectFrom('whatsapp_numbers')
    .select('membership_id')
    .where('verified_at', 'is not', null)
    .where(choice, '=', 1)
    .where('opted_out_at', 'is', null)
    .where('failing_since', 'is', null)
    .execute();
  return rows.map((row) => row.membership_id);
}

/** Her number as sending needs to see it: to check a queued message may still go, or an answer may be written. */
export function findNumberState(db: Kysely<DB>, membershipId: string) {
  return db
    .selectFrom('whatsapp_numbers')
    .select(['phone', 'locale', 'verified_at', 'opted_out_at', 'failing_since', 'last_inbound_at'])
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
}

/** One more failure in a row on her number; the third sets `failing_since` (kept from the first time it was set). */
export async function countNumberFailure(db: Kysely<DB>, membershipId: string, now: string): Promise<void> {
  await db
    .updateTable('whatsapp_numbers')
    .set((eb) => ({
      failures: eb('failures', '+', 1),
      failing_since: eb
        .case()
        .when(eb.and([eb('failing_since', 'is', null), eb('failures', '>=', WHATSAPP_FAILURES_TO_STOP - 1)]))
        .then(now)
        .else(eb.ref('failing_since'))
        .end(),
      updated_at: now,
    }))
    .where('membership_id', '=', membershipId)
    .execute();
}

/** A delivery worked: the failures in a row start again from none. */
export async function resetNumberFailures(db: Kysely<DB>, membershipId: string, now: string): Promise<void> {
  await db
    .updateTable('whatsapp_numbers')
    .set({ failures: 0, updated_at: now })
    .where('membership_id', '=', membershipId)
    .where('failures', '>', 0)
    .execute();
}

/**
 * Moves the message the Cloud API calls `waMessageId` to `status`, only from one of `from` (so a
 * state never goes back); returns its member when it moved, undefined when it did not (unknown, or
 * already there or past).
 */
/** Whether a message the club sent carries this Cloud API id (the worker stores it once the API answered). */
export async function hasMessageWithWaId(db: Kysely<DB>, waMessageId: string): Promise<boolean> {
  const row = await db.selectFrom('whatsapp_messages').select('id').where('wa_message_id', '=', waMessageId).executeTakeFirst();
  return row !== undefined;
}

export async function moveMessageStatus(
  db: Kysely<DB>,
  waMessageId: string,
  values: { status: WhatsAppStatus; from: WhatsAppStatus[]; at: string; error?: string },
): Promise<{ membership_id: string | null } | undefined> {
  return db
    .updateTable('whatsapp_messages')
    .set({
      status: values.status,
      status_at: values.at,
      ...(values.error === undefined ? {} : { error: values.error }),
      ...(values.status === 'failed' ? { secrets: null } : {}),
    })
    .where('wa_message_id', '=', waMessageId)
    .where('status', 'in', values.from)
    .returning('membership_id')
    .executeTakeFirst();
}
