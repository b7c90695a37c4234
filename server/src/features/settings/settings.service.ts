import { securitySettingLabels, twoFactorMessages, type SecuritySettings, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { isTwoFactorOn } from '../two-factor/two-factor-state';
import * as repository from './settings.repository';
export { readSwitch } from './settings.repository';

/** The admins' security settings (decision 020); each change is audited as `setting-changed`. */

const REQUIRE_TWO_FACTOR = 'requireTwoFactorForAdmins';

/** Whether admins must use two-factor sign-in (off until an admin turns it on). */
export async function isTwoFactorRequiredForAdmins(db: Kysely<DB>): Promise<boolean> {
  return repository.readSwitch(db, REQUIRE_TWO_FACTOR);
}

export async function getSecuritySettings(database: Database, actor: User): Promise<SecuritySettings> {
  assertRole(actor, 'admin');
  return { requireTwoFactorForAdmins: await isTwoFactorRequiredForAdmins(database.db) };
}

/**
 * Stores the settings that changed, each with its audit line, in one transaction. Requiring two-factor
 * sign-in needs the admin to use it herself, so she cannot shut herself out of her own screens.
 */
export async function updateSecuritySettings(
  database: Database,
  input: SecuritySettings,
  actor: User,
  now: Date,
): Promise<SecuritySettings> {
  assertRole(actor, 'admin');
  return database.writeTransaction(async (trx) => {
    const before = await isTwoFactorRequiredForAdmins(trx);
    if (before !== input.requireTwoFactorForAdmins && input.requireTwoFactorForAdmins && !(await isTwoFactorOn(trx, actor._id)))
      throw conflict(twoFactorMessages.requireOwnFirst);
    await saveSwitch(
      trx,
      { key: REQUIRE_TWO_FACTOR, label: securitySettingLabels.requireTwoFactorForAdmins, before, after: input.requireTwoFactorForAdmins },
      actor,
      now,
    );
    return { requireTwoFactorForAdmins: input.requireTwoFactorForAdmins };
  });
}

/**
 * Stores an on/off setting when it changed, with its audit line ("<label>: off → on"), in the
 * caller's transaction; the security settings and the newsletters' (issue 29) share it.
 */
export async function saveSwitch(
  trx: Kysely<DB>,
  change: { key: string; label: string; before: boolean; after: boolean },
  actor: User,
  now: Date,
): Promise<void> {
  if (change.before === change.after) return;
  await repository.writeSetting(trx, { key: change.key, value: change.after, by: actor._id, now: now.toISOString() });
  const detail = `${change.label}: ${change.before ? 'on' : 'off'} → ${change.after ? 'on' : 'off'}`;
  await recordAudit(trx, { action: 'setting-changed', actorId: actor._id, subject: { kind: 'setting', id: change.key }, detail }, now);
}
