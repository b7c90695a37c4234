import type { RecoveryCodesResponse, TwoFactorSetup, User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { decodeBase32, totpAt } from '../src/features/two-factor/totp';
import { bearer, TEST_PASSWORD, tokenFor } from './accounts';

/** A clock a test moves: `fixedClock` of helpers.ts. */
export interface MovableClock {
  (): Date;
  set(iso: string): void;
}

/** Moves the clock on by whole 30-second steps, so the next code is a new one (a code is taken once). */
export function nextStep(clock: MovableClock, steps = 1): void {
  clock.set(new Date(clock().getTime() + steps * 30_000).toISOString());
}

/** What her authenticator app shows now. */
export const codeNow = (secret: Buffer, clock: MovableClock) => totpAt(secret, clock());

/**
 * Turns on two-factor sign-in for `user` through the API, as she would on her Account page: the
 * secret her app holds and the recovery codes she was shown.
 */
export async function enableTwoFactor(
  app: FastifyInstance,
  user: User,
  clock: MovableClock,
  password = TEST_PASSWORD,
): Promise<{ secret: Buffer; recoveryCodes: string[] }> {
  const headers = bearer(await tokenFor(app, user));
  const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const secret = decodeBase32((setup.json() as TwoFactorSetup).secret);
  if (!secret) throw new Error('setup gave no base32 secret');
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/confirm',
    headers,
    payload: { password, code: codeNow(secret, clock) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  nextStep(clock);
  return { secret, recoveryCodes: (confirm.json() as RecoveryCodesResponse).recoveryCodes };
}
