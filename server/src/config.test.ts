import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...base, PORT: '', CHAT_API_KEY: '' })).toMatchObject({ port: 3000, chat: { apiKey: undefined } });
  });
});
