import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The lines the logger (pino) wrote: one JSON object a line. */
function logLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    try {
      return typeof (JSON.parse(line) as { level?: unknown }).level === 'number';
    } catch {
      return false;
    }
  });
}

/** The real server started without ADMIN_PASSWORD prints the first admin's generated password, once. */
describe('the first admin on a fresh data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wfc-first-admin-'));
  // Info-level logs, so that there are log lines to search (the launcher already keeps a developer's .env out).
  const env = { LOG_LEVEL: 'info' };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the e-mail and a one-time password once, which logs in, never logs it, and prints nothing on the next start', async () => {
    server = await startServer({ env, dataDir });
    const first = server;
    const notice = /First start: an admin account was created\.\n {2}E-mail: (\S+)\n {2}Password: (\S+)\n/.exec(first.output());
    expect(notice, first.output()).not.toBeNull();
    const [, email = '', password = ''] = notice ?? [];
    expect(email).toBe('admin@example.com');
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(occurrences(first.output(), 'First start: an admin account was created.')).toBe(1);
    // Without SMTP_URL the notice says where e-mail goes meanwhile.
    expect(first.output()).toContain('E-mail is held in the outbox (admin dashboard, Mail) until SMTP_URL names a mail server.');

    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
    await expect.poll(() => first.output().includes('signed in'), { timeout: 10_000 }).toBe(true);

    const logs = logLines(first.output());
    expect(logs.some((line) => line.includes('signed in'))).toBe(true);
    expect(logs.filter((line) => line.includes(password))).toEqual([]);
    expect(occurrences(first.output(), password)).toBe(1);
    await first.stop();

    server = await startServer({ env, dataDir });
    expect(server.output()).not.toContain('First start');
    expect(server.output()).not.toContain('Password:');
    expect(server.output()).not.toContain(password);
    expect(logLines(server.output()).length).toBeGreaterThan(0);
    expect(server.output()).not.toContain('were ignored');
    await server.stop();

    // Set on a later start, the settings change nothing, and the start says so.
    server = await startServer({ env: { ...env, ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'a configured password' }, dataDir });
    expect(occurrences(server.output(), 'ADMIN_EMAIL and ADMIN_PASSWORD were ignored: an admin account already exists.')).toBe(1);
    expect(server.output()).not.toContain('a configured password');
    // Stopped here: the next test starts a server of its own in this variable.
    await server.stop();
    server = undefined;
  });
  // Across a newcomer's first build and start: production-build.process.test.ts (one build for both of its tests).
});
