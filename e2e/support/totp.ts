import { createHmac } from 'node:crypto';

/**
 * What an authenticator app computes (RFC 6238: HMAC-SHA-1, 6 digits, 30 s), written apart from the
 * server's own, so the journeys check the site against the standard rather than against itself.
 */

/** The bytes of a base32 key as a person reads it off the page (spaces allowed). */
export function keyFromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text.replace(/\s/g, '').toUpperCase()].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

const stepAt = (ms: number) => Math.floor(ms / 30_000);

/** The 6-digit code for the 30-second step `step`. */
export function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code the site has not taken yet: the current step's, after waiting for the next step when
 * `after` (the step of the last code used) is the current one. Returns the code and its step.
 */
export async function freshCode(key: Buffer, after = -1): Promise<{ code: string; step: number }> {
  let step = stepAt(Date.now());
  if (step <= after) {
    await new Promise((resolve) => setTimeout(resolve, (after + 1) * 30_000 - Date.now() + 50));
    step = stepAt(Date.now());
  }
  return { code: codeAt(key, step), step };
}
