import type { Insertable, Kysely } from 'kysely';
import type { AuditEventsTable, DB } from '../../db/schema';
import type { PagePosition } from '../../lib/cursor';

export async function insertAuditEvent(db: Kysely<DB>, row: Insertable<AuditEventsTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

/**
 * Adds one to the tally line of `row.window_key`, or inserts it with one: a single statement on
 * the key's unique index, so concurrent attempts (in any process) count on one line. The detail
 * becomes the latest attempt's.
 */
export async function upsertAuditTally(db: Kysely<DB>, row: Insertable<AuditEventsTable> & { window_key: string }): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({ ...row, occurrences: 1 })
    .onConflict((conflict) =>
      conflict.column('window_key').doUpdateSet((eb) => ({
        occurrences: eb('audit_events.occurrences', '+', 1),
        detail: eb.ref('excluded.detail'),
      })),
    )
    .execute();
}

/** One page of the log, newest first, with the actor's name and, for an account (or its sign-in throttle), the subject's; whether an inquiry still exists. */
export function listAuditPage(db: Kysely<DB>, options: { limit: number; after: PagePosition | undefined }) {
  let query = db
    .selectFrom('audit_events as e')
    .leftJoin('users as actor', 'actor.id', 'e.actor_id')
    .leftJoin('users as subject', (join) =>
      join.onRef('subject.id', '=', 'e.subject_id').on('e.subject_kind', 'in', ['account', 'sign-in-throttle']),
    )
    // An inquiry has no name of its own to show, but whether it still exists tells "on record" apart (issue 26).
    .leftJoin('inquiries as inquiry', (join) => join.onRef('inquiry.id', '=', 'e.subject_id').on('e.subject_kind', '=', 'inquiry'))
    .select([
      'e.id',
      'e.action',
      'e.actor_id',
      'actor.name as actor_name',
      'e.subject_kind',
      'e.subject_id',
      'subject.name as subject_name',
      'inquiry.id as inquiry_id',
      'e.detail',
      'e.occurrences',
      'e.created_at',
    ]);
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('e.created_at', 'e.id'), '<', eb.tuple(after.createdAt, after.id)));
  return query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(options.limit).execute();
}

export async function countAuditEvents(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
