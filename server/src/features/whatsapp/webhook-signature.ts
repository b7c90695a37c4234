import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook body (issue 44): `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of
 * the raw bytes under the app secret (WHATSAPP_APP_SECRET). Only the exact bytes received verify, so
 * the body is read raw and checked before anything parses it.
 */

const HEADER = /^sha256=([0-9a-f]{64})$/i;

/** The header's value Meta would send for `body`. */
export function signatureOf(body: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** Whether `header` is the signature of `body` under `appSecret`, compared in constant time; false when missing or malformed. */
export function hasValidSignature(body: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const hex = HEADER.exec(header.trim())?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', appSecret).update(body).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}
