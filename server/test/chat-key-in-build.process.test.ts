import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';

/** Every file under a folder, with its path. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

// The build does not touch the database: it runs once, in the `processes` project.
describe('the production build (decisions.md 11 and 17)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-key-scan-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('contains neither the chat key nor its variable name, even when the key is set while building', async () => {
    const key = `sk-scan-${randomBytes(18).toString('hex')}`;
    const outDir = path.join(work, 'dist');
    const build = await run('npm', ['run', 'build', '--silent'], { WEB_DIST_DIR: outDir, CHAT_API_KEY: key, CHAT_API_URL: 'http://127.0.0.1:9/v1' });
    expect(build.code, build.output).toBe(0);

    // The site the browser receives, and the prerender bundle beside it.
    const files = [outDir, `${outDir}-ssr`].filter((folder) => existsSync(folder)).flatMap(filesUnder);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.some((file) => /assets\/.+\.js$/.test(file))).toBe(true);
    const leaks = files.filter((file) => {
      const text = readFileSync(file).toString('latin1');
      return text.includes(key) || text.includes('CHAT_API_KEY');
    });
    expect(leaks.map((file) => path.relative(work, file))).toEqual([]);
  }, 240_000);
});
