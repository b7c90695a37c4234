import { memberAccountMessages, type Locale, type MemberDevice } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { clearSuppression } from '../mail/mail.service';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import {
  hashLinkToken,
  looksLikeLinkToken,
  mintLinkToken,
  mintNumericCode,
  numericCodeHash,
  numericCodeMatches,
} from '../../lib/link-token';
import type { Mailer } from '../mail/outbox.service';
import { mayMailVisitor } from '../mail/visitor-mail';
import { findMembershipByEmail, markConfirmed } from '../membership/membership.service';
import * as repository from './member-sign-in.repository';
import { startSession, type MemberSession, type StartedSession } from './member-session';

/**
 * Members sign in with their address alone (issue 28, decision 030): one e-mail carries a link and
 * a 6-digit code, either of which signs her in. Nothing here runs scrypt: the link is 32 random
 * bytes kept as its SHA-256, the code is kept as an HMAC under a key derived from JWT_SECRET, and
 * its five tries make guessing one in a million worth nothing.
 */

const SIGN_IN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Mail scanners open links before she does: the link works again this long after its first use… */
const LINK_REUSE_MS = 10 * 60 * 1000;
/** …but begins this many sessions at most, so a scanned or leaked link cannot push her own devices out. */
export const LINK_USES = 3;
const CODE_TRIES = 5;

/** The Mailer (PUBLIC_URL for the link, the outbox for the e-mail) and JWT_SECRET. */
export interface SignInContext extends Mailer {
  jwtSecret: string;
}

const invalid = (message: string) => new AppError(400, 'MEMBER_SIGN_IN_INVALID', message);

/** The codes' purpose in their HMAC: stored hashes depend on it, so it never changes. */
const CODE_PURPOSE = 'member-sign-in';

/**
 * E-mails a known address a sign-in link and code, in her membership's language or else the page's;
 * an unknown address gets nothing. The caller answers the same either way, in the same time.
 */
export async function sendSignInMail(
  database: Database,
  email: string,
  context: SignInContext,
  now: Date,
  pageLocale: Locale,
): Promise<boolean> {
  const stamp = now.toISOString();
  return database.writeTransaction(async (trx) => {
    const known = await repository.findKnownAddress(trx, email);
    if (!known) return false;
    // On top of five an hour: at most three a day to one address (issue 38, finding 3), answered the same.
    if (!(await mayMailVisitor(trx, email, 'member-sign-in', now))) return false;
    await repository.forgetExpired(trx, email, stamp);
    const id = newId();
    const link = mintLinkToken();
    const code = mintNumericCode();
    const expiresAt = new Date(now.getTime() + SIGN_IN_LIFETIME_MS).toISOString();
    await repository.insertSignInToken(trx, {
      id,
      email,
      token_hash: link.hash,
      code_hash: numericCodeHash(context.jwtSecret, CODE_PURPOSE, id, code),
      expires_at: expiresAt,
      created_at: stamp,
    });
    const memberLocale = (await findMembershipByEmail(trx, email))?.locale;
    const locale: Locale = memberLocale === 'ml' || memberLocale === 'en' ? memberLocale : pageLocale;
    const path = locale === 'ml' ? '/ml/member/sign-in' : '/member/sign-in';
    await context.outbox.queue(
      trx,
      {
        kind: 'member-sign-in',
        to: email,
        data: { name: known.name, signInUrl: `${context.publicUrl}${path}#${link.token}`, signInCode: code, expiresAt },
        locale,
      },
      now,
    );
    return true;
  });
}

/** Follows an e-mailed link: a session for its address, or 400 for an unknown, expired, long- or much-used link, or one whose code was used. */
export async function signInByLink(
  database: Database,
  token: string,
  device: { userAgent: string | undefined },
  now: Date,
): Promise<StartedSession> {
  if (!looksLikeLinkToken(token)) throw invalid(memberAccountMessages.linkInvalid);
  const stamp = now.toISOString();
  const started = await database.writeTransaction(async (trx) => {
    const windowFloor = new Date(now.getTime() - LINK_REUSE_MS).toISOString();
    // Using the link ends its code; the link itself signs in LINK_USES times within its window.
    const used = await repository.useLink(trx, hashLinkToken(token), { stamp, windowFloor, maxUses: LINK_USES });
    if (!used) return undefined;
    return startSignedIn(trx, used.email, device, now);
  });
  if (!started) throw invalid(memberAccountMessages.linkInvalid);
  return started;
}

/** Checks a code typed with its address: a session, or 400 for a wrong, used or expired code or one out of tries. */
export async function signInByCode(
  database: Database,
  input: { email: string; code: string },
  context: SignInContext,
  device: { userAgent: string | undefined },
  now: Date,
): Promise<StartedSession> {
  const stamp = now.toISOString();
  const started = await database.writeTransaction(async (trx) => {
    const candidates = await repository.takeCodeTry(trx, input.email, stamp, CODE_TRIES, database.engine);
    for (const candidate of candidates) {
      if (!numericCodeMatches(candidate.code_hash, context.jwtSecret, CODE_PURPOSE, candidate.id, input.code)) continue;
      // Using the code ends it and its link.
      if (!(await repository.useCode(trx, candidate.id, stamp, LINK_USES))) return undefined;
      return startSignedIn(trx, input.email, device, now);
    }
    return undefined;
  });
  if (!started) throw invalid(memberAccountMessages.codeWrong);
  return started;
}

/**
 * Signed in: her address is verified, so an unconfirmed membership is confirmed, an address a mail
 * server had refused may get bulk mail again (issue 29), and a session begins.
 */
async function startSignedIn(
  trx: Kysely<DB>,
  email: string,
  device: { userAgent: string | undefined },
  now: Date,
): Promise<StartedSession> {
  const membership = await findMembershipByEmail(trx, email);
  if (membership) await markConfirmed(trx, membership.id, now.toISOString());
  await clearSuppression(trx, email);
  return startSession(trx, email, device, now);
}

/** Signs one of her sessions out (this device's, on sign-out). */
export async function signOut(database: Database, session: MemberSession): Promise<void> {
  await repository.deleteSession(database.db, session.email, session.id);
}

/** Signs out every session of hers, this one too. */
export async function signOutEverywhere(database: Database, email: string): Promise<void> {
  await repository.deleteSessionsOf(database.db, email);
}

/** Her live sessions as devices: this one first, then the others by their last visit. */
export async function listDevices(database: Database, session: MemberSession, now: Date): Promise<MemberDevice[]> {
  const rows = await repository.listSessions(database.db, session.email, now.toISOString());
  const devices = rows.map((row) => ({
    _id: row.id,
    label: row.label,
    signedInAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === session.id,
  }));
  return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
}

/** Ends the session of one of her devices; 404 when it is not hers or already ended. */
export async function endDevice(database: Database, email: string, id: string): Promise<void> {
  if (!(await repository.deleteSession(database.db, email, id))) throw new AppError(404, 'NOT_FOUND', memberAccountMessages.deviceNotFound);
}
