import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Bytes in lower-case base32 (RFC 4648's alphabet, no padding): safe in an e-mail address's local part. */
export function base32Lower(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? out + BASE32[(buffer << (5 - bits)) & 31] : out;
}

/** The bytes of lower-case base32 (`base32Lower`'s inverse), or undefined for a letter outside its alphabet. */
export function base32LowerBytes(text: string): Buffer | undefined {
  let buffer = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const character of text) {
    const value = BASE32.indexOf(character);
    if (value < 0) return undefined;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
      buffer &= (1 << bits) - 1;
    }
  }
  return Buffer.from(bytes);
}

const ADDRESS_TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/**
 * derivedLinkToken for an e-mail address (issue 41's `reply+<token>@…`): 160 bits of the HMAC in
 * lower-case base32, 32 characters, since mail servers may change a local part's case. Made again at
 * each sending from the record's id and the server's secret; only its hash is stored.
 */
export function derivedAddressToken(secret: string, purpose: string, id: string): LinkToken {
  const key = createHmac('sha256', secret).update(`address-token:${purpose}:v1`).digest();
  const token = base32Lower(createHmac('sha256', key).update(id).digest().subarray(0, 20));
  return { token, hash: hashLinkToken(token) };
}

/** Whether a value can be an address token at all (anything else is refused without a lookup). */
export function looksLikeAddressToken(value: string): boolean {
  return ADDRESS_TOKEN_SHAPE.test(value);
}

/**
 * A six-digit code a person types (a member's sign-in e-mail, her WhatsApp number's confirmation):
 * uniform over 000000–999999 from the system's random source.
 */
export function mintNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a six-digit code: an HMAC-SHA256 bound to its record's `id`, under a key
 * derived from `secret` for `purpose`, so a copy of the database cannot check a guess. Member
 * sign-in's stored hashes are of this exact input (`member-sign-in-code-v1`, `id:code`): keep it.
 */
export function numericCodeHash(secret: string, purpose: string, id: string, code: string): string {
  const key = createHmac('sha256', secret).update(`${purpose}-code-v1`).digest();
  return createHmac('sha256', key).update(`${id}:${code}`).digest('hex');
}

/** Whether a typed code is the one `stored` holds (`numericCodeHash`), compared in constant time. */
export function numericCodeMatches(stored: string, secret: string, purpose: string, id: string, code: string): boolean {
  const left = Buffer.from(stored, 'hex');
  const right = Buffer.from(numericCodeHash(secret, purpose, id, code), 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
