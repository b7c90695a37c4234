import { newsletterMessages, type NewsletterSettings, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { readSwitch } from '../settings/settings.service';
import { saveSwitch } from '../settings/settings.service';

/** Who may write and send newsletters: admins, and operators while an admin lets them (issue 29). */

const OPERATORS_MAY_SEND = 'operatorsMaySendNewsletters';

async function operatorsMaySend(db: Kysely<DB>): Promise<boolean> {
  return readSwitch(db, OPERATORS_MAY_SEND);
}

/** Throws 403 unless `actor` may work on newsletters. */
export async function assertMayWriteNewsletters(database: Database, actor: User): Promise<void> {
  assertRole(actor, 'admin', 'operator');
  if (actor.role === 'operator' && !(await operatorsMaySend(database.db))) {
    throw new AppError(403, 'NEWSLETTERS_NOT_ALLOWED', newsletterMessages.operatorsMayNotSend);
  }
}

export async function getNewsletterSettings(database: Database, actor: User): Promise<NewsletterSettings> {
  assertRole(actor, 'admin');
  return { operatorsMaySend: await operatorsMaySend(database.db) };
}

/** Stores the setting with its audit line when it changes. */
export async function updateNewsletterSettings(
  database: Database,
  input: NewsletterSettings,
  actor: User,
  now: Date,
): Promise<NewsletterSettings> {
  assertRole(actor, 'admin');
  await database.writeTransaction(async (trx) => {
    const change = {
      key: OPERATORS_MAY_SEND,
      label: 'Operators may write and send newsletters',
      before: await operatorsMaySend(trx),
      after: input.operatorsMaySend,
    };
    await saveSwitch(trx, change, actor, now);
  });
  return input;
}
