#!/usr/bin/env node
/**
 * The IMAP watcher's tests read a real mailbox: Debian's Dovecot (`dovecot-imapd`), started by the
 * test itself in the foreground with its own configuration, directories and port
 * (server/test/dovecot.ts). `ensureDovecot()` installs the package when /usr/sbin/dovecot (or
 * DOVECOT_PATH) is missing and it can (root with apt-get), and otherwise says how. The package's own
 * system service is not wanted: if installing started it, it is stopped and disabled again. Run as a
 * script (`node scripts/ensure-dovecot.mjs`) it exits 1 when Dovecot is still missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dovecotPath = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

const debianPackage = 'dovecot-imapd';

function run(command, args, env) {
  process.stdout.write(`\n$ ${[command, ...args].join(' ')}\n`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Stops and disables the system's Dovecot, which the package's postinst may have started. */
function stopSystemService() {
  const quiet = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
  const systemd = existsSync('/run/systemd/system');
  if (systemd) {
    quiet('systemctl', ['disable', '--now', 'dovecot.service', 'dovecot.socket']);
    return;
  }
  if (quiet('sh', ['-c', 'command -v invoke-rc.d'])) quiet('invoke-rc.d', ['dovecot', 'stop']);
  if (quiet('sh', ['-c', 'command -v update-rc.d'])) quiet('update-rc.d', ['dovecot', 'disable']);
}

/** Whether Dovecot is there now (installed by this call if need be). */
export function ensureDovecot() {
  if (existsSync(dovecotPath)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    process.stdout.write(`The IMAP tests need Debian's ${debianPackage}; installing with apt-get...\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const installed = run('apt-get', ['update', '-qq'], env) === 0 && run('apt-get', ['install', '-y', '-qq', debianPackage], env) === 0;
    if (installed) stopSystemService();
    if (installed && existsSync(dovecotPath)) return true;
  }
  process.stderr.write(
    `\nThe IMAP tests need Debian's Dovecot (${debianPackage}) at ${dovecotPath}.\n` +
      `Install it with \`sudo apt-get update && sudo apt-get install -y ${debianPackage}\`\n` +
      `(then \`sudo systemctl disable --now dovecot\`: the tests start their own),\n` +
      `or point DOVECOT_PATH at such a binary, then run the command again.\n`,
  );
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !ensureDovecot()) process.exit(1);
