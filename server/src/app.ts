import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { migrate, openDatabase, type Database } from './db/database';
import { loadSeedContent, seedContent } from './db/seed';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createMemoryLoginThrottle, type LoginThrottle } from './features/auth/login-throttle';
import { createRedisLoginThrottle } from './features/auth/redis-login-throttle';
import { connectRedis } from './plugins/redis';
import { registerSessions } from './features/auth/require-role';
import { enablerRoutes } from './features/cases/enabler.routes';
import { operatorRoutes } from './features/cases/operator.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { contentRoutes } from './features/content/content.routes';
import { healthRoutes } from './features/health/health.routes';
import { helpRoutes } from './features/help/help.routes';
import { inquiryRoutes } from './features/inquiry/inquiry.routes';
import { membershipRoutes } from './features/membership/membership.routes';
import { ensureFirstAdmin, type FirstAdminResult } from './features/users/user.service';
import { maskEmail } from './lib/redact';
import { registerErrorHandler } from './plugins/errors';
import { registerRateLimit, type RouteLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Readonly<Config>;
    database: Database;
    /** The current time; tests pass a fixed clock. */
    clock: () => Date;
    limits: RouteLimits;
    /** Failed logins per e-mail address (api-contract.md, LOGIN_MAX_FAILURES). */
    loginThrottle: LoginThrottle;
  }
}

export interface AppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  clock?: () => Date;
  /**
   * Shows a one-time notice to the person starting the server (the first admin's generated
   * password); stdout by default, never the logger, so the password stays out of log storage.
   */
  announce?: (text: string) => void;
  /** Where failed logins are counted; in-process by default. */
  loginThrottle?: LoginThrottle;
}

/** Request bodies over 32 KiB are refused with 413 (api-contract.md). */
const BODY_LIMIT = 32 * 1024;

/**
 * Builds the whole app (API and site) on a migrated, seeded database, ready to `listen` or
 * `inject`. The entry point and every test use this.
 */
export async function buildApp(config: Readonly<Config>, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
      serializers: {
        // Only what identifies a request; never headers, bodies or query strings.
        req: (request: { id: string; method: string; routeOptions?: { url?: string }; url: string }) => ({
          id: request.id,
          method: request.method,
          path: request.url.split('?')[0],
        }),
      },
    },
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  const database = openDatabase(config.database);
  const redis = config.redis ? connectRedis(config.redis.url) : undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const maxFailures = config.rateLimit.loginMaxFailures;
  app.decorate(
    'loginThrottle',
    options.loginThrottle ??
      (redis && config.redis ? createRedisLoginThrottle(redis, config.redis.keyPrefix, maxFailures) : createMemoryLoginThrottle(maxFailures)),
  );
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  try {
    // One process at a time migrates, seeds and creates the first admin (an advisory lock on PostgreSQL).
    const firstAdmin = await database.withStartupLock(async () => {
      await migrate(database);
      await seedContent(database, loadSeedContent(), app.clock());
      return ensureFirstAdmin(database, config.admin, app.clock());
    });
    reportFirstAdmin(app, firstAdmin, options.announce ?? ((text) => process.stdout.write(`${text}\n`)));
  } catch (error) {
    await app.close();
    throw error;
  }

  // The API speaks JSON only; a text/plain body gets 415 rather than being read as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerSessions(app);
  registerSecurityHeaders(app, config);
  app.decorate('limits', await registerRateLimit(app, config, redis));

  // The whole API, in one list.
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(helpRoutes);
  await app.register(inquiryRoutes);
  await app.register(membershipRoutes);
  await app.register(chatRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(operatorRoutes);
  await app.register(enablerRoutes);

  await registerWeb(app, config.webDistDir);
  return app;
}

/** Tells the person starting the server about a first admin account; a generated password only once. */
function reportFirstAdmin(app: FastifyInstance, result: FirstAdminResult, announce: (text: string) => void) {
  if (result.created && result.generatedPassword) {
    announce(
      `First start: an admin account was created.\n  E-mail: ${result.email}\n  Password: ${result.generatedPassword}\n` +
        'Sign in at /login with it. It is shown only this once: keep it somewhere safe.',
    );
  } else if (result.created) {
    app.log.info({ email: maskEmail(result.email) }, 'first admin account created from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else if (result.reason === 'email-taken') {
    app.log.warn('no admin account exists and ADMIN_EMAIL belongs to another account: set ADMIN_EMAIL to a free address');
  }
}
