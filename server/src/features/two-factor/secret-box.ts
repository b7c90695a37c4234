import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest (decision 020): AES-256-GCM with a key derived from JWT_SECRET by HKDF-SHA-256,
 * the account's id as associated data (a row copied to another account does not open). A new
 * JWT_SECRET opens no old box: app codes stop working, recovery codes (hashes) still do.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

/** What a box holds: each purpose has a key of its own (HKDF's info), so one kind of box never opens as another. */
export type SecretPurpose = 'totp-secret-v1' | 'outbox-links-v1' | 'whatsapp-code-v1';

const keyOf = (jwtSecret: string, purpose: SecretPurpose) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, purpose === 'totp-secret-v1' ? 'wfc-two-factor' : 'wfc-outbox', purpose, 32));

/** `v1.<iv>.<tag>.<ciphertext>`, base64url, for `plain` bound to `accountId` (any id the box belongs to). */
export function sealSecret(plain: Uint8Array, accountId: string, jwtSecret: string, purpose: SecretPurpose = 'totp-secret-v1'): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret, purpose), iv);
  cipher.setAAD(Buffer.from(accountId));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret in a box, or undefined when it does not open (another JWT_SECRET, another account, damage). */
export function openSecret(
  sealed: string,
  accountId: string,
  jwtSecret: string,
  purpose: SecretPurpose = 'totp-secret-v1',
): Buffer | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(accountId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  } catch {
    return undefined;
  }
}
