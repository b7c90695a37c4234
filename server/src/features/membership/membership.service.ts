import { messages, type MembershipBody } from '@wfc/shared';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { insertMembership, membershipExists } from './membership.repository';

/**
 * Stores a membership sign-up (group-committed with other submissions); one per e-mail address,
 * even under concurrent submissions.
 */
export async function subscribeMember(database: Database, input: MembershipBody, now: Date) {
  const duplicate = () => conflict(messages.membershipDuplicate, 'ALREADY_SUBSCRIBED');
  // A repeated address is refused before it waits for a write.
  if (await membershipExists(database.db, input.email)) throw duplicate();
  const id = newId();
  try {
    await database.groupWrite((trx) => insertMembership(trx, {
      id,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      job_function: input.jobFunction,
      vertical: input.vertical,
      interests: JSON.stringify(input.interests),
      hear_about: input.hearAbout,
      email_permission: input.emailPermission ? 1 : 0,
      created_at: now.toISOString(),
    }));
  } catch (error) {
    // Another sign-up with this address won the race between the check and the insert.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return { id };
}
