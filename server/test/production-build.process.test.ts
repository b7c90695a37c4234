import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startServer } from '../../scripts/lib/server-process';

/** Every file under a folder, with its path. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The build `npm test` made beside its other checks, with a canary chat key set (scripts/test.mjs). */
interface MadeBuild {
  canary: string;
  output: string;
  distDir: string;
}

/**
 * The production build as a newcomer's first `npm start` runs it, with a chat key set while
 * building. Under `npm test` it is the build its own build step made with a canary key
 * (WFC_PRODUCTION_BUILD names what it wrote: the key, the output, the folder), not a second one:
 * a build is most of a minute on two cores (issue 39). Run alone, this file builds into a folder of
 * its own with only what a fresh shell has and no .env of the developer's (ENV_FILE). It does not
 * touch a database, so it runs once, in the `processes` project.
 */
describe('the production build on a fresh checkout', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-first-build-'));
  let distDir = path.join(work, 'dist');
  let key = `sk-scan-${randomBytes(18).toString('hex')}`;
  let build: { code: number | null; output: string };
  beforeAll(async () => {
    const made = process.env.WFC_PRODUCTION_BUILD;
    if (made) {
      const found = JSON.parse(readFileSync(made, 'utf8')) as MadeBuild;
      ({ distDir } = found);
      key = found.canary;
      build = { code: 0, output: found.output };
      return;
    }
    build = await run('npm', ['run', 'build', '--silent'], {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      WEB_DIST_DIR: distDir,
      ENV_FILE: '/dev/null',
      CHAT_API_KEY: key,
      CHAT_API_URL: 'http://127.0.0.1:9/v1',
    });
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('contains neither the chat key nor its variable name, although the key was set while building (decisions.md 11 and 17)', () => {
    expect(build.code, build.output).toBe(0);
    // The site the browser receives, and the prerender bundle beside it.
    const files = [distDir, `${distDir}-ssr`].filter((folder) => existsSync(folder)).flatMap(filesUnder);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.some((file) => /assets\/.+\.js$/.test(file))).toBe(true);
    const leaks = files.filter((file) => {
      const text = readFileSync(file).toString('latin1');
      return text.includes(key) || text.includes('CHAT_API_KEY');
    });
    expect(leaks.map((file) => path.relative(work, file))).toEqual([]);
  });

  it("prints the first admin once across the build and the first start: the build starts no app, and the pages come from the started server's database", async () => {
    expect(build.code, build.output).toBe(0);
    expect(build.output).not.toContain('Password:');
    // Nothing of the content is frozen into the build: no page but the template.
    expect(existsSync(path.join(distDir, 'shell.html'))).toBe(true);
    expect(existsSync(path.join(distDir, 'events', 'index.html'))).toBe(false);
    expect(existsSync(path.join(distDir, '404.html'))).toBe(false);

    const started = await startServer({ env: { LOG_LEVEL: 'info', WEB_DIST_DIR: distDir }, dataDir: path.join(work, 'data') });
    try {
      expect(occurrences(`${build.output}${started.output()}`, 'First start: an admin account was created.')).toBe(1);
      const events = await fetch(`${started.url}/events`);
      expect(events.status).toBe(200);
      const html = await events.text();
      expect(html).toContain('Events &amp; Workshops');
      expect(html).toContain('<script type="application/json" id="initial-data">');
      // The page's own scripts are asked for at low priority, after what the first paint needs (vite-script-priority.ts).
      const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    } finally {
      await started.stop();
    }
  }, 60_000);
});
