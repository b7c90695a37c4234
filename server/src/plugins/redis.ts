import { Redis } from 'ioredis';

/**
 * The shared Redis connection when REDIS_URL is set: rate-limit counters and login throttling live
 * there, so every process serving the site counts together.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    // Fail fast instead of queueing commands forever while Redis is away.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  // Connection errors are retried by ioredis; commands that fail surface where they are used.
  redis.on('error', () => undefined);
  return redis;
}
