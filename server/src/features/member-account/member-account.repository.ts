import type { Kysely, Updateable } from 'kysely';
import type { DB, MembershipsTable } from '../../db/schema';

/** Her membership's row, by her verified address. */
export function findMembershipOf(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('memberships')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'job_function',
      'vertical',
      'interests',
      'hear_about',
      'email_permission',
      'locale',
      'confirmed_at',
      'created_at',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function updateDetails(
  db: Kysely<DB>,
  id: string,
  details: Pick<Updateable<MembershipsTable>, 'first_name' | 'last_name' | 'job_function' | 'vertical' | 'hear_about'>,
): Promise<void> {
  await db.updateTable('memberships').set(details).where('id', '=', id).execute();
}

/** Her topics and language; no topic at all clears her e-mail permission (unsubscribed, as the one-click link does). */
export async function updateEmailChoices(
  db: Kysely<DB>,
  id: string,
  choices: { topics: string[]; locale: string },
  stamp: string,
): Promise<void> {
  const allowed = choices.topics.length > 0;
  await db
    .updateTable('memberships')
    .set({ interests: JSON.stringify(choices.topics), locale: choices.locale, email_permission: allowed ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  if (!allowed) {
    await db.updateTable('memberships').set({ unsubscribed_at: stamp }).where('id', '=', id).where('unsubscribed_at', 'is', null).execute();
  }
}

/** Her help requests, newest first, with the assigned enabler's name. */
export function listRequestsOf(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('cases as c')
    .leftJoin('users as u', 'u.id', 'c.assigned_to')
    .select(['c.id', 'c.question', 'c.status', 'c.created_at', 'c.last_message_by', 'c.assigned_to', 'u.name as enabler_name'])
    .where('c.requester_email', '=', email)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Whether the case is one of hers. */
export async function ownsCase(db: Kysely<DB>, email: string, caseId: string): Promise<boolean> {
  const row = await db.selectFrom('cases').select('id').where('id', '=', caseId).where('requester_email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** Her inquiries to enablers, newest first. */
export function listInquiriesOf(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('inquiries')
    .select(['id', 'enabler_name', 'question', 'status', 'created_at', 'updated_at'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
