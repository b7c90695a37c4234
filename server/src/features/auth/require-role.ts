import { passwordMessages, roles as allRoles, twoFactorMessages, type Role } from '@wfc/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../../lib/app-error';
import { authenticate, type StaffSignIn } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified staff sign-in (her token's), set by `requireRole`; null on public calls. */
    staffSignIn: StaffSignIn | null;
  }
}

/** Makes `request.staffSignIn` known to every route; call once, before the routes. */
export function registerStaffSignIn(app: FastifyInstance): void {
  app.decorateRequest('staffSignIn', null);
}

const BEARER = /^Bearer\s+([A-Za-z0-9_.~+/-]+=*)\s*$/i;

/**
 * A preHandler for staff routes: 401 without a valid session (see `authenticate`), 403 when the
 * account's role (from the database, not the token) is not one of `roles`, 403
 * `PASSWORD_CHANGE_REQUIRED` while the account must first choose its own password, and 403
 * `TWO_FACTOR_SETUP_REQUIRED` while it must first set up two-factor sign-in (decision 020).
 */
export function requireRole(app: FastifyInstance, ...roles: Role[]): preHandlerAsyncHookHandler {
  return guard(app, roles, true);
}

/**
 * A preHandler for the few calls a signed-in person of any role may make while she must still
 * choose her own password or set up two-factor sign-in: who am I, logout, change password, her
 * own two-factor routes.
 */
export function requireSignedIn(app: FastifyInstance): preHandlerAsyncHookHandler {
  return guard(app, allRoles, false);
}

function guard(app: FastifyInstance, roles: readonly Role[], gated: boolean): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    // Staff answers are personal: no shared or browser cache may keep them.
    reply.header('Cache-Control', 'no-store');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthenticated();
    const signIn = await authenticate(app.database, token, app.config.jwtSecret, app.clock());
    request.staffSignIn = signIn;
    if (!roles.includes(signIn.user.role)) throw forbidden();
    if (gated && signIn.mustChangePassword) throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', passwordMessages.changeRequired);
    if (gated && signIn.mustSetUpTwoFactor) throw new AppError(403, 'TWO_FACTOR_SETUP_REQUIRED', twoFactorMessages.setupRequired);
  };
}

/**
 * Whether the sign-in a long-lived answer began with still holds (a stream of live updates, issue
 * 41): her token still valid and unexpired, her account active, its session not ended, her role
 * still one of `roles`. Checked again while the answer lasts.
 */
export async function stillSignedIn(app: FastifyInstance, request: FastifyRequest, roles: readonly Role[]): Promise<boolean> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return false;
  try {
    const signIn = await authenticate(app.database, token, app.config.jwtSecret, app.clock());
    return roles.includes(signIn.user.role);
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** The staff sign-in of a route guarded by `requireRole`. */
export function staffSignInOf(request: FastifyRequest): StaffSignIn {
  if (!request.staffSignIn) throw unauthenticated();
  return request.staffSignIn;
}

/** The signed-in account of a route guarded by `requireRole`. */
export const actorOf = (request: FastifyRequest) => staffSignInOf(request).user;
