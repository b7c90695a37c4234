import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps make them:
 * HMAC-SHA-1, 6 digits, 30-second steps. Pure functions of a secret and a time.
 */

const TOTP_DIGITS = 6;
const TOTP_STEP_SECONDS = 30;
/** Steps either side of now a code may come from (clocks drift; typing takes time). */
const TOTP_WINDOW = 1;
/** 160 bits, RFC 4226's recommended length and the size of SHA-1's output. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs and apps' manual entry use it. */
export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (any case, spaces and padding ignored); undefined when it holds another character. */
export function decodeBase32(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A fresh random secret. */
export const newTotpSecret = (): Buffer => randomBytes(SECRET_BYTES);

/** RFC 4226 HOTP: the `digits`-digit code of `counter` (dynamic truncation of HMAC-SHA-1). */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step a moment falls in: whole 30-second periods since the Unix epoch. */
export const totpStepAt = (time: Date): number => Math.floor(time.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code an authenticator app shows at `time`. */
export const totpAt = (secret: Uint8Array, time: Date, digits = TOTP_DIGITS): string => hotp(secret, totpStepAt(time), digits);

/**
 * The step whose code `code` is, looking from one step before `time` to one after, or undefined.
 * Every candidate is compared (in constant time), so the answer takes as long whichever matched.
 */
export function matchTotp(secret: Uint8Array, code: string, time: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStepAt(time);
  let matched: number | undefined;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code)) && matched === undefined) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from a QR code (Key Uri Format): issuer, account, secret, and the defaults spelled out. */
export function otpauthUri(options: { issuer: string; account: string; secret: Uint8Array }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = new URLSearchParams({
    secret: encodeBase32(options.secret),
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
