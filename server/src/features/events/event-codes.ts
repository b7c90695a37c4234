import { createHash, createHmac } from 'node:crypto';
import { derivedLinkToken, looksLikeLinkToken, type LinkToken } from '../../lib/link-token';

/**
 * A guest's two secrets (issue 30), both made again from the server's secret and her registration's
 * random id, so every e-mail can carry them while the database keeps only their SHA-256:
 * - her link (`/events/registration#<token>`), a link token (lib/link-token.ts);
 * - her door code, ten characters of Crockford's base32 (`7KQ2M-XW9D3`, 50 bits), which her QR code
 *   carries and a helper at the door may type. Codes are only checked by signed-in staff.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function guestLink(secret: string, registrationId: string): LinkToken {
  return derivedLinkToken(secret, 'event-guest', registrationId);
}

export { looksLikeLinkToken };

/** Her door code as shown (two groups of five) and its stored hash. */
export function doorCode(secret: string, registrationId: string): { code: string; hash: string } {
  const key = createHmac('sha256', secret).update('event-door-code:v1').digest();
  const bytes = createHmac('sha256', key).update(registrationId).digest();
  let code = '';
  for (let index = 0; index < 10; index++) code += ALPHABET[bytes[index]! % 32];
  return { code: `${code.slice(0, 5)}-${code.slice(5)}`, hash: hashDoorCode(code)! };
}

/**
 * The hash to look a typed or scanned code up by: case, spaces and dashes ignored, and the letters
 * Crockford's alphabet leaves out read as the digits they look like; undefined when it cannot be one.
 */
export function hashDoorCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(code)) return undefined;
  return createHash('sha256').update(`door:${code}`).digest('hex');
}
