import type { AccountLanguage, Locale, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import * as repository from './account-language.repository';

/** The stored value as a language: anything but 'ml' reads English. */
const asLocale = (value: string | undefined): Locale => (value === 'ml' ? 'ml' : 'en');

/** The language of e-mail to one account (staff, or someone who registered), read in the mail's transaction. */
export async function mailLocaleOfUser(trx: Kysely<DB>, userId: string): Promise<Locale> {
  return asLocale(await repository.findUserLocale(trx, userId));
}

/** Stores the language of a new registration's page as her language for e-mail, in the caller's transaction. */
export async function setMailLocaleWithin(trx: Kysely<DB>, userId: string, locale: Locale, now: Date): Promise<void> {
  await repository.updateUserLocale(trx, userId, locale, now.toISOString());
}

/** The signed-in staff member's language for e-mail. */
export async function getAccountLanguage(database: Database, actor: User): Promise<AccountLanguage> {
  return { locale: await mailLocaleOfUser(database.db, actor._id) };
}

/** Sets the signed-in staff member's language for e-mail; every later e-mail to her is in it. */
export async function setAccountLanguage(database: Database, input: AccountLanguage, actor: User, now: Date): Promise<AccountLanguage> {
  await repository.updateUserLocale(database.db, actor._id, input.locale, now.toISOString());
  return { locale: input.locale };
}
