import { spawn } from 'node:child_process';
import { root } from './server-process';

/**
 * Starts one of the bench's helper servers (`baseline-server.mjs`, `smtp-sink.mjs`) in a process of
 * its own, so it does not share a thread with what is measured, and waits for the port it prints.
 */
export async function startHelperProcess(
  script: string,
  args: string[] = [],
): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10)));
  });
  return {
    port,
    pid: child.pid ?? 0,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
