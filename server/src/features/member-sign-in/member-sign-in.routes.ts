import {
  MemberCodeBody,
  MemberSignInBody,
  MemberSignInLinkBody,
  memberAccountMessages,
  type MemberDevice,
  type MemberSignedIn,
} from '@wfc/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { createMemoryLoginThrottle, type LoginThrottle } from '../auth/login-throttle';
import { createRedisLoginThrottle } from '../auth/redis-login-throttle';
import { formAction } from '../page-forms/form-action';
import { endDevice, listDevices, sendSignInMail, signInByCode, signInByLink, signOut, signOutEverywhere } from './member-sign-in.service';
import {
  clearSessionCookie,
  csrfTokenOf,
  memberAnswer,
  requireMember,
  memberSessionOf,
  setSessionCookie,
  type StartedSession,
} from './member-session';
import { mailerOf } from '../mail/outbox.service';

/** Sign-in e-mails one address may be sent in an hour; over it the answer is the same and nothing is sent. */
const SIGN_IN_MAILS_PER_HOUR = 5;

declare module 'fastify' {
  interface FastifyInstance {
    memberSignInThrottle: LoginThrottle;
  }
}

/** Counts sign-in e-mails per address, across processes with Redis. */
export function createMemberSignInThrottle(config: Readonly<Config>, redis: Redis | undefined): LoginThrottle {
  const windowMs = 60 * 60 * 1000;
  return redis && config.redis
    ? createRedisLoginThrottle(redis, `${config.redis.keyPrefix}member-sign-in:`, SIGN_IN_MAILS_PER_HOUR, windowMs)
    : createMemoryLoginThrottle(SIGN_IN_MAILS_PER_HOUR, windowMs);
}

/** The member sign-in form, as its API route and its plain post from /memberlogin both run it. */
export const memberSignInAction = formAction({
  route: 'POST /api/member/sign-in',
  successStatus: 202,
  async run(app, request, body) {
    const { email } = parseInput(MemberSignInBody, body);
    const context = { ...mailerOf(app), jwtSecret: app.config.jwtSecret };
    // Done and committed, then held to the floor: a known address answers no sooner than an unknown one.
    const sent = await app.answerFloor(async () => {
      const counted = await app.memberSignInThrottle.begin(email, app.clock());
      if (!counted.allowed) return 'throttled';
      return (await sendSignInMail(app.database, email, context, app.clock(), request.locale)) ? 'sent' : 'unknown';
    });
    request.log.info({ email: maskEmail(email), sent }, 'member sign-in e-mail asked for');
    return { message: memberAccountMessages.signInSent };
  },
});

/** POST /api/member/sign-in and its link and code; sign-out; her devices. */
export async function memberSignInRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: app.limits.forms } };
  const member = requireMember(app);

  const signedIn = (reply: FastifyReply, started: StartedSession): MemberSignedIn => {
    memberAnswer(reply);
    setSessionCookie(app, reply, started.token);
    return { message: memberAccountMessages.signedIn, csrfToken: csrfTokenOf(app.config.jwtSecret, started.id) };
  };

  app.post('/api/member/sign-in', limited, async (request, reply) => {
    memberAnswer(reply);
    return reply.code(memberSignInAction.successStatus).send(await memberSignInAction.run(app, request, request.body));
  });

  app.post('/api/member/sign-in/link', limited, async (request, reply) => {
    const { token } = parseInput(MemberSignInLinkBody, request.body);
    const started = await signInByLink(app.database, token, { userAgent: request.headers['user-agent'] }, app.clock());
    request.log.info({ memberSessionId: started.id }, 'member signed in by link');
    return signedIn(reply, started);
  });

  app.post('/api/member/sign-in/code', limited, async (request, reply) => {
    const input = parseInput(MemberCodeBody, request.body);
    const context = { ...mailerOf(app), jwtSecret: app.config.jwtSecret };
    const started = await signInByCode(app.database, input, context, { userAgent: request.headers['user-agent'] }, app.clock());
    request.log.info({ memberSessionId: started.id }, 'member signed in by code');
    return signedIn(reply, started);
  });

  app.post('/api/member/sign-out', { preHandler: member }, async (request, reply) => {
    await signOut(app.database, memberSessionOf(request));
    clearSessionCookie(app, reply);
    return { message: memberAccountMessages.signedOut };
  });

  app.post('/api/member/sign-out-everywhere', { preHandler: member }, async (request, reply) => {
    await signOutEverywhere(app.database, memberSessionOf(request).email);
    clearSessionCookie(app, reply);
    return { message: memberAccountMessages.signedOutEverywhere };
  });

  app.get('/api/member/devices', { preHandler: member }, async (request): Promise<MemberDevice[]> =>
    listDevices(app.database, memberSessionOf(request), app.clock()),
  );

  app.delete<{ Params: { id: string } }>('/api/member/devices/:id', { preHandler: member }, async (request, reply) => {
    const session = memberSessionOf(request);
    await endDevice(app.database, session.email, request.params.id);
    if (request.params.id === session.id) clearSessionCookie(app, reply);
    return { message: memberAccountMessages.deviceEnded };
  });
}
