import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { makePrivateDir } from './lib/private-files';

/** The repository's root folder, for defaults that name files in it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` });

/** A URL with one of `schemes` and a host (for PostgreSQL, a `host` parameter may name a socket folder instead). */
const urlWithScheme = (schemes: string[], what: string) =>
  z.string().refine(
    (value) => {
      if (!schemes.some((scheme) => value.startsWith(scheme)) || !URL.canParse(value)) return false;
      const url = new URL(value);
      return url.hostname !== '' || url.searchParams.has('host');
    },
    { error: `must be ${what}` },
  );

/** The JWT_SECRET shown in `.env.example`: public, so never a real secret. */
export const EXAMPLE_JWT_SECRET = 'at-least-32-random-characters-here-please';
/** The fewest bytes a token signing secret may have (HS256 wants a key as long as its hash). */
const MIN_SECRET_BYTES = 32;

/** Why a token signing secret cannot be used, or undefined when it can. */
function secretProblem(secret: string): string | undefined {
  if (secret === EXAMPLE_JWT_SECRET) return 'is the example value from .env.example; set your own (openssl rand -base64 48)';
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_SECRET_BYTES) return `must be at least ${MIN_SECRET_BYTES} bytes (it has ${bytes}); openssl rand -base64 48 makes one`;
  return undefined;
}

