import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadRootEnvFile, repoRoot } from './config';

const base = { DATA_DIR: '/tmp/wfc-config-test', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: '/tmp/wfc-config-test/app.db' },
      caseDeadlineDays: 7,
      chat: { apiKey: undefined, apiUrl: 'https://api.openai.com/v1', model: 'gpt-3.5-turbo' },
      rateLimit: { formsPerMinute: 10, chatPerMinute: 20, loginMaxFailures: 5 },
      admin: { email: 'admin@example.com', password: undefined },
      trustProxy: false,
      https: false,
      logLevel: 'info',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('selects PostgreSQL from a postgres URL and requires JWT_SECRET with it', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgresql://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgresql://u@h/db' });
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/JWT_SECRET: is required with DATABASE_URL/);
  });

  it('refuses to start naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x', CASE_DEADLINE_DAYS: '0', TRUST_PROXY: 'maybe', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'CASE_DEADLINE_DAYS', 'TRUST_PROXY', 'JWT_SECRET']) expect(message).toContain(`${name}:`);
  });

  it('names a missing JWT_SECRET together with the other problems', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', PORT: 'abc' })).toThrow(
      /PORT: must be a port number\n {2}JWT_SECRET: is required with DATABASE_URL/,
    );
  });

  it('refuses URLs without a host and passwords past 128 characters in plain words', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => loadConfig({ ...base, CHAT_API_URL: 'https://' })).toThrow(/CHAT_API_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'p'.repeat(129) })).toThrow(/ADMIN_PASSWORD: must be at most 128 characters$/);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres:///wfc?host=/var/run/postgresql' }).database.kind).toBe('postgres');
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
      mail: { smtpUrl: undefined, from: 'Women Founders Club <no-reply@localhost>', pollSeconds: 5, leaseSeconds: 300 },
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

  it('refuses a PUBLIC_URL that is not http(s), an SMTP_URL that is not smtp(s) and a MAIL_FROM with no address', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'club.example.org' })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://club.example.org' })).toThrow(/PUBLIC_URL:/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'The Club' })).toThrow(/MAIL_FROM:/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Evil\nBcc: x@y.z <a@b.c>' })).toThrow(/MAIL_FROM:/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...base, PORT: '', CHAT_API_KEY: '' })).toMatchObject({ port: 3000, chat: { apiKey: undefined } });
  });
});
