import { eventCalendarRoutes } from './features/events/event-calendar.routes';
import { startEventScheduler } from './features/events/event-scheduler';
import { startSessionScheduler } from './features/sessions/session-scheduler';
import { sessionRoutes } from './features/sessions/sessions.routes';
import { sessionStaffRoutes } from './features/sessions/session-staff.routes';
import { eventRoutes } from './features/events/events.routes';
import { guestListRoutes } from './features/events/guest-lists.routes';
import { locales, localizedPath, publicPaths } from '@wfc/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';
import { migrate, openDatabase, type Database } from './db/database';
import { loadSeedContent, seedContent } from './db/seed';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createMemoryLoginThrottle, type LoginThrottle } from './features/auth/login-throttle';
import { createRedisLoginThrottle } from './features/auth/redis-login-throttle';
import { connectRedis } from './plugins/redis';
import { registerStaffSignIn } from './features/auth/require-role';
import { passwordRoutes } from './features/auth/password.routes';
import { createPasswordHasher, type PasswordHasher } from './features/auth/password-hash';
import { RESET_REQUESTS_PER_EMAIL } from './features/auth/password.service';
import { enablerRoutes } from './features/cases/enabler.routes';
import { operatorRoutes } from './features/cases/operator.routes';
import { createFindRequestsThrottle, requesterRoutes } from './features/cases/requester.routes';
import { startCaseScheduler } from './features/cases/case-scheduler';
import { chatRoutes } from './features/chat/chat.routes';
import { createConversationStore } from './features/chat/conversation-store';
import { createContentChanges, type ContentChanges } from './features/content/content-changes';
import { createContentDocuments, type ContentDocuments } from './features/content/content.documents';
import { blogRoutes } from './features/blog/blog.routes';
import { announceNewsletterPublished, newsletterArchiveRoutes } from './features/newsletters/newsletter-archive.routes';
import { sitemapRoutes } from './features/pages/sitemap.routes';
import { contentRoutes } from './features/content/content.routes';
import { enablerProfileRoutes } from './features/content-admin/enabler-profile.routes';
import { collectionsRoutes } from './features/content-admin/collections.routes';
import { carouselRoutes } from './features/content-admin/carousel.routes';
import { siteSettingsRoutes } from './features/content-admin/site-settings.routes';
import { startMediaCleanup } from './features/media/media-cleanup';
import { mediaRoutes } from './features/media/media.routes';
import { healthRoutes } from './features/health/health.routes';
import { helpRoutes } from './features/help/help.routes';
import { inquiryRoutes } from './features/inquiry/inquiry.routes';
import { inquiryStaffRoutes } from './features/inquiry/inquiry-staff.routes';
import { startInquiryScheduler } from './features/inquiry/inquiry-scheduler';
import { profileRoutes } from './features/profiles/profile.routes';
import { membershipRoutes } from './features/membership/membership.routes';
import { pageFormRoutes } from './features/page-forms/page-forms.routes';
import { createPages, type Pages } from './features/pages/pages';
import { auditRoutes } from './features/audit/audit.routes';
import { membersRoutes } from './features/members/members.routes';
import { memberAccountRoutes } from './features/member-account/member-account.routes';
import { registerMemberSessions } from './features/member-sign-in/member-session';
import { createMemberSignInThrottle, memberSignInRoutes } from './features/member-sign-in/member-sign-in.routes';
import { accountLanguageRoutes } from './features/account-language/account-language.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { signupRoutes } from './features/signup/signup.routes';
import { createMemorySignInThrottle } from './features/sign-in-throttle/memory-sign-in-throttle';
import { createRedisSignInThrottle } from './features/sign-in-throttle/redis-sign-in-throttle';
import { signInRules, type SignInThrottle } from './features/sign-in-throttle/sign-in-throttle';
import { signInThrottleRoutes } from './features/sign-in-throttle/sign-in-throttle.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { usersRoutes } from './features/users/users.routes';
import { inviteRoutes } from './features/users/invite.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes';
import { registerOutbox } from './features/mail/outbox-runner';
import { registerInbound } from './features/inbox/inbound-runner';
import { registerWhatsApp } from './features/whatsapp/whatsapp-runner';
import { inboxRoutes } from './features/inbox/inbox.routes';
import { whatsappWebhookRoutes } from './features/whatsapp/whatsapp-webhook.routes';
import { directoryRoutes } from './features/member-directory/directory.routes';
import { introductionsRoutes } from './features/introductions/introductions.routes';
import { whatsappMemberRoutes } from './features/whatsapp/whatsapp-member.routes';
import { whatsappAdminRoutes } from './features/whatsapp/whatsapp-admin.routes';
import { directoryReportsRoutes } from './features/directory-reports/directory-reports.routes';
import { visitsRoutes } from './features/visits/visits.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { liveRoutes } from './features/staff-live/live.routes';
import { createStaffFeed, type StaffFeed } from './lib/staff-feed';
import { registerNewsletters } from './features/newsletters/newsletter-runner';
import { newsletterRoutes } from './features/newsletters/newsletters.routes';
import { createOutbox, type Outbox } from './features/mail/outbox.service';
import { createWhatsApp, type WhatsApp } from './features/whatsapp/whatsapp';
import { ensureFirstAdmin, type FirstAdminResult } from './features/users/user.service';
import { createAnswerFloor, type AnswerFloor } from './lib/answer-floor';
import { createKeptAnswers, type KeptAnswers } from './lib/kept-answers';
import { OneLinePerRequest, requestIds } from './lib/request-log';
import { protectDataFiles } from './lib/private-files';
import { maskEmail } from './lib/redact';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/errors';
import { registerRateLimit, type RouteLimits } from './plugins/rate-limit';
import { computeSecurityHeaders, registerSecurityHeaders, securityHeaderOptions } from './plugins/security';
import { registerWeb } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Readonly<Config>;
    database: Database;
    /** The current time; tests pass a fixed clock. */
    clock: () => Date;
    /** Where features queue mail, inside their own transactions (features/mail); features get it through their contexts. */
    outbox: Outbox;
    /** Hashes and checks passwords on the app's bounded pool of threads (HASH_WORKERS, HASH_QUEUE); features get it through their contexts. */
    passwordHasher: PasswordHasher;
    limits: RouteLimits;
    /** Failed sign-ins per e-mail and client address, and per address (LOGIN_MAX_FAILURES; decision 017). */
    signInThrottle: SignInThrottle;
    /** Password reset e-mails per address (RESET_REQUESTS_PER_EMAIL within 15 minutes). */
    resetThrottle: LoginThrottle;
    /** Holds the answers that must not tell a known address from an unknown one to ANSWER_FLOOR_MS (issue 26). */
    answerFloor: AnswerFloor;
    /** The public content documents, shared by the API's reads and the rendered pages. */
    contentDocuments: ContentDocuments;
    /** The public pages, rendered from the database and kept until content changes (decision 021). */
    pages: Pages;
    /** Content saves, told to every process serving the site (decision 021). */
    contentChanges: ContentChanges;
    /** What staff screens are told at once: new requests, case messages, the Inbox (issue 41). */
    staffFeed: StaffFeed;
    /** The public reads answered from kept bytes before Fastify routes them (issue 39). */
    keptAnswers: KeptAnswers;
    /** Where features queue WhatsApp messages, inside their own transactions (features/whatsapp, issue 44). */
    whatsapp: WhatsApp;
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
  /** Where failed sign-ins are counted; in Redis with REDIS_URL, else in-process. */
  signInThrottle?: SignInThrottle;
  /** Where sign-in e-mails to members are counted per address (tests that sign in often set a looser one). */
  memberSignInThrottle?: LoginThrottle;
  /**
   * Run the background work (the mail outbox's worker, the case and inquiry schedulers, the clean-up of
   * unused uploads); default true. Tests that drive it themselves pass false and call the exported passes
   * (`app.mailOutbox.deliverDueMail()`, `runCaseSchedule`, `sendInquiryReminders`, `removeUnusedUploads`).
   */
  background?: boolean;
  /** Milliseconds between two looks at the outbox; MAIL_POLL_SECONDS by default (tests use less). */
  mailPollMs?: number;
  /** The floor of forgot-password's and find-my-requests' answers; ANSWER_FLOOR_MS on the real clock by default (tests watch it). */
  answerFloor?: AnswerFloor;
  /**
   * log2 of the scrypt N new password hashes are made at: 17 by default (production); the in-process
   * tests pass 14 (test/helpers.ts), a sixteenth of the work. Stored hashes are checked at their own cost.
   */
  passwordHashCost?: number;
  /** Milliseconds between a live stream's beats, at each of which her sign-in is checked again; 25 s by default (tests use less). */
  liveHeartbeatMs?: number;
}

