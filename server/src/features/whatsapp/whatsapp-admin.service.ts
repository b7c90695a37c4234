import { whatsappTemplates, type User, type WhatsAppListQuery, type WhatsAppMessageSummary, type WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { decodeCursor, pageOf, rowPosition } from '../../lib/cursor';
import { assertRole } from '../../lib/permissions';
import { listWhatsAppPage, countWhatsAppMessages, type WhatsAppAdminRow } from './admin.repository';
import { maskedNumber } from './phone';

/** One page of the WhatsApp list on the admin's Mail page. */
interface WhatsAppPage {
  messages: WhatsAppMessageSummary[];
  /** All messages matching the status filter, across pages. */
  total: number;
  nextCursor: string | undefined;
}

/** The admin's list of WhatsApp messages: newest first, optionally by status, in pages of `limit`. */
export async function listWhatsAppMessages(db: Kysely<DB>, query: WhatsAppListQuery, actor: User): Promise<WhatsAppPage> {
  assertRole(actor, 'admin');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([
    listWhatsAppPage(db, { status: query.status, limit: query.limit + 1, after }),
    countWhatsAppMessages(db, query.status),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, rowPosition);
  return { messages: page.map(toWhatsAppSummary), total, nextCursor };
}

const isTemplate = (name: string | null): name is WhatsAppTemplate => whatsappTemplates.some((template) => template === name);

/** The row as staff see it: the number masked, and neither parameters nor text (a code, her name, an answer). */
function toWhatsAppSummary(row: WhatsAppAdminRow): WhatsAppMessageSummary {
  return {
    _id: row.id,
    to: maskedNumber(row.to_phone),
    memberName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    template: row.kind === 'template' && isTemplate(row.template) ? row.template : 'text',
    cause: row.cause,
    causeId: row.cause_id,
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    statusAt: row.status_at,
    locale: row.locale,
  };
}
