import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

export interface RouteLimits {
  /** Each public form (help, inquiry, membership, register) has its own budget per client address. */
  forms: { max: number; timeWindow: number };
  chat: { max: number; timeWindow: number };
}

/**
 * Per-route limits, keyed by client address; each route keeps its own counters. With Redis the
 * counters are shared by every process; if Redis is unreachable requests are let through rather
 * than refused (skipOnError), and the failure is logged.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis?: Redis): Promise<RouteLimits> {
  await app.register(rateLimit, {
    global: false,
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });
  return {
    forms: { max: config.rateLimit.formsPerMinute, timeWindow: 60_000 },
    chat: { max: config.rateLimit.chatPerMinute, timeWindow: 60_000 },
  };
}