/** Request bodies over 32 KiB are refused with 413 (api-contract.md). */
const BODY_LIMIT = 32 * 1024;

/**
 * Builds the whole app (API and site) on a migrated, seeded database, ready to `listen` or
 * `inject`. The entry point and every test use this.
 */
export async function buildApp(config: Readonly<Config>, options: AppOptions = {}): Promise<FastifyInstance> {
  const securityHeaders = computeSecurityHeaders(securityHeaderOptions(config));
  const nextRequestId = requestIds();
  const keptAnswers = createKeptAnswers(securityHeaders, nextRequestId);
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
    trustProxy: trustProxyOption(config.trustProxy),
    // One line per request (`lib/request-log.ts`).
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: nextRequestId,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // What Fastify refuses before any hook runs still gets the one error shape and the headers.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });

  if (config.database.kind === 'sqlite') {
    for (const change of protectDataFiles(config.dataDir, config.database.file)) {
      if (change.outcome === 'tightened') app.log.warn(change, 'a data file was readable by other local users: made private to the server');
      else
        app.log.warn(
          change,
          "a data file is readable by other local users and is not the server's to change: move DATA_DIR to a folder of its own",
        );
    }
  }
  const database = openDatabase(config.database);
  const redis = config.redis ? connectRedis(config.redis.url) : undefined;
  // The HTTP server answers the kept public reads itself and hands every other request to the router.
  keptAnswers.install(app.server, app.routing);
  keptAnswers.logTo(app.log as typeof app.log & Pick<Logger, 'isLevelEnabled'>);
  app.decorate('keptAnswers', keptAnswers);
  app.addHook('preClose', async () => keptAnswers.close());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('contentDocuments', createContentDocuments(database.db));
  app.decorate('pages', createPages(config.webDistDir, app.contentDocuments, config.publicUrl, app.clock));
  app.decorate('contentChanges', createContentChanges(config, redis, app.log));
  app.decorate('staffFeed', createStaffFeed({ redis, channel: `${config.redis?.keyPrefix ?? 'wfc:'}staff-feed`, log: app.log }));
  app.contentChanges.subscribe(() => app.pages.clear());
  // Without a mail server every message is kept in the outbox as held (decision 009); live links are sealed with JWT_SECRET.
  app.decorate(
    'outbox',
    createOutbox({ holdNewMail: !config.mail.smtpUrl, sealKey: config.jwtSecret, replyAddress: config.inbound.replyAddress }),
  );
  app.decorate('whatsapp', createWhatsApp(config.whatsapp, { sealKey: config.jwtSecret }));
  app.decorate('passwordHasher', createPasswordHasher(config.hashing, options.passwordHashCost));
  const rules = signInRules(config.rateLimit.loginMaxFailures);
  app.decorate(
    'signInThrottle',
    options.signInThrottle ??
      (redis && config.redis ? createRedisSignInThrottle(redis, config.redis.keyPrefix, rules) : createMemorySignInThrottle(rules)),
  );
  // A sliding window per e-mail address counts reset e-mails.
  app.decorate(
    'resetThrottle',
    redis && config.redis
      ? createRedisLoginThrottle(redis, `${config.redis.keyPrefix}password-reset:`, RESET_REQUESTS_PER_EMAIL)
      : createMemoryLoginThrottle(RESET_REQUESTS_PER_EMAIL),
  );
  app.decorate('answerFloor', options.answerFloor ?? createAnswerFloor());
  app.decorate('memberSignInThrottle', options.memberSignInThrottle ?? createMemberSignInThrottle(config, redis));
  app.addHook('onClose', async () => {
    await app.contentChanges.close();
    await app.staffFeed.close();
    await database.close();
    await app.passwordHasher.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  try {
    // One process at a time migrates, seeds and creates the first admin (an advisory lock on PostgreSQL).
    const firstAdmin = await database.withStartupLock(async () => {
      await migrate(database);
      await seedContent(database, loadSeedContent(), app.clock());
      return ensureFirstAdmin(database, config.admin, app.passwordHasher, app.clock());
    });
    reportFirstAdmin(app, firstAdmin, options.announce ?? ((text) => process.stdout.write(`${text}\n`)));
    await registerOutbox(app, { background: options.background !== false, pollMs: options.mailPollMs ?? config.mail.pollSeconds * 1000 });
    registerWhatsApp(app, { background: options.background !== false });
    registerNewsletters(app, {
      background: options.background !== false,
      pollMs: options.mailPollMs ?? config.mail.pollSeconds * 1000,
      // A newsletter sent to everyone appears in the archive: every process's pages are made again.
      onFinished: () =>
        void announceNewsletterPublished(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'announcing a sent newsletter failed'),
        ),
    });
    await registerInbound(app, { background: options.background !== false });
  } catch (error) {
    await app.close();
    throw error;
  }

  // The API speaks JSON only; a text/plain body gets 415 rather than being read as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerStaffSignIn(app);
  registerMemberSessions(app);
  registerSecurityHeaders(app, securityHeaders);
  app.decorate('limits', await registerRateLimit(app, config, redis));

  // The whole API, in one list.
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(blogRoutes);
  await app.register(newsletterArchiveRoutes);
  await app.register(sitemapRoutes);
  await app.register(helpRoutes);
  await app.register(inquiryRoutes);
  await app.register(membershipRoutes);
  await app.register(chatRoutes, { conversations: createConversationStore(config, redis, app.clock) });
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(signupRoutes);
  await app.register(adminRoutes);
  await app.register(usersRoutes);
  await app.register(inviteRoutes);
  await app.register(settingsRoutes);
  await app.register(operatorRoutes);
  await app.register(enablerRoutes);
  await app.register(availabilityRoutes);
  await app.register(accountLanguageRoutes);
  await app.register(profileRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(carouselRoutes);
  await app.register(enablerProfileRoutes);
  await app.register(collectionsRoutes);
  await app.register(mediaRoutes);
  await app.register(inquiryStaffRoutes);
  // The public pages' forms sent as plain HTML posts, before the page's scripts have run.
  await app.register(pageFormRoutes);
  await app.register(requesterRoutes, { findThrottle: createFindRequestsThrottle(config, redis) });
  await app.register(mailRoutes);
  await app.register(whatsappAdminRoutes);
  await app.register(inboxRoutes);
  await app.register(whatsappWebhookRoutes, { background: options.background !== false });
  await app.register(liveRoutes, { heartbeatMs: options.liveHeartbeatMs });
  await app.register(auditRoutes);
  await app.register(signInThrottleRoutes);
  await app.register(membersRoutes);
  await app.register(memberSignInRoutes);
  await app.register(memberAccountRoutes);
  await app.register(directoryRoutes);
  await app.register(introductionsRoutes);
  await app.register(whatsappMemberRoutes);
  await app.register(directoryReportsRoutes);
  await app.register(visitsRoutes);
  await app.register(reportsRoutes);
  await app.register(newsletterRoutes);
  await app.register(eventRoutes);
  await app.register(eventCalendarRoutes);
  await app.register(guestListRoutes);
  await app.register(sessionRoutes);
  await app.register(sessionStaffRoutes);

  await registerWeb(app, config.webDistDir, { pseudoLocale: config.pseudoLocale });
  // Every public page rendered before the first visitor asks; a failure is that page's to retry.
  if (app.pages.built) {
    app.addHook('onReady', async () => {
      app.pages
        .warm(locales.flatMap((locale) => [...publicPaths, '/404'].map((pathname) => localizedPath(locale, pathname))))
        .catch((error: unknown) => app.log.error({ err: error }, 'a public page failed to render'));
    });
  }
  if (options.background !== false) {
    startCaseScheduler(app);
    startInquiryScheduler(app);
    startEventScheduler(app);
    startSessionScheduler(app);
    startMediaCleanup(app);
  }
  return app;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count believes the last `hops` entries of
 * X-Forwarded-For, whoever the peer is (Fastify 5 no longer counts hops itself), so the app must be
 * reachable only through those proxies; a list of their addresses holds even when it is not.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Tells the person starting the server about a first admin account; a generated password only once. */
function reportFirstAdmin(app: FastifyInstance, result: FirstAdminResult, announce: (text: string) => void) {
  if (result.created && result.generatedPassword) {
    announce(
      `First start: an admin account was created.\n  E-mail: ${result.email}\n  Password: ${result.generatedPassword}\n` +
        'Sign in at /login with it: you will be asked to choose your own password first. It is shown only this once.' +
        (app.config.mail.smtpUrl ? '' : '\nE-mail is held in the outbox (admin dashboard, Mail) until SMTP_URL names a mail server.'),
    );
  } else if (result.created) {
    app.log.info({ email: maskEmail(result.email) }, 'first admin account created from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else if (result.reason === 'email-taken') {
    app.log.warn('no admin account exists and ADMIN_EMAIL belongs to another account: set ADMIN_EMAIL to a free address');
  } else if (app.config.admin.configured) {
    // Said on the terminal, not only in the log: she may expect these settings to change the admin.
    announce(
      'ADMIN_EMAIL and ADMIN_PASSWORD were ignored: an admin account already exists. They are used only on a first start, ' +
        'to create the first admin. Change an admin\'s password by signing in (or "Forgot your password?").',
    );
  }
}
