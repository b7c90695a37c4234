import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Recovery codes (decision 020): ten a set, each `xxxxx-xxxxx` of 31 unmistakable characters (49 bits),
 * shown once; only a salted SHA-256 of each is stored (ASVS: a lookup secret under 112 bits is
 * salted and hashed). Each works once.
 */

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A fresh set of codes, as she is shown them. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
  });
}

/** A typed code as stored: lower-cased, without spaces or dashes; undefined when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const clean = typed.toLowerCase().replace(/[\s-]/g, '');
  return clean.length === GROUP * 2 && [...clean].every((char) => ALPHABET.includes(char)) ? clean : undefined;
}

const digest = (salt: Buffer, normalized: string) => createHash('sha256').update(salt).update(normalized).digest();

/** `<salt>$<sha256(salt, code)>`, base64url. */
export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}$${digest(salt, normalizeRecoveryCode(code) ?? code).toString('base64url')}`;
}

/** Whether a normalized code is the one `stored` was made from; constant time. */
export function recoveryCodeMatches(normalized: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), normalized);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
