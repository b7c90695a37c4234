import type { ChangeOwnNameBody, User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import * as repository from './user.repository';

/**
 * A signed-in staff member changes her own name (issue 26: an admin could change nobody's, not even
 * her own). Audited as `account-renamed`; the detail holds no name. Her tokens stay valid: the name
 * is read from the database on every call.
 */
export async function changeOwnName(database: Database, actor: User, input: ChangeOwnNameBody, now: Date): Promise<User> {
  return database.writeTransaction(async (trx) => {
    if (!(await repository.renameAccount(trx, actor._id, input.name, now.toISOString()))) throw notFound('We could not find your account.');
    await recordAudit(trx, { action: 'account-renamed', actorId: actor._id, subject: { kind: 'account', id: actor._id } }, now);
    return { ...actor, name: input.name };
  });
}
