import { randomUUID } from 'node:crypto';
import { roles, type Role } from '@wfc/shared';
import { SignJWT, jwtVerify } from 'jose';

/** Signed staff tokens: HS256 JWTs that expire after 8 hours (api-contract.md, Accounts). */

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** How far another clock may be ahead of ours: a token issued up to a minute "in the future" is still taken. */
export const CLOCK_SKEW_SECONDS = 60;
const ALGORITHM = 'HS256';

/** What a valid token says; the account it names is still checked against the database. */
export interface TokenClaims {
  userId: string;
  role: Role;
  /** The token's own id, so that logging out can revoke exactly this token. */
  tokenId: string;
  expiresAt: Date;
  /** The account's session version when it was signed; 0 for tokens signed before versions existed. */
  sessionVersion: number;
}

const keyFor = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Signs a token for an account, valid from `now` for 8 hours, with a random `jti` and the
 * account's session version (`sv`), which a password change or reset raises.
 */
export async function signAccessToken(
  secret: string,
  account: { _id: string; role: Role },
  now: Date,
  sessionVersion = 0,
): Promise<string> {
  const issuedAt = seconds(now);
  return new SignJWT({ role: account.role, sv: sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(account._id)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(keyFor(secret));
}

/**
 * Checks a token's signature (HS256 only: `none` and every other algorithm are refused), expiry
 * (against `now`, so a test's clock counts), its age and claims: `iat` may not lie in the future
 * (beyond CLOCK_SKEW_SECONDS), nor `exp` further ahead than the lifetime allows, from `iat` or from
 * now, so a token minted with a leaked key cannot outlive the lifetime either. Returns undefined
 * for any bad token; the reason is not told to the caller.
 */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return undefined;
    if (!withinLifetime(payload.iat, payload.exp, seconds(now))) return undefined;
    if (!isRole(role)) return undefined;
    const sessionVersion = payload.sv ?? 0;
    if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return undefined;
    return { userId: payload.sub, role, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000), sessionVersion };
  } catch {
    return undefined;
  }
}

/** Whether a token issued at `iat` and expiring at `exp` could have been signed by signAccessToken by `now`. */
function withinLifetime(iat: unknown, exp: number, now: number): boolean {
  if (typeof iat !== 'number') return false;
  return iat <= now + CLOCK_SKEW_SECONDS && exp - iat <= TOKEN_LIFETIME_SECONDS && exp <= now + TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS;
}

/** Whether a token's `role` claim names one of the roles. */
const isRole = (claim: unknown): claim is Role => roles.some((role) => role === claim);
