import type { Locale, WhatsAppCause, WhatsAppStatus } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PagePosition } from '../../lib/cursor';

/** The admin's list of WhatsApp messages (issue 44): what the Mail page reads of the queue. */

export interface WhatsAppAdminRow {
  id: string;
  to_phone: string;
  kind: 'template' | 'text';
  template: string | null;
  cause: WhatsAppCause;
  cause_id: string | null;
  status: WhatsAppStatus;
  error: string | null;
  created_at: string;
  sent_at: string | null;
  status_at: string | null;
  locale: Locale;
  first_name: string | null;
  last_name: string | null;
}

/** A page of messages, newest first, optionally of one status, after `after`; with her membership's name. */
export function listWhatsAppPage(
  db: Kysely<DB>,
  options: { status: WhatsAppStatus | undefined; limit: number; after: PagePosition | undefined },
): Promise<WhatsAppAdminRow[]> {
  let query = db
    .selectFrom('whatsapp_messages as m')
    .leftJoin('memberships as ms', 'ms.id', 'm.membership_id')
    .select([
      'm.id',
      'm.to_phone',
      'm.kind',
      'm.template',
      'm.cause',
      'm.cause_id',
      'm.status',
      'm.error',
      'm.created_at',
      'm.sent_at',
      'm.status_at',
      'm.locale',
      'ms.first_name',
      'ms.last_name',
    ]);
  if (options.status) query = query.where('m.status', '=', options.status);
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('m.created_at', 'm.id'), '<', eb.tuple(after.createdAt, after.id)));
  return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(options.limit).execute();
}

/** How many messages there are, of one status or all. */
export async function countWhatsAppMessages(db: Kysely<DB>, status: WhatsAppStatus | undefined): Promise<number> {
  let query = db.selectFrom('whatsapp_messages').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
