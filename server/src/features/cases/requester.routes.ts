import { CaseMessageBody, FindRequestsBody, findRequestsMessage, RatingBody } from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { createMemoryLoginThrottle, type LoginThrottle } from '../auth/login-throttle';
import { createRedisLoginThrottle } from '../auth/redis-login-throttle';
import { getRequestView, postRequesterMessage, rateRequest, sendRequestLinks } from './requester.service';
import { mailerOf } from '../mail/outbox.service';

export interface RequesterRoutesOptions {
  /** Counts "find my requests" per e-mail address (on top of the per-client limit); over budget, nothing is sent. */
  findThrottle: LoginThrottle;
}

/** The token of the requester's private link: a header, never the URL (decision 010). */
const tokenOf = (request: FastifyRequest) => request.headers['x-request-token'];

/** A requester's answers are personal: no cache keeps them and no link on her page passes a Referer. */
function privateAnswer(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
}

/** The requester's page (through her link's token) and "find my requests". */
export async function requesterRoutes(app: FastifyInstance, options: RequesterRoutesOptions) {
  const limited = { config: { rateLimit: app.limits.forms } };

  app.get('/api/request', async (request, reply) => {
    privateAnswer(reply);
    return getRequestView(app.database, tokenOf(request), app.clock());
  });

  app.post('/api/request/messages', limited, async (request, reply) => {
    privateAnswer(reply);
    const { body } = parseInput(CaseMessageBody, request.body);
    const { caseId, message } = await postRequesterMessage(app.database, { token: tokenOf(request), body }, app.clock(), mailerOf(app));
    request.log.info({ messageId: message._id }, 'requester replied');
    app.staffFeed.publish({ kind: 'case-message', caseId });
    return reply.code(201).send(message);
  });

  app.post('/api/request/rating', limited, async (request, reply) => {
    privateAnswer(reply);
    const input = parseInput(RatingBody, request.body);
    return rateRequest(app.database, { token: tokenOf(request), ...input }, app.clock());
  });

  app.post('/api/request/find', limited, async (request, reply) => {
    privateAnswer(reply);
    const { email } = parseInput(FindRequestsBody, request.body);
    // Done and committed, then held to the floor: an address with requests answers no sooner than one without (issue 26).
    const attempt = await app.answerFloor(async () => {
      const counted = await options.findThrottle.begin(email, app.clock());
      if (counted.allowed) await sendRequestLinks(app.database, email, app.clock(), mailerOf(app), request.locale);
      return counted;
    });
    request.log.info({ requester: maskEmail(email), throttled: !attempt.allowed }, 'request links asked for');
    return reply.code(202).send({ message: findRequestsMessage });
  });
}

/** "Find my requests" asked for one address: at most 3 times in 15 minutes, counted across processes with Redis. */
export function createFindRequestsThrottle(config: Readonly<Config>, redis: Redis | undefined): LoginThrottle {
  const max = 3;
  const windowMs = 15 * 60 * 1000;
  return redis && config.redis
    ? createRedisLoginThrottle(redis, `${config.redis.keyPrefix}find-requests:`, max, windowMs)
    : createMemoryLoginThrottle(max, windowMs);
}
