import {
  passwordMessages,
  twoFactorMessages,
  type ConfirmTwoFactorBody,
  type DisableTwoFactorBody,
  type RecoveryCodesResponse,
  type TwoFactorCodeBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type User,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/audit.service';
import { checkPasswordThrottled, type PasswordCheckContext, type SignInClient } from '../auth/auth.service';
import { getSite } from '../content/content.service';
import { isTwoFactorRequiredForAdmins } from '../settings/settings.service';
import { findCredentialsById } from '../users/user.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { claimCodeAttempt, codeRefused, takeSecondFactorWithin } from './second-factor';
import { openSecret, sealSecret } from './secret-box';
import { encodeBase32, matchTotp, newTotpSecret, otpauthUri } from './totp';
import { isTwoFactorOn } from './two-factor-state';
import * as repository from './two-factor.repository';

/** A staff member's own second factor (decision 020): set up, confirm, turn off, new recovery codes. */

export interface TwoFactorContext {
  /** The key of the sealed TOTP secrets is derived from it. */
  jwtSecret: string;
}

const subjectOf = (user: User) => ({ kind: 'account' as const, id: user._id });

/** A new set of recovery codes: as she is shown them, and as they are stored. */
function freshRecoveryCodes() {
  const codes = newRecoveryCodes();
  return { codes, hashed: codes.map((code) => ({ id: newId(), hash: hashRecoveryCode(code) })) };
}

/** Her second factor as the Account page shows it. */
export async function getTwoFactorStatus(database: Database, user: User): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorOn(database.db, user._id);
  const recoveryCodesLeft = enabled ? (await repository.listUnusedRecoveryCodes(database.db, user._id)).length : 0;
  const required = user.role === 'admin' && (await isTwoFactorRequiredForAdmins(database.db));
  return { enabled, recoveryCodesLeft, required };
}

/**
 * A new secret for her app (20 random bytes, sealed at rest), replacing a setup she did not finish.
 * 409 while two-factor sign-in is on: she turns it off first.
 */
export async function startTwoFactorSetup(database: Database, user: User, context: TwoFactorContext, now: Date): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, user._id, context.jwtSecret);
  const issuer = (await getSite(database.db)).name;
  await database.writeTransaction(async (trx) => {
    if (await isTwoFactorOn(trx, user._id)) throw conflict(twoFactorMessages.alreadyOn);
    await repository.savePendingSecret(trx, { userId: user._id, sealed, now: now.toISOString() });
  });
  return { secret: encodeBase32(secret), otpauthUri: otpauthUri({ issuer, account: user.email, secret }) };
}

/** A wrong current password: 401 on `password`, as when she changes it. */
const wrongCurrentPassword = () =>
  new AppError(401, 'UNAUTHENTICATED', passwordMessages.wrongCurrentPassword, { password: passwordMessages.wrongCurrentPassword });

/**
 * Turns two-factor sign-in on with her current password (401 on `password`, counted as a failed
 * sign-in, so a stolen session alone cannot bind the attacker's app: issue 26) and the first code
 * from her app: ten recovery codes are made, shown this once (only their hashes stay), and the
 * change is audited, in one transaction.
 */
export async function confirmTwoFactorSetup(
  database: Database,
  user: User,
  input: ConfirmTwoFactorBody,
  context: DisableContext,
  now: Date,
  client: SignInClient,
): Promise<RecoveryCodesResponse> {
  const subject = { email: user.email, address: client.address };
  const credentials = await checkPasswordThrottled(context, subject, now, input.password, () => findCredentialsById(database, user._id));
  if (!credentials) throw wrongCurrentPassword();
  const { codes, hashed } = freshRecoveryCodes();
  await claimCodeAttempt(database.db, user._id, now);
  const stamp = now.toISOString();
  const confirmed = await database.writeTransaction(async (trx) => {
    const row = await repository.findSecret(trx, user._id);
    if (!row) throw conflict(twoFactorMessages.setupMissing);
    if (row.confirmed_at !== null) throw conflict(twoFactorMessages.alreadyOn);
    const secret = openSecret(row.secret_sealed, user._id, context.jwtSecret);
    const step = secret ? matchTotp(secret, input.code.replace(/\s/g, ''), now) : undefined;
    if (step === undefined || !(await repository.confirmSecret(trx, user._id, step, stamp))) return false;
    await repository.replaceRecoveryCodes(trx, user._id, hashed, stamp);
    await recordAudit(trx, { action: 'two-factor-enabled', actorId: user._id, subject: subjectOf(user) }, now);
    return true;
  });
  if (!confirmed) throw codeRefused('wrong');
  return { message: twoFactorMessages.enabled, recoveryCodes: codes };
}

/**
 * Her password checked with the app's hasher, under the sign-in throttle: a wrong one counts as a
 * failed sign-in of her e-mail from this address, as when she changes it.
 */
export type DisableContext = TwoFactorContext & PasswordCheckContext;

/** Turns her second factor off: her password (401 on `password`) and a code from her app or a recovery code (400 on `code`). */
export async function disableTwoFactor(
  database: Database,
  user: User,
  input: DisableTwoFactorBody,
  context: DisableContext,
  now: Date,
  client: SignInClient,
): Promise<{ message: string }> {
  if (!(await isTwoFactorOn(database.db, user._id))) throw conflict(twoFactorMessages.notOn);
  const subject = { email: user.email, address: client.address };
  const credentials = await checkPasswordThrottled(context, subject, now, input.password, () => findCredentialsById(database, user._id));
  if (!credentials) throw wrongCurrentPassword();
  await claimCodeAttempt(database.db, user._id, now);
  const outcome = await database.writeTransaction(async (trx) => {
    const taken = await takeSecondFactorWithin(trx, user._id, input.code, { jwtSecret: context.jwtSecret, now, allowRecovery: true });
    if (taken === 'wrong' || taken === 'used') return taken;
    await repository.deleteSecondFactor(trx, user._id);
    await recordAudit(trx, { action: 'two-factor-disabled', actorId: user._id, subject: subjectOf(user) }, now);
    return 'off';
  });
  if (outcome !== 'off') throw codeRefused(outcome);
  return { message: twoFactorMessages.disabled };
}

/** Ten new recovery codes for a code from her app (the device itself, not a recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(
  database: Database,
  user: User,
  input: TwoFactorCodeBody,
  context: TwoFactorContext,
  now: Date,
): Promise<RecoveryCodesResponse> {
  if (!(await isTwoFactorOn(database.db, user._id))) throw conflict(twoFactorMessages.notOn);
  const { codes, hashed } = freshRecoveryCodes();
  await claimCodeAttempt(database.db, user._id, now);
  const outcome = await database.writeTransaction(async (trx) => {
    const taken = await takeSecondFactorWithin(trx, user._id, input.code, { jwtSecret: context.jwtSecret, now, allowRecovery: false });
    if (taken === 'wrong' || taken === 'used') return taken;
    await repository.replaceRecoveryCodes(trx, user._id, hashed, now.toISOString());
    await recordAudit(trx, { action: 'recovery-codes-regenerated', actorId: user._id, subject: subjectOf(user) }, now);
    return 'done';
  });
  if (outcome !== 'done') throw codeRefused(outcome);
  return { message: twoFactorMessages.regenerated, recoveryCodes: codes };
}

/** Removes an account's second factor inside the caller's transaction (an admin's reset); whether it was on. */
export const removeTwoFactorWithin = (trx: Kysely<DB>, userId: string): Promise<boolean> => repository.deleteSecondFactor(trx, userId);
