import type { EnablerProfileLink, EnablerProfileLinks, MyEnablerProfile, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { findActiveEnabler } from '../users/user.service';
import * as repository from './profile.repository';

const PROFILE_NOT_FOUND = 'We could not find that enabler profile.';
const NOT_AN_ENABLER = 'Please choose an active enabler account.';
const ALREADY_LINKED = 'That account is already linked to another profile.';

/** The admin's Enabler Profiles screen: every profile with its account, and the accounts still free. */
export async function listProfileLinks(database: Database, actor: User): Promise<EnablerProfileLinks> {
  assertRole(actor, 'admin');
  const [profiles, unlinkedAccounts] = await Promise.all([
    repository.listProfileLinks(database.db),
    repository.listUnlinkedEnablerAccounts(database.db),
  ]);
  return { profiles, unlinkedAccounts };
}

/**
 * Links an active enabler account to a profile, or unlinks it (null). One profile per account:
 * 409 when the account has another profile, also when two admins race (the unique index decides).
 * Inquiries already sent stay with the account they were sent to. Audited as `profile-linked` and
 * `profile-unlinked` on the accounts concerned.
 */
export async function linkProfileAccount(
  database: Database,
  input: { profileId: number; userId: string | null },
  actor: User,
  now: Date,
): Promise<EnablerProfileLink> {
  assertRole(actor, 'admin');
  if (!Number.isInteger(input.profileId) || !(await repository.profileExists(database.db, input.profileId)))
    throw notFound(PROFILE_NOT_FOUND);
  if (input.userId !== null) {
    if (!(await findActiveEnabler(database, input.userId))) throw badRequest(NOT_AN_ENABLER, { userId: NOT_AN_ENABLER });
    const linkedTo = await repository.findProfileIdOfAccount(database.db, input.userId);
    if (linkedTo !== undefined && linkedTo !== input.profileId) throw conflict(ALREADY_LINKED);
  }
  try {
    await database.writeTransaction(async (trx) => {
      const before = await repository.findAccountIdOfProfile(trx, input.profileId);
      if (before === input.userId) return;
      await repository.setProfileAccount(trx, input.profileId, input.userId, now.toISOString());
      // One line for the account that lost the profile and one for the account that got it (issue 26).
      const detail = `Profile ${input.profileId}`;
      if (before)
        await recordAudit(trx, { action: 'profile-unlinked', actorId: actor._id, subject: { kind: 'account', id: before }, detail }, now);
      if (input.userId !== null)
        await recordAudit(
          trx,
          { action: 'profile-linked', actorId: actor._id, subject: { kind: 'account', id: input.userId }, detail },
          now,
        );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_LINKED);
    throw error;
  }
  const link = (await repository.listProfileLinks(database.db)).find((profile) => profile.id === input.profileId);
  if (!link) throw notFound(PROFILE_NOT_FOUND);
  return link;
}

/** The id of the directory profile linked to an account, or undefined while none is. */
export const findProfileIdOfAccount = (db: Kysely<DB>, userId: string) => repository.findProfileIdOfAccount(db, userId);

/** The calling enabler's own directory profile (photo, name, title), or null while none is linked. */
export async function getMyProfile(database: Database, actor: User): Promise<MyEnablerProfile> {
  assertRole(actor, 'enabler');
  return { profile: await repository.findProfileOfAccount(database.db, actor._id) };
}

/** The active enabler account an inquiry to this profile goes to, read in the caller's transaction; undefined: the operators'. */
export async function findInquiryRecipient(db: Kysely<DB>, profileId: number): Promise<User | undefined> {
  const row = await repository.findActiveAccountOfProfile(db, profileId);
  return row ? { _id: row.id, name: row.name, email: row.email, role: 'enabler' } : undefined;
}
