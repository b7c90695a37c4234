import type { Insertable, Kysely } from 'kysely';
import type { DB, InquiriesTable } from '../../db/schema';

export async function insertInquiry(db: Kysely<DB>, row: Insertable<InquiriesTable>): Promise<void> {
  await db.insertInto('inquiries').values(row).execute();
}
