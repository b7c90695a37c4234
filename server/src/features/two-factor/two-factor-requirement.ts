import type { Role } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isTwoFactorRequiredForAdmins } from '../settings/settings.service';
import { isTwoFactorOn } from './two-factor-state';

/**
 * Whether an account must set up two-factor sign-in before anything else (decision 020): an admin
 * without it while the admins' setting requires it. Other roles never must; nothing is read for them.
 */
export async function mustSetUpTwoFactor(db: Kysely<DB>, account: { _id: string; role: Role }): Promise<boolean> {
  if (account.role !== 'admin') return false;
  if (!(await isTwoFactorRequiredForAdmins(db))) return false;
  return !(await isTwoFactorOn(db, account._id));
}
