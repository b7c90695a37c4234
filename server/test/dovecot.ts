import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { closedPort } from './closed-port';

const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const START_TIMEOUT_MS = 10_000;

export interface Dovecot {
  /** IMAP_URL for `user`'s INBOX: `imap://user:pass@127.0.0.1:<port>/INBOX`. */
  url(user: string): string;
  /** Puts a message in `user`'s INBOX, unread, as a mail server's delivery would. */
  append(user: string, raw: Buffer): Promise<void>;
  /** How many messages in `user`'s INBOX are not flagged \Seen. */
  unread(user: string): Promise<number>;
  /** Stops the server and starts it again on the same port with the same mailboxes. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Every server still running, stopped when the test process exits however it ends. */
const running = new Set<() => void>();
process.once('exit', () => {
  for (const end of running) end();
});

/** The name of group `gid` (Dovecot's settings take names), from /etc/group. */
function groupNameOf(gid: number): string {
  const line = readFileSync('/etc/group', 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[2] === String(gid));
  const name = line?.split(':')[0];
  if (!name) throw new Error(`no name for group ${gid} in /etc/group`);
  return name;
}

function configOf(dir: string, port: number, asRoot: boolean): string {
  const { uid, gid, username } = userInfo();
  const mailUser = asRoot ? { uid: 'nobody', gid: 'nogroup' } : { uid, gid };
  return [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // A wrong password is answered at once, not after Dovecot's 2 s.
    'auth_failure_delay = 0',
    // Mail is read and written as the user running the test; as root (which Dovecot refuses as a
    // mail user) as nobody, whose uid is above Dovecot's first valid one.
    ...(asRoot ? [] : [`first_valid_uid = ${uid}`, `first_valid_gid = ${gid}`]),
    `mail_location = maildir:${dir}/mail/%u`,
    // As root Dovecot drops to its own users (made by the package); as anyone else it runs as that user.
    ...(asRoot
      ? []
      : [`default_internal_user = ${username}`, `default_internal_group = ${groupNameOf(gid)}`, `default_login_user = ${username}`]),
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${dir}/users`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${mailUser.uid} gid=${mailUser.gid} home=${dir}/mail/%u`,
    '}',
    'service imap-login {',
    ...(asRoot ? [] : ['  chroot =']),
    '  inet_listener imap {',
    '    address = 127.0.0.1',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    port = 0',
    '  }',
    '}',
    // No penalty for wrong passwords (its socket unmade): a test's retries are not slowed to 15 s.
    // And only root may chroot.
    'service anvil {',
    '  unix_listener anvil-auth-penalty {',
    '    mode = 0',
    '  }',
    ...(asRoot ? [] : ['  chroot =']),
    '}',
    '',
  ].join('\n');
}

/** Whether something on the port accepts a connection. */
async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once something on the port greets as an IMAP server does. */
async function greeted(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('* OK')));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

/**
 * A throwaway Dovecot (Debian's, installed by scripts/ensure-dovecot.mjs) on 127.0.0.1 and a free
 * port, for the IMAP watcher's tests: plain IMAP, `users` in a passwd-file, Maildir, and its own
 * base, state and log paths in a temp folder, so it never meets the system's Dovecot. It runs in the
 * foreground (`dovecot -F`) as a child of the test.
 */
export async function startDovecot(users: string[]): Promise<Dovecot> {
  if (!existsSync(DOVECOT)) {
    throw new Error(`Dovecot is missing at ${DOVECOT}: run \`node scripts/ensure-dovecot.mjs\` (npm test does).`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'wfc-dovecot-'));
  const asRoot = process.getuid?.() === 0;
  // Dovecot's own users (auth, login) read the passwd-file and pass through the folder.
  chmodSync(dir, 0o755);
  const passwords = new Map(users.map((user) => [user, randomBytes(9).toString('hex')]));
  writeFileSync(path.join(dir, 'users'), [...passwords].map(([user, pass]) => `${user}:{PLAIN}${pass}::::::\n`).join(''), {
    mode: 0o644,
  });
  mkdirSync(path.join(dir, 'mail'), { mode: 0o777 });
  chmodSync(path.join(dir, 'mail'), 0o777);
  const port = await closedPort();
  writeFileSync(path.join(dir, 'dovecot.conf'), configOf(dir, port, asRoot));

  // Dovecot's master leads a process group of its own: the processes serving the connections
  // outlive the master unless the group is ended with it, as when a real server goes down.
  let child: ChildProcess | undefined;
  const signalAll = (signal: NodeJS.Signals) => {
    try {
      if (child?.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // None of them is left.
    }
  };
  const removeAll = () => {
    signalAll('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  running.add(removeAll);

  const start = async () => {
    const server = spawn(DOVECOT, ['-F', '-c', path.join(dir, 'dovecot.conf')], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    child = server;
    const output: Buffer[] = [];
    server.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let exited = false;
    server.once('exit', () => {
      exited = true;
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!exited && Date.now() < deadline) {
      if (await greeted(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const log = existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
    removeAll();
    running.delete(removeAll);
    throw new Error(`Dovecot did not start on port ${port}:\n${Buffer.concat(output).toString()}${log}`);
  };

  /** Ends every process of the server; resolves when the master is gone and the port is free. */
  const halt = async () => {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    signalAll('SIGTERM');
    const timer = setTimeout(() => signalAll('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    for (let tries = 0; tries < 100 && (await accepts(port)); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  await start();
  const passwordOf = (user: string) => {
    const pass = passwords.get(user);
    if (pass === undefined) throw new Error(`no such user in this Dovecot: ${user}`);
    return pass;
  };
  /** Runs `work` on a connection of `user`'s own, closed afterwards. */
  const signedIn = async <T>(user: string, work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: passwordOf(user) }, logger: false });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };
  return {
    url: (user) => `imap://${encodeURIComponent(user)}:${passwordOf(user)}@127.0.0.1:${port}/INBOX`,
    append: (user, raw) =>
      signedIn(user, async (client) => {
        await client.append('INBOX', raw);
      }),
    unread: (user) =>
      signedIn(user, async (client) => {
        await client.mailboxOpen('INBOX', { readOnly: true });
        return ((await client.search({ seen: false }, { uid: true })) || []).length;
      }),
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      removeAll();
      running.delete(removeAll);
    },
  };
}
