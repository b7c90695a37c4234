import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A token given out in one e-mailed link (the requester's page, a password reset): 32 random bytes
 * in base64url, of which the server keeps only the SHA-256, so a copy of the database opens
 * nothing. A token is looked up by its hash, never compared as text.
 */
export interface LinkToken {
  /** What goes into the link's fragment, e.g. `/request#<token>`. */
  token: string;
  /** What is stored (hex SHA-256). */
  hash: string;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token and its hash. */
export function mintLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** Whether a value can be a token at all (anything else is refused without a lookup). */
export function looksLikeLinkToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/**
 * A link token that can be made again from a secret and a record's random id (a newsletter
 * recipient's preferences link, issue 29): an HMAC-SHA256 under a key derived from `secret` for
 * `purpose`, in a link token's shape. Only its hash is stored, as for a random token; making it
 * again (for a second attempt at the same message) needs the server's secret, which the database
 * never holds.
 */
export function derivedLinkToken(secret: string, purpose: string, id: string): LinkToken {
  const key = createHmac('sha256', secret).update(`link-token:${purpose}:v1`).digest();
  const token = createHmac('sha256', key).update(id).digest('base64url');
  return { token, hash: hashLinkToken(token) };
}
