import { createRequire } from 'node:module';
import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { tooManyRequests } from '../lib/app-error';

export interface RouteLimits {
  /** Each public form (help, inquiry, membership, register) has its own budget per client address. */
  forms: { max: number; timeWindow: number };
  chat: { max: number; timeWindow: number };
  /**
   * Counts one request against another route's budget for this request's client, as if it had
   * called that route (`'POST /api/help'`); throws that route's 429 once the budget is used up.
   */
  spend(route: string, request: FastifyRequest): Promise<void>;
  /**
   * A budget of failures per key (not per client address), in the same stores: `assertOpen(key)`
   * throws the shared 429 while `max` failures of the window are used up; `fail(key)` counts one.
   */
  failures(name: string, limit: { max: number; timeWindow: number }): FailureBudget;
}

interface FailureBudget {
  assertOpen(key: string): Promise<void>;
  fail(key: string): Promise<void>;
}

type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => FastifyRateLimitStore;
/** What the plugin passes to a store's `child`: the route's merged limit and the route itself. */
type RouteParams = { max: number; timeWindow: number; routeInfo: { method: string; url: string } };

// The plugin's own stores (the package is pinned), wrapped below so that a route's store can be found again.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;

/**
 * Per-route limits, keyed by client address; each route keeps its own counters. With Redis the
 * counters are shared by every process; if Redis is unreachable requests are let through rather
 * than refused (skipOnError), and the failure is logged.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis?: Redis): Promise<RouteLimits> {
  const shared = redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:` } : undefined;
  const base = shared ? new RedisStore(false, false, shared.redis, shared.nameSpace) : new LocalStore(false, false);
  const routes = new Map<string, { store: FastifyRateLimitStore; params: RouteParams }>();
  // The same stores and keys as the plugin's defaults, remembering each route's store by "METHOD url".
  class RouteStores implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      base.incr(...args);
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const params = options as unknown as RouteParams;
      const store = base.child(options);
      routes.set(`${params.routeInfo.method} ${params.routeInfo.url}`, { store, params });
      return store;
    }
  }

  await app.register(rateLimit, {
    global: false,
    store: RouteStores as unknown as FastifyRateLimitStoreCtor,
    ...(shared ? { skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });

  async function spend(route: string, request: FastifyRequest): Promise<void> {
    const limit = routes.get(route);
    if (!limit) throw new Error(`No rate limit is registered for ${route}`);
    const { max, timeWindow } = limit.params;
    let counted: { current: number; ttl: number };
    try {
      counted = await new Promise((resolve, reject) =>
        limit.store.incr(normalizeIP(request.ip), (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, max),
      );
    } catch (error) {
      if (!shared) throw error;
      request.log.warn({ err: error }, 'rate-limit store unavailable; request let through');
      return;
    }
    if (counted.current > max) throw tooManyRequests(counted.ttl / 1000);
  }

  function failures(name: string, limit: { max: number; timeWindow: number }): FailureBudget {
    const routeInfo = { method: 'FAILURES', url: name };
    const store = base.child({ ...limit, routeInfo } as unknown as Parameters<
      FastifyRateLimitStore['child']
    >[0]) as FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
    const counted = (how: 'incr' | 'read', key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store[how](key, (error, result) => (error || !result ? reject(error) : resolve(result)), limit.timeWindow, limit.max),
      );
    // With Redis unreachable the door is let through, as the routes' limits are (skipOnError).
    const orOpen = async (how: 'incr' | 'read', key: string) => {
      try {
        return await counted(how, key);
      } catch (error) {
        if (!shared) throw error;
        app.log.warn({ err: error, budget: name }, 'rate-limit store unavailable; request let through');
        return { current: 0, ttl: 0 };
      }
    };
    return {
      async assertOpen(key) {
        const { current, ttl } = await orOpen('read', key);
        if (current >= limit.max) throw tooManyRequests(ttl / 1000);
      },
      async fail(key) {
        await orOpen('incr', key);
      },
    };
  }

  return {
    forms: { max: config.rateLimit.formsPerMinute, timeWindow: 60_000 },
    chat: { max: config.rateLimit.chatPerMinute, timeWindow: 60_000 },
    spend,
    failures,
  };
}
