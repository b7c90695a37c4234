import { markPrivate } from '../../lib/private-answer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { memberAccountMessages } from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import { deviceLabel } from './device-label';
import * as repository from './member-sign-in.repository';

/**
 * A member's session (issue 28, decision 030): 32 random bytes in an httpOnly cookie that only
 * `/api/member` receives, kept in `member_sessions` as their SHA-256. It lasts 30 days from her
 * last visit. A change needs `X-CSRF-Token`: an HMAC of the session's id that only an answer to her
 * own page's scripts carries (no other site can read our answers, and none can set that header).
 */

const MEMBER_COOKIE = 'wfc_member';
const MEMBER_COOKIE_PATH = '/api/member';
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A visit moves the session's end at most this often, so a busy page is not a write per call. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** Devices kept per address; signing in on one more signs out the one unused longest. */
const MAX_SESSIONS = 10;

/** A session just begun: the cookie's value (never stored) and its row's id. */
export interface StartedSession {
  token: string;
  id: string;
}

/** Who a member request comes from: her verified address and her session. */
export interface MemberSession {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    memberSession: MemberSession | null;
  }
}

/** Begins a session for `email` in the caller's transaction. */
export async function startSession(
  trx: Kysely<DB>,
  email: string,
  device: { userAgent: string | undefined },
  now: Date,
): Promise<StartedSession> {
  const stamp = now.toISOString();
  const { token, hash } = mintLinkToken();
  const id = newId();
  await repository.insertSession(trx, {
    id,
    email,
    token_hash: hash,
    label: deviceLabel(device.userAgent),
    created_at: stamp,
    last_seen_at: stamp,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  });
  await repository.trimSessions(trx, email, MAX_SESSIONS, id);
  return { token, id };
}

/** The CSRF token of a session: an HMAC of its id under a key derived from JWT_SECRET. */
export function csrfTokenOf(jwtSecret: string, sessionId: string): string {
  const key = createHmac('sha256', jwtSecret).update('member-csrf-v1').digest();
  return createHmac('sha256', key).update(sessionId).digest('base64url');
}

/** Whether the cookie may be marked Secure: the site is https, or a browser's own machine (which browsers treat as secure). */
function secureCookies(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function cookie(app: FastifyInstance, value: string, maxAgeSeconds: number): string {
  const secure = secureCookies(app.config.publicUrl) ? '; Secure' : '';
  return `${MEMBER_COOKIE}=${value}; Path=${MEMBER_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.header('Set-Cookie', cookie(app, token, SESSION_LIFETIME_MS / 1000));
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.header('Set-Cookie', cookie(app, '', 0));
}

/** The session cookie's value, when the request carries a well-formed one. */
function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === MEMBER_COOKIE && looksLikeLinkToken(value)) return value;
  }
  return undefined;
}

/** Looks up the request's session (moving its end when due); null without a live one. */
async function findSessionOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<MemberSession | null> {
  const token = cookieToken(request);
  if (!token) return null;
  const now = app.clock();
  const found = await repository.findSession(app.database.db, hashLinkToken(token), now.toISOString());
  if (!found) return null;
  if (now.getTime() - Date.parse(found.last_seen_at) >= TOUCH_EVERY_MS) {
    await repository.touchSession(
      app.database.db,
      found.id,
      now.toISOString(),
      new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    );
    setSessionCookie(app, reply, token);
  }
  return { id: found.id, email: found.email };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfHolds(app: FastifyInstance, request: FastifyRequest, session: MemberSession): boolean {
  const sent = request.headers['x-csrf-token'];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(app.config.jwtSecret, session.id));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Every member answer is hers alone: no cache keeps it. */
export const memberAnswer = markPrivate;

/**
 * A preHandler for her routes: 401 without a live session (a staff token opens nothing here),
 * 403 for a change without the session's CSRF token. Sets `request.memberSession`.
 */
export function requireMember(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    memberAnswer(reply);
    const session = await findSessionOf(app, request, reply);
    if (!session) {
      if (cookieToken(request)) clearSessionCookie(app, reply);
      throw new AppError(401, 'MEMBER_SIGN_IN_REQUIRED', memberAccountMessages.notSignedIn);
    }
    if (UNSAFE.has(request.method) && !csrfHolds(app, request, session))
      throw new AppError(403, 'CSRF_FAILED', memberAccountMessages.csrfMissing);
    request.memberSession = session;
  };
}

/** The session `requireMember` found. */
export function memberSessionOf(request: FastifyRequest): MemberSession {
  if (!request.memberSession) throw new AppError(401, 'MEMBER_SIGN_IN_REQUIRED', memberAccountMessages.notSignedIn);
  return request.memberSession;
}

export function registerMemberSessions(app: FastifyInstance): void {
  app.decorateRequest('memberSession', null);
}
