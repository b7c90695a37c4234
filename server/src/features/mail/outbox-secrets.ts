import { openSecret, sealSecret } from '../two-factor/secret-box';

/**
 * The live links of a message (issue 26, decision 009's addendum): a reset, verification,
 * confirmation, unsubscribe, private request or member sign-in link (and the sign-in code) carries a secret whose SHA-256 alone is kept
 * where it is checked. In the outbox the row's data, and so every copy rendered from it for the
 * Mail page, holds the links masked; the data with the live links is sealed (AES-256-GCM, a key
 * derived from JWT_SECRET, the row's id bound in) in `secrets`, opened only to hand the message to
 * the mail server and dropped when it is sent or has failed.
 */

// A link token (32 random bytes, base64url: lib/link-token.ts) in a URL's fragment or token= parameter.
const SECRET_IN_LINK = /(#|[?&]token=)[A-Za-z0-9_-]{32,}/g;
/** What stands for a token in a masked link. */
export const LINK_MASK = '••••••••';

// A member's sign-in code (issue 28) and a guest's door code (issue 30) in a message's JSON data:
// the secrets that are not links.
const SECRET_CODE = /("signInCode":")\d{6}"/g;
const DOOR_CODE = /("checkInCode":")[0-9A-Z]{5}-[0-9A-Z]{5}"/g;

/** `text` with every link token and sign-in code masked; the replacer is a function, so nothing in `text` is read as a pattern. */
export function maskSecretLinks(text: string): string {
  return text
    .replace(SECRET_IN_LINK, (_match, lead: string) => `${lead}${LINK_MASK}`)
    .replace(SECRET_CODE, (_match, lead: string) => `${lead}••••••"`)
    .replace(DOOR_CODE, (_match, lead: string) => `${lead}•••••-•••••"`);
}

/** The data to store and, when it had live links, their copy sealed with `sealKey` (JWT_SECRET). */
export function splitMailSecrets(id: string, json: string, sealKey: string): { data: string; secrets: string | null } {
  const data = maskSecretLinks(json);
  if (data === json) return { data, secrets: null };
  return { data, secrets: sealSecret(Buffer.from(json, 'utf8'), id, sealKey, 'outbox-links-v1') };
}

/** The data with its live links, or undefined when the box does not open (JWT_SECRET changed, damage). */
export function openMailSecrets(id: string, secrets: string, sealKey: string): string | undefined {
  return openSecret(secrets, id, sealKey, 'outbox-links-v1')?.toString('utf8');
}
