import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_JWT_SECRET, loadConfig, loadRootEnvFile, repoRoot } from './config';

const base = { DATA_DIR: '/tmp/wfc-config-test', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: '/tmp/wfc-config-test/app.db' },
      caseDeadlineDays: 7,
      chat: { apiKey: undefined, apiUrl: 'https://api.openai.com/v1', model: 'gpt-3.5-turbo', maxTokens: 400 },
      rateLimit: { formsPerMinute: 10, chatPerMinute: 20, loginMaxFailures: 5 },
      hashing: { workers: 2, queue: 16 },
      admin: { email: 'admin@example.com', password: undefined },
      trustProxy: false,
      https: false,
      pseudoLocale: false,
      logLevel: 'info',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes the tokens a chat reply may use from CHAT_MAX_TOKENS, between 1 and 4000', () => {
    expect(loadConfig({ ...base, CHAT_MAX_TOKENS: '250' }).chat.maxTokens).toBe(250);
    expect(() => loadConfig({ ...base, CHAT_MAX_TOKENS: '0' })).toThrow(/CHAT_MAX_TOKENS: must be at least 1/);
    expect(() => loadConfig({ ...base, CHAT_MAX_TOKENS: '4001' })).toThrow(/CHAT_MAX_TOKENS: must be at most 4000/);
  });

  it('selects PostgreSQL from a postgres URL and requires JWT_SECRET with it', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgresql://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgresql://u@h/db' });
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /JWT_SECRET: is required with DATABASE_URL/,
    );
  });

  it('refuses to start naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        CASE_DEADLINE_DAYS: '0',
        TRUST_PROXY: 'maybe',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'CASE_DEADLINE_DAYS', 'TRUST_PROXY', 'JWT_SECRET']) expect(message).toContain(`${name}:`);
  });

  it('reads the hashing pool: 0 workers allowed (libuv, as before), a queue of at least 1', () => {
    expect(loadConfig({ ...base, HASH_WORKERS: '0', HASH_QUEUE: '3' }).hashing).toEqual({ workers: 0, queue: 3 });
    expect(() => loadConfig({ ...base, HASH_WORKERS: '-1', HASH_QUEUE: '0' })).toThrow(
      /HASH_WORKERS: must be at least 0\n {2}HASH_QUEUE: must be at least 1/,
    );
    expect(() => loadConfig({ ...base, HASH_WORKERS: 'two' })).toThrow(/HASH_WORKERS: must be a whole number/);
  });

  it('names a missing JWT_SECRET together with the other problems', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', PORT: 'abc' })).toThrow(
      /PORT: must be a port number\n {2}JWT_SECRET: is required with DATABASE_URL/,
    );
  });

  it('refuses URLs without a host and passwords past 128 characters in plain words', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => loadConfig({ ...base, CHAT_API_URL: 'https://' })).toThrow(/CHAT_API_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'p'.repeat(129) })).toThrow(/ADMIN_PASSWORD: must be at most 128 characters$/);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres:///wfc?host=/var/run/postgresql' }).database.kind).toBe('postgres');
  });

  it('turns WhatsApp on with all four of its secrets, off with none, and refuses a part of them by name (issue 44)', () => {
    expect(loadConfig(base).whatsapp).toBeUndefined();
    const all = {
      WHATSAPP_TOKEN: 'EAA-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
    };
    expect(loadConfig({ ...base, ...all, WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/' }).whatsapp).toEqual({
      token: 'EAA-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'verify-me',
      apiUrl: 'http://127.0.0.1:9/v21.0',
      ratePerSecond: 20,
    });
    expect(() => loadConfig({ ...base, WHATSAPP_TOKEN: 'EAA-token', WHATSAPP_APP_SECRET: 'app-secret' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN: WhatsApp needs all four/,
    );
    expect(() => loadConfig({ ...base, ...all, WHATSAPP_PHONE_NUMBER_ID: '+91 98470' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: must be the phone number id/,
    );
  });

  it('resolves relative folders against the repository root, whatever the current folder', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: 'var/data', WEB_DIST_DIR: 'web/dist' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'var/data'));
    expect(config.webDistDir).toBe(path.join(repoRoot, 'web/dist'));
  });

  it('reads the root .env file without overriding variables already set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wfc-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, 'WFC_TEST_FROM_FILE=file\nWFC_TEST_ALREADY_SET=file\n');
    process.env.WFC_TEST_ALREADY_SET = 'shell';
    try {
      loadRootEnvFile(file);
      expect(process.env.WFC_TEST_FROM_FILE).toBe('file');
      expect(process.env.WFC_TEST_ALREADY_SET).toBe('shell');
      expect(() => loadRootEnvFile(path.join(dir, 'missing.env'))).not.toThrow();
    } finally {
      delete process.env.WFC_TEST_FROM_FILE;
      delete process.env.WFC_TEST_ALREADY_SET;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the mail settings: held without SMTP_URL, links from PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ ...base, PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      mail: { smtpUrl: undefined, from: 'no-reply@localhost', pollSeconds: 5, leaseSeconds: 300, newsletterRatePerMinute: 300 },
      sessions: { menteeLimit: 2 },
    });
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'https://club.example.org/',
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Club <hello@club.example.org>',
    });
    expect(config.publicUrl).toBe('https://club.example.org');
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://user:secret@mail.example.org:465', from: 'Club <hello@club.example.org>' });
    expect(loadConfig({ ...base, MAIL_FROM: 'hello@club.example.org' }).mail.from).toBe('hello@club.example.org');
  });

  it('reads the settings of mail coming back (issue 41): none by default, the reply address lower-cased', () => {
    expect(loadConfig(base).inbound).toEqual({ replyAddress: undefined, imapUrl: undefined, smtpPort: undefined });
    const config = loadConfig({
      ...base,
      REPLY_ADDRESS: 'Reply@Club.example.org',
      IMAP_URL: 'imaps://reply%40club.example.org:secret@imap.example.org:993/INBOX',
      INBOUND_SMTP_PORT: '2525',
    });
    expect(config.inbound).toEqual({
      replyAddress: 'reply@club.example.org',
      imapUrl: 'imaps://reply%40club.example.org:secret@imap.example.org:993/INBOX',
      smtpPort: 2525,
    });
    expect(() => loadConfig({ ...base, REPLY_ADDRESS: 'reply+x@club.example.org' })).toThrow(/REPLY_ADDRESS: must be an address/);
    expect(() => loadConfig({ ...base, REPLY_ADDRESS: 'Club <reply@club.example.org>' })).toThrow(/REPLY_ADDRESS:/);
    expect(() => loadConfig({ ...base, IMAP_URL: 'pop3://mail.example.org' })).toThrow(/IMAP_URL: must be an imap:\/\/ or imaps:\/\/ URL/);
    expect(() => loadConfig({ ...base, INBOUND_SMTP_PORT: '2525' })).toThrow(/INBOUND_SMTP_PORT: needs REPLY_ADDRESS/);
    expect(() => loadConfig({ ...base, REPLY_ADDRESS: 'r@club.example.org', INBOUND_SMTP_PORT: '70000' })).toThrow(
      /INBOUND_SMTP_PORT: must be a port/,
    );
  });

  it('refuses a PUBLIC_URL that is not http(s), an SMTP_URL that is not smtp(s) and a MAIL_FROM with no address', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'club.example.org' })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://club.example.org' })).toThrow(/PUBLIC_URL:/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'The Club' })).toThrow(/MAIL_FROM:/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Evil\nBcc: x@y.z <a@b.c>' })).toThrow(/MAIL_FROM:/);
  });

  it('takes TRUST_PROXY as false, a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, saying what to set instead, and lists that are not addresses', () => {
    for (const value of ['true', 'yes', 'TRUE']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: \S+ would trust every hop, so any client could choose its own address by sending X-Forwarded-For; set the number of proxies in front of the app \(1 for one reverse proxy\) or their addresses/,
      );
    }
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY: .*not an address: 10\.0\.0\.300$/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(/not an address: 10\.0\.0\.0\/33, proxy\.local$/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '21' })).toThrow(/TRUST_PROXY: must be at most 20 proxies/);
  });

  it("refuses .env.example's JWT_SECRET and any secret shorter than 32 bytes", () => {
    const example = /^# JWT_SECRET=(.*)$/m.exec(readFileSync(path.join(repoRoot, '.env.example'), 'utf8'))?.[1];
    expect(example).toBe(EXAMPLE_JWT_SECRET);
    expect(() => loadConfig({ ...base, JWT_SECRET: EXAMPLE_JWT_SECRET })).toThrow(
      /JWT_SECRET: is the example value from \.env\.example; set your own/,
    );
    expect(() => loadConfig({ ...base, JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET: must be at least 32 bytes \(it has 31\)/);
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(loadConfig({ ...base, JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
  });

  it('generates a secret file 0600 in a 0700 data folder when JWT_SECRET is unset, and refuses a short one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wfc-secret-'));
    const dataDir = path.join(dir, 'data');
    try {
      const secret = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
      expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(secret);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

      writeFileSync(path.join(dataDir, 'jwt-secret'), 'too-short\n');
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
        `JWT_SECRET: the secret in ${path.join(dataDir, 'jwt-secret')} must be at least 32 bytes (it has 9)`,
      );
      writeFileSync(path.join(dataDir, 'jwt-secret'), `${EXAMPLE_JWT_SECRET}\n`);
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/the secret in .*jwt-secret is the example value/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...base, PORT: '', CHAT_API_KEY: '' })).toMatchObject({ port: 3000, chat: { apiKey: undefined } });
  });
});