const jwtSecret = z.string().superRefine((value, context) => {
  const problem = secretProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

// The named ranges proxy-addr (Fastify's trustProxy) knows, besides addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_EVERY_HOP = new Set(['true', 'yes']);
const TRUST_NO_HOP = new Set(['false', 'no', '0']);

/** One entry of a TRUST_PROXY list: an IPv4/IPv6 address, a CIDR range, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (no proxy), a hop count (how many proxies of yours stand in front of the
 * app), or a comma-separated list of your proxies' addresses and ranges. `true` is refused: it
 * would take the client address from the first entry of X-Forwarded-For, which the client writes.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (TRUST_NO_HOP.has(text)) return false;
  if (TRUST_EVERY_HOP.has(text)) {
    context.addIssue({
      code: 'custom',
      message:
        `${value} would trust every hop, so any client could choose its own address by sending X-Forwarded-For; ` +
        'set the number of proxies in front of the app (1 for one reverse proxy) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 20) return hops;
    context.addIssue({ code: 'custom', message: 'must be at most 20 proxies' });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: `must be false, a number of proxies (1, 2 ...) or a comma-separated list of proxy addresses or CIDR ranges; not an address: ${bad.join(', ')}`,
  });
  return z.NEVER;
});

/** Environment variables the server reads (api-contract.md, Configuration), with their defaults. */
const EnvSchema = z.object({
  /** Port of the one process that serves the site and the API. */
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, { error: 'must be a port number' }).default(3000),
  /** Address to listen on. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL URL; unset means the SQLite file `<DATA_DIR>/app.db`. */
  DATABASE_URL: urlWithScheme(['postgres://', 'postgresql://'], 'a postgres:// or postgresql:// URL').optional(),
  /** Folder for the SQLite database and the generated token secret (relative to the repository root). */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** Folder of the built site (relative to the repository root); unset means web/dist. */
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  /** Token signing secret: at least 32 bytes, never the example value. */
  JWT_SECRET: jwtSecret.optional(),
  ADMIN_EMAIL: z.string().email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .max(128, { error: 'must be at most 128 characters' })
    .optional(),
  /** Days from first assignment to a case's deadline. */
  CASE_DEADLINE_DAYS: positiveInt(365).default(7),
  CHAT_API_KEY: z.string().min(1).optional(),
  CHAT_API_URL: urlWithScheme(['http://', 'https://'], 'an http:// or https:// URL').default('https://api.openai.com/v1'),
  CHAT_MODEL: z.string().min(1).default('gpt-3.5-turbo'),
  /** Most tokens the provider may write in one reply (sent as `max_tokens`), which bounds each message's cost. */
  CHAT_MAX_TOKENS: positiveInt(4000).default(400),
  RATE_LIMIT_FORMS_PER_MINUTE: positiveInt(1_000_000).default(10),
  RATE_LIMIT_CHAT_PER_MINUTE: positiveInt(1_000_000).default(20),
  /**
   * Failed sign-ins of one e-mail from one client address within 15 minutes before that pair gets
   * 429; an address may fail twice as often across e-mails before its attempts are delayed, and is
   * locked at four times as often (decision 017).
   */
  LOGIN_MAX_FAILURES: positiveInt(1000).default(5),
  /** Threads hashing passwords (scrypt, about 0.5 s and 128 MiB each); 0 hashes on libuv's shared pool as before (not for production). */
  HASH_WORKERS: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be at least 0' })
    .max(64, { error: 'must be at most 64' })
    .default(2),
  /** Password hashes that may wait for a free thread; one more is answered 503 HASHING_BUSY. */
  HASH_QUEUE: positiveInt(10_000).default(16),
  REDIS_URL: urlWithScheme(['redis://', 'rediss://'], 'a redis:// or rediss:// URL').optional(),
  /** Prefix of every Redis key this site writes, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('wfc:'),
  /** Proxies whose X-Forwarded-For is believed: false, a hop count, or their addresses (see trustProxy above). */
  TRUST_PROXY: trustProxy.default(false),
  /** Served over HTTPS (behind a TLS proxy): turns on HSTS and upgrade-insecure-requests. */
  HTTPS: flag.default(false),
  /** Serves the public pages in the pseudo-locale under /pseudo, for the browser tests (docs/i18n.md); never in production. */
  PSEUDO_LOCALE: flag.default(false),
  /** Absolute address people open the site at, the base of every link in e-mail; unset means http://localhost:<PORT>. */
  PUBLIC_URL: urlWithScheme(['http://', 'https://'], 'an http:// or https:// URL, the address people open the site at').optional(),
  /** Outgoing mail server, smtp:// or smtps:// with credentials in the URL; unset means mail is held in the outbox. */
  SMTP_URL: urlWithScheme(['smtp://', 'smtps://'], 'an smtp:// or smtps:// URL (credentials in the URL)').optional(),
  /** Sender of every e-mail: an address (sent under the club's current name), or a name and an address in angle brackets. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, { error: 'must be an address or "Name <address>"' })
    .default('no-reply@localhost'),
  /**
   * The address replies come back to (issue 41): threaded mail carries `Reply-To: <local>+<token>@<domain>`
   * and every message's envelope sender `<local>+b-…@<domain>` (VERP), so a reply finds its thread and
   * a bounce its message. No `+` in the local part: the product adds its own.
   */
  REPLY_ADDRESS: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, { error: 'must be an address such as reply@club.example (no "+")' })
    .optional(),
  /** A mailbox the server watches for replies and bounces (IMAP IDLE): imaps://user:password@host:993/INBOX. */
  IMAP_URL: urlWithScheme(
    ['imap://', 'imaps://'],
    'an imap:// or imaps:// URL (credentials in the URL, the mailbox as its path)',
  ).optional(),
  /** Port of the server's own SMTP receiver for REPLY_ADDRESS's domain (a relay or MX forwards to it); unset means none. */
  INBOUND_SMTP_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .optional(),
  /** Seconds between two looks at the outbox for mail that is due. */
  MAIL_POLL_SECONDS: positiveInt(3600).default(5),
  /** Seconds a process may hold a message it is sending before another process may claim it again. */
  MAIL_LEASE_SECONDS: positiveInt(86_400).default(300),
  /** Newsletter messages handed to the mail server per minute, across every process (issue 29). */
  NEWSLETTER_RATE_PER_MINUTE: positiveInt(100_000).default(300),
  /** Upcoming sessions one mentee may hold across the club's enablers (issue 31). */
  SESSION_MENTEE_LIMIT: positiveInt(20).default(2),
  /** Seconds between two looks of the events' and sessions' schedulers (reminders); unset, 60 and 30. Tests use less. */
  SCHEDULER_SECONDS: positiveInt(3600).optional(),
  /** The club's WhatsApp Business account (issue 44, docs/whatsapp.md): all four set, or none. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, { error: 'must be the phone number id Meta shows (digits)' })
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** The Cloud API's base, with its version. */
  WHATSAPP_API_URL: urlWithScheme(['http://', 'https://'], 'an http:// or https:// URL').default('https://graph.facebook.com/v21.0'),
  /** Messages handed to the Cloud API per second, across every process. */
  WHATSAPP_RATE_PER_SECOND: positiveInt(1000).default(20),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  webDistDir: string;
  jwtSecret: string;
  /** The first admin's settings; `configured` when ADMIN_EMAIL or ADMIN_PASSWORD was set. */
  admin: { email: string; password: string | undefined; configured: boolean };
  caseDeadlineDays: number;
  chat: { apiKey: string | undefined; apiUrl: string; model: string; maxTokens: number };
  rateLimit: { formsPerMinute: number; chatPerMinute: number; loginMaxFailures: number };
  /** The password hashing pool: threads, and jobs that may wait for one. */
  hashing: { workers: number; queue: number };
  redis: { url: string; keyPrefix: string } | undefined;
  /** Fastify's trustProxy: false, how many proxy hops to believe, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  https: boolean;
  /** Whether the public pages are also served in the pseudo-locale under /pseudo (tests only). */
  pseudoLocale: boolean;
  logLevel: string;
  /** Absolute base URL for links in e-mail, without a trailing slash. */
  publicUrl: string;
  /** Outgoing mail: no smtpUrl means every message is held in the outbox. */
  mail: { smtpUrl: string | undefined; from: string; pollSeconds: number; leaseSeconds: number; newsletterRatePerMinute: number };
  /** Sessions with enablers (issue 31): upcoming sessions per mentee. */
  sessions: { menteeLimit: number };
  /**
   * Mail coming back (issue 41): the reply address (lower-cased), the mailbox to watch, the port of
   * the SMTP receiver. Each undefined when unset; with none set, nothing comes back.
   */
  inbound: { replyAddress: string | undefined; imapUrl: string | undefined; smtpPort: number | undefined };
  /** Seconds between two looks of the events' and sessions' schedulers; undefined: their own (60 and 30). */
  schedulerSeconds: number | undefined;
  /** The club's WhatsApp Business account (issue 44); undefined unless all four secrets are set. */
  whatsapp:
    { token: string; phoneNumberId: string; appSecret: string; verifyToken: string; apiUrl: string; ratePerSecond: number } | undefined;
}

/**
 * Reads `.env` at the repository root (or the file ENV_FILE names) into the environment, when there
 * is one; variables already set win. Every entry point calls it, so the file works whichever folder
 * a command runs in.
 */
export function loadRootEnvFile(file = process.env.ENV_FILE || path.join(repoRoot, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The built site's folder as the build writes it: WEB_DIST_DIR (relative to the repository root) or web/dist. */
export function resolveWebDistDir(value = process.env.WEB_DIST_DIR): string {
  return path.resolve(repoRoot, value || path.join('web', 'dist'));
}

/** Thrown when the environment is not usable; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment once into a frozen config, or throws a ConfigError that lists each bad
 * variable. Empty strings count as unset, as a `.env` line `NAME=` would mean.
 */
export function loadConfig(env: Env = process.env): Readonly<Config> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
  // Checked on the raw values so that it is reported together with every other problem.
  if (cleaned.DATABASE_URL && !cleaned.JWT_SECRET) {
    problems.push('  JWT_SECRET: is required with DATABASE_URL (at least 32 bytes, the same for every process)');
  }
  if (cleaned.INBOUND_SMTP_PORT && !cleaned.REPLY_ADDRESS) {
    problems.push('  INBOUND_SMTP_PORT: needs REPLY_ADDRESS (the receiver takes mail for its domain only)');
  }
  const whatsappNames = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'];
  const whatsappSet = whatsappNames.filter((name) => cleaned[name]);
  if (whatsappSet.length > 0 && whatsappSet.length < whatsappNames.length) {
    const missing = whatsappNames.filter((name) => !cleaned[name]).join(', ');
    problems.push(`  ${missing}: WhatsApp needs all four of ${whatsappNames.join(', ')} (or none)`);
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`The server cannot start; fix these settings:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL }
      : { kind: 'sqlite' as const, file: path.join(dataDir, 'app.db') },
    dataDir,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin: {
      email: (e.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
      password: e.ADMIN_PASSWORD,
      configured: e.ADMIN_EMAIL !== undefined || e.ADMIN_PASSWORD !== undefined,
    },
    caseDeadlineDays: e.CASE_DEADLINE_DAYS,
    chat: { apiKey: e.CHAT_API_KEY, apiUrl: e.CHAT_API_URL.replace(/\/+$/, ''), model: e.CHAT_MODEL, maxTokens: e.CHAT_MAX_TOKENS },
    rateLimit: {
      formsPerMinute: e.RATE_LIMIT_FORMS_PER_MINUTE,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
    },
    hashing: { workers: e.HASH_WORKERS, queue: e.HASH_QUEUE },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    trustProxy: e.TRUST_PROXY,
    https: e.HTTPS,
    pseudoLocale: e.PSEUDO_LOCALE,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      pollSeconds: e.MAIL_POLL_SECONDS,
      leaseSeconds: e.MAIL_LEASE_SECONDS,
      newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    },
    sessions: { menteeLimit: e.SESSION_MENTEE_LIMIT },
    inbound: { replyAddress: e.REPLY_ADDRESS?.toLowerCase(), imapUrl: e.IMAP_URL, smtpPort: e.INBOUND_SMTP_PORT },
    schedulerSeconds: e.SCHEDULER_SECONDS,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
            ratePerSecond: e.WHATSAPP_RATE_PER_SECOND,
          }
        : undefined,
  });
}

/**
 * With SQLite and no JWT_SECRET, a secret is generated once and kept beside the database (0600 in
 * the 0700 data folder). A kept one is held to JWT_SECRET's rules.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    const problem = secretProblem(secret);
    if (problem) {
      throw new ConfigError(
        `The server cannot start; fix these settings:\n  JWT_SECRET: the secret in ${file} ${problem} (or delete the file to have a new one generated; everyone signs in again)`,
      );
    }
    return secret;
  }
  makePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
