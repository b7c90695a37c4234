import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, TwoFactorSecretsTable } from '../../db/schema';

/** The only code that touches the two_factor_secrets and recovery_codes tables. */

export type SecretRow = Selectable<TwoFactorSecretsTable>;

export async function findSecret(db: Kysely<DB>, userId: string): Promise<SecretRow | undefined> {
  return db.selectFrom('two_factor_secrets').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a setup's new secret, replacing one still waiting for its first code. */
export async function savePendingSecret(db: Kysely<DB>, row: { userId: string; sealed: string; now: string }): Promise<void> {
  await db
    .insertInto('two_factor_secrets')
    .values({
      user_id: row.userId,
      secret_sealed: row.sealed,
      confirmed_at: null,
      last_used_step: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: row.sealed, last_used_step: null, updated_at: row.now })
        .where('two_factor_secrets.confirmed_at', 'is', null),
    )
    .execute();
}

/** Turns a waiting setup on, with the step of the code that confirmed it; false when none was waiting. */
export async function confirmSecret(db: Kysely<DB>, userId: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_secrets')
    .set({ confirmed_at: now, last_used_step: step, failed_attempts: 0, failure_window_start: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes a TOTP step for a sign-in or a change: only when it is newer than every step taken before,
 * so one code (or an older one) never works twice, even when two requests race with it.
 */
export async function takeStep(db: Kysely<DB>, userId: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_secrets')
    .set({ last_used_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Counts one attempt at a code against the account in the same statement as the check: false when
 * `max` attempts were already made since `windowStart` (the window restarts once it has passed).
 */
export async function claimCodeAttempt(
  db: Kysely<DB>,
  userId: string,
  options: { max: number; windowStart: string; now: string },
): Promise<boolean> {
  const expired = sql<boolean>`(failure_window_start is null or failure_window_start <= ${options.windowStart})`;
  const result = await db
    .updateTable('two_factor_secrets')
    .set({
      failed_attempts: sql`case when ${expired} then 1 else failed_attempts + 1 end`,
      failure_window_start: sql`case when ${expired} then ${options.now} else failure_window_start end`,
    })
    .where('user_id', '=', userId)
    .where(sql<boolean>`(${expired} or failed_attempts < ${options.max})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets the counted attempts (a right code). */
export async function clearCodeAttempts(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('two_factor_secrets')
    .set({ failed_attempts: 0, failure_window_start: null })
    .where('user_id', '=', userId)
    .execute();
}

/** Removes the secret and every recovery code: two-factor sign-in is off. Returns whether it was on. */
export async function deleteSecondFactor(db: Kysely<DB>, userId: string): Promise<boolean> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('two_factor_secrets').where('user_id', '=', userId).returning('confirmed_at').executeTakeFirst();
  return removed !== undefined && removed.confirmed_at !== null;
}

/** Replaces every recovery code of the account with new hashes. */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  userId: string,
  rows: { id: string; hash: string }[],
  now: string,
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(rows.map((row) => ({ id: row.id, user_id: userId, code_hash: row.hash, used_at: null, created_at: now })))
    .execute();
}

export async function listUnusedRecoveryCodes(db: Kysely<DB>, userId: string): Promise<{ id: string; code_hash: string }[]> {
  return db.selectFrom('recovery_codes').select(['id', 'code_hash']).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Uses one recovery code, only if it still is unused: of two uses racing, one wins. */
export async function useRecoveryCode(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
