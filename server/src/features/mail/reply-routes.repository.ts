import type { ReplyParty, ReplyThreadKind } from '@wfc/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches reply_routes (issue 41): where a reply by e-mail goes. */

export type ReplyRouteRow = Selectable<DB['reply_routes']>;

/**
 * The route of one thread and recipient address, made when the thread first mails that address and
 * kept 180 days after its last mail: an address reused across a thread's messages, so a reply to an
 * old one still arrives. Returns its id.
 */
export async function upsertReplyRoute(
  db: Kysely<DB>,
  route: {
    id: string;
    tokenHash: (id: string) => string;
    threadKind: ReplyThreadKind;
    threadId: string;
    party: ReplyParty;
    userId: string | null;
    address: string;
    now: string;
    expiresAt: string;
  },
): Promise<string> {
  const address = route.address.toLowerCase();
  await db
    .insertInto('reply_routes')
    .values({
      id: route.id,
      token_hash: route.tokenHash(route.id),
      thread_kind: route.threadKind,
      thread_id: route.threadId,
      party: route.party,
      user_id: route.userId,
      address,
      created_at: route.now,
      expires_at: route.expiresAt,
    })
    .onConflict((oc) => oc.columns(['thread_kind', 'thread_id', 'address']).doUpdateSet({ expires_at: route.expiresAt }))
    .execute();
  const row = await db
    .selectFrom('reply_routes')
    .select('id')
    .where('thread_kind', '=', route.threadKind)
    .where('thread_id', '=', route.threadId)
    .where('address', '=', address)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live route a reply token's hash names, or undefined (unknown, or expired at `now`). */
export function findReplyRoute(db: Kysely<DB>, tokenHash: string, now: string): Promise<ReplyRouteRow | undefined> {
  return db.selectFrom('reply_routes').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
}
