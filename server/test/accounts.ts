import type { AccountStatus, Role, User } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../src/features/auth/access-token';
import { insertUser } from '../src/features/users/user.repository';
import { newId } from '../src/lib/ids';

/** The password of every account `seedAccounts` makes. */
export const TEST_PASSWORD = 'correct horse battery staple';

export interface AccountSpec {
  name: string;
  email: string;
  role: Role;
  status?: AccountStatus;
}

let sharedHash: Promise<string> | undefined;

/**
 * Stores accounts directly, all with TEST_PASSWORD. The password is hashed once per test file, with
 * the app's hasher (at the tests' cost), not once per account.
 */
export async function seedAccounts<K extends string>(app: FastifyInstance, specs: Record<K, AccountSpec>): Promise<Record<K, User>> {
  sharedHash ??= app.passwordHasher.hash(TEST_PASSWORD);
  const passwordHash = await sharedHash;
  const stamp = app.clock().toISOString();
  const users = {} as Record<K, User>;
  for (const key of Object.keys(specs) as K[]) {
    const spec = specs[key];
    const id = newId();
    await insertUser(app.database.db, {
      id,
      name: spec.name,
      email: spec.email,
      password_hash: passwordHash,
      role: spec.role,
      status: spec.status ?? 'active',
      created_at: stamp,
      updated_at: stamp,
      approved_at: null,
      approved_by: null,
    });
    users[key] = { _id: id, name: spec.name, email: spec.email, role: spec.role };
  }
  return users;
}

/** A token for an account as login would sign it now, without the cost of a login. */
export function tokenFor(app: FastifyInstance, user: User, now: Date = app.clock()): Promise<string> {
  return signAccessToken(app.config.jwtSecret, user, now);
}

/** Headers carrying a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The token with one character of its signature changed: one near the end whose six bits all
 * count. (Its last characters will not do: base64url decoding ignores the last one's lowest bits,
 * so "…xx" for the last two was, about once in a thousand tokens, the same signature.)
 */
export function tamperedToken(token: string): string {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
