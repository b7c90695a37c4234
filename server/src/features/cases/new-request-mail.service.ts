import type { Case, NewRequestMail, NewRequestMailChoice, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { assertRole } from '../../lib/permissions';
import { listNotifiedOperators } from '../users/user.service';
import { dashboardUrl, firstNameOf, mailStaff, type MailContext } from './case-mail';
import * as repository from './new-request-mail.repository';

/**
 * How each operator hears of a new help request by e-mail (issue 41): at once, in the batch (the
 * digest of `case-scheduler.ts`, the default), or not by e-mail. Admins stand in for operators when
 * the club has none, so they choose too.
 */

export async function getNewRequestMail(database: Database, actor: User): Promise<NewRequestMail> {
  assertRole(actor, 'operator', 'admin');
  return { newRequests: (await repository.findNewRequestMail(database.db, actor._id)) ?? 'batch' };
}

export async function setNewRequestMail(database: Database, input: NewRequestMail, actor: User, now: Date): Promise<NewRequestMail> {
  assertRole(actor, 'operator', 'admin');
  await repository.updateNewRequestMail(database.db, actor._id, input.newRequests, now.toISOString());
  return input;
}

/** The operators told of new requests who chose `choice`. */
export async function notifiedOperatorsChoosing(db: Kysely<DB>, choice: NewRequestMailChoice): Promise<User[]> {
  const operators = await listNotifiedOperators(db);
  const choices = await repository.newRequestMailOf(
    db,
    operators.map((operator) => operator._id),
  );
  return operators.filter((operator) => (choices.get(operator._id) ?? 'batch') === choice);
}

/**
 * Tells each operator who chose "at once" of a new request, in the transaction that stores it (one
 * request's digest); not the staff member who made it a case herself (an inquiry, an Inbox message).
 */
export async function tellOperatorsAtOnce(trx: Kysely<DB>, item: Case, createdBy: string | undefined, context: MailContext): Promise<void> {
  const requests = [{ requesterFirstName: firstNameOf(item.requesterName), question: item.question, createdAt: item.createdAt }];
  for (const operator of await notifiedOperatorsChoosing(trx, 'at-once')) {
    if (operator._id === createdBy) continue;
    await mailStaff(trx, operator, 'new-requests-digest', { requests, dashboardUrl: dashboardUrl(context.publicUrl) }, context);
  }
}
