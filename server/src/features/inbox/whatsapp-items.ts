import { CONTROL_IN_TEXT, MAX_TEXT } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import * as repository from './inbox.repository';

/** A WhatsApp message to the club, as the Inbox keeps it (issue 44). */
interface WhatsAppMessageIn {
  /** Her membership, when the number is a member's confirmed one; null for an unknown number. */
  membershipId: string | null;
  /** Her membership's name, else the WhatsApp profile name, else null. */
  fromName: string | null;
  /** Her number, masked. */
  maskedNumber: string;
  text: string;
  /** The language its answers are written in. */
  locale: 'en' | 'ml';
  receivedAt: string;
}

const WHATSAPP_SUBJECT = 'WhatsApp message';

const CONTROL = new RegExp(CONTROL_IN_TEXT.source, 'g');

/** Text fit to keep: no control characters, at most MAX_TEXT characters. */
function keptText(text: string): string {
  const clean = text.replace(CONTROL, '');
  return clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT - 1)}…` : clean;
}

/**
 * Files a WhatsApp message in the club's Inbox (channel 'whatsapp'), in the caller's transaction (the
 * one that takes its receipt); returns the item's id. The caller tells staff after the commit.
 */
export async function fileWhatsAppMessage(trx: Kysely<DB>, message: WhatsAppMessageIn): Promise<string> {
  const id = newId();
  await repository.insertInboxItem(trx, {
    id,
    received_at: message.receivedAt,
    from_address: message.maskedNumber,
    from_name: message.fromName ? message.fromName.replace(CONTROL, '').slice(0, 200) : null,
    subject: WHATSAPP_SUBJECT,
    text: keptText(message.text),
    notes: '[]',
    reason: 'no-thread',
    status: 'open',
    locale: message.locale,
    case_id: null,
    made_case_id: null,
    message_id: null,
    handled_by: null,
    handled_at: null,
    channel: 'whatsapp',
    membership_id: message.membershipId,
  });
  return id;
}
