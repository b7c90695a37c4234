import { readFileSync } from 'node:fs';
import { passwordMessages } from '@wfc/shared';
import { badRequest } from '../../lib/app-error';

/**
 * What a new password must not be, beyond the length rules of `passwordField` (issue 16, finding 8;
 * decision 020): one of the shipped common passwords, or one containing the name part of the
 * account's e-mail address. Both compared case-insensitively.
 */

let commonPasswords: ReadonlySet<string> | undefined;

/** The shipped list (`common-passwords.txt`, about 12 000 lower-cased entries), read on first use. */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** The local part of an address when it is long enough to mean something (3+ characters), lower-cased. */
function nameOfAddress(email: string): string | undefined {
  const local = email.slice(0, email.lastIndexOf('@')).toLowerCase();
  return local.length >= 3 ? local : undefined;
}

/** Why `password` may not be chosen for the account of `email`, or undefined when it may. */
export function weakPasswordMessage(password: string, email: string, whose: 'own' | 'their' = 'own'): string | undefined {
  const lower = password.normalize('NFC').toLowerCase();
  if (loadCommonPasswords().has(lower)) return passwordMessages.tooCommon;
  const name = nameOfAddress(email);
  if (name !== undefined && lower.includes(name))
    return whose === 'own' ? passwordMessages.containsEmail : passwordMessages.containsTheirEmail;
  return undefined;
}

/**
 * Refuses a weak new password with 400 and the message on the form's own field (`password` or
 * `newPassword`); `their` when an admin chooses it for someone else, so she is not told "your".
 */
export function assertStrongPassword(
  password: string,
  email: string,
  field: 'password' | 'newPassword',
  whose: 'own' | 'their' = 'own',
): void {
  const message = weakPasswordMessage(password, email, whose);
  if (message !== undefined) throw badRequest(message, { [field]: message });
}
