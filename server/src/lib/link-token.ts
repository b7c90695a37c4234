import { createHash, randomBytes } from 'node:crypto';

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
