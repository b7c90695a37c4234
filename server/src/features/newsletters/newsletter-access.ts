import { newsletterMessages, type NewsletterSettings, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { readSetting, writeSetting } from '../settings/settings.repository';

/** Who may write and send newsletters: admins, and operators while an admin lets them (issue 29). */

const OPERATORS_MAY_SEND = 'operatorsMaySendNewsletters';

async function operatorsMaySend(db: Kysely<DB>): Promise<boolean> {
  return (await readSetting(db, OPERATORS_MAY_SEND)) === true;
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
export async function updateNewsletterSettings(database: Database, input: NewsletterSettings, actor: User, now: Date): Promise<NewsletterSettings> {
  assertRole(actor, 'admin');
  await database.writeTransaction(async (trx) => {
    const before = await operatorsMaySend(trx);
    if (before === input.operatorsMaySend) return;
    await writeSetting(trx, { key: OPERATORS_MAY_SEND, value: input.operatorsMaySend, by: actor._id, now: now.toISOString() });
    const detail = `Operators may write and send newsletters: ${before ? 'on' : 'off'} → ${input.operatorsMaySend ? 'on' : 'off'}`;
    await recordAudit(trx, { action: 'setting-changed', actorId: actor._id, subject: { kind: 'setting', id: OPERATORS_MAY_SEND }, detail }, now);
  });
  return input;
}
