import type { DirectoryReportStatus } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches directory_reports, and the introductions' counts staff see (issue 42). */

export async function insertReport(
  db: Kysely<DB>,
  row: {
    id: string;
    reporter_membership_id: string;
    kind: 'card' | 'note';
    listing_id: string | null;
    introduction_id: string | null;
    reason: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('directory_reports')
    .values({ ...row, status: 'open' })
    .execute();
}

const reportColumns = [
  'directory_reports.id',
  'directory_reports.reporter_membership_id',
  'directory_reports.kind',
  'directory_reports.listing_id',
  'directory_reports.introduction_id',
  'directory_reports.reason',
  'directory_reports.status',
  'directory_reports.created_at',
  'directory_reports.closed_at',
  'directory_reports.closed_by',
] as const;

export function findReport(db: Kysely<DB>, reportId: string) {
  return db.selectFrom('directory_reports').select(reportColumns).where('id', '=', reportId).executeTakeFirst();
}

/** One page of reports, newest first: open ones, or closed ones (hidden or dismissed); `limit + 1` rows read. */
export function listReportsPage(
  db: Kysely<DB>,
  state: 'open' | 'closed',
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('directory_reports')
    .leftJoin('users', 'users.id', 'directory_reports.closed_by')
    .leftJoin('memberships', 'memberships.id', 'directory_reports.reporter_membership_id')
    .leftJoin('directory_listings', 'directory_listings.membership_id', 'directory_reports.reporter_membership_id')
    .select([
      ...reportColumns,
      'users.name as closed_by_name',
      'directory_listings.name as reporter_card_name',
      'memberships.first_name as reporter_first_name',
      'memberships.last_name as reporter_last_name',
    ]);
  query = state === 'open' ? query.where('directory_reports.status', '=', 'open') : query.where('directory_reports.status', '!=', 'open');
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('directory_reports.created_at', '<', after.createdAt),
        eb.and([eb('directory_reports.created_at', '=', after.createdAt), eb('directory_reports.id', '<', after.id)]),
      ]),
    );
  return query.orderBy('directory_reports.created_at', 'desc').orderBy('directory_reports.id', 'desc').limit(limit).execute();
}

export async function countReports(db: Kysely<DB>, state: 'open' | 'closed'): Promise<number> {
  const row = await db
    .selectFrom('directory_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', state === 'open' ? '=' : '!=', 'open')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Closes a report that is still open; false when it was not open. */
export async function closeReport(
  db: Kysely<DB>,
  reportId: string,
  status: DirectoryReportStatus,
  by: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('directory_reports')
    .set({ status, closed_at: now, closed_by: by })
    .where('id', '=', reportId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes every open report of a card or a note as hidden. */
export async function closeOpenReportsOf(
  db: Kysely<DB>,
  subject: { listingId: string } | { introductionId: string },
  by: string,
  now: string,
): Promise<void> {
  let query = db.updateTable('directory_reports').set({ status: 'hidden', closed_at: now, closed_by: by }).where('status', '=', 'open');
  query =
    'listingId' in subject
      ? query.where('listing_id', '=', subject.listingId)
      : query.where('introduction_id', '=', subject.introductionId);
  await query.execute();
}

/** Introductions asked for, accepted and declined, all time. */
export async function countIntroductions(db: Kysely<DB>): Promise<{ requests: number; accepted: number; declined: number }> {
  const rows = await db
    .selectFrom('introductions')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('suppressed', '=', 0)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    requests: rows.reduce((sum, row) => sum + Number(row.count), 0),
    accepted: count('accepted'),
    declined: count('declined'),
  };
}
