import { timingSafeEqual } from 'node:crypto';
import { base32Lower, base32LowerBytes, derivedAddressToken, hashLinkToken, looksLikeAddressToken } from '../../lib/link-token';

/**
 * The addresses mail comes back to (issue 41), all under REPLY_ADDRESS (`reply@club.example`):
 * - `reply+<token>@club.example`, the Reply-To of a threaded message: the token names one thread and
 *   one recipient (a reply route), made again from the route's id and the server's secret;
 * - `reply+b-<source><id><check>@club.example`, every message's envelope sender (VERP): a bounce
 *   names the message it reports on, and the check (an HMAC) keeps anyone else from naming one;
 * - `reply@club.example` itself: mail to the club, for the Inbox.
 */

/** What an address of ours names. */
export type ReturnTarget = { kind: 'reply'; tokenHash: string } | { kind: 'bounce'; source: BounceSource; id: string } | { kind: 'club' };

/** Where a bounced message came from: the outbox (`o`) or a newsletter's delivery (`n`). */
export type BounceSource = 'o' | 'n';

interface Parts {
  local: string;
  domain: string;
}

function partsOf(address: string): Parts {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at).toLowerCase(), domain: address.slice(at + 1).toLowerCase() };
}

/** The Reply-To of a message on reply route `routeId`. */
export function replyToAddress(replyAddress: string, secret: string, routeId: string): string {
  const { local, domain } = partsOf(replyAddress);
  return `${local}+${derivedAddressToken(secret, 'reply', routeId).token}@${domain}`;
}

/** The hash a reply route keeps of its token. */
export function replyTokenHash(secret: string, routeId: string): string {
  return derivedAddressToken(secret, 'reply', routeId).hash;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHECK_LENGTH = 10;

function bounceCheck(secret: string, source: BounceSource, id: string): string {
  return derivedAddressToken(secret, 'bounce', `${source}:${id}`).token.slice(0, CHECK_LENGTH);
}

/** The envelope sender of message `id` (a UUID) from `source`: a bounce comes back to it. */
export function bounceAddress(replyAddress: string, secret: string, source: BounceSource, id: string): string {
  const { local, domain } = partsOf(replyAddress);
  const packed = base32Lower(Buffer.from(id.replaceAll('-', ''), 'hex'));
  return `${local}+b-${source}${packed}${bounceCheck(secret, source, id)}@${domain}`;
}

function unpackUuid(packed: string): string | undefined {
  const hex = base32LowerBytes(packed)?.toString('hex') ?? '';
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return UUID.test(id) ? id : undefined;
}

const BOUNCE_TAG = /^b-([on])([a-z2-7]{26})([a-z2-7]{10})$/;

/**
 * What `address` names under REPLY_ADDRESS, or undefined when it is not one of ours (another
 * domain, another mailbox, a tag that is neither a token nor a checked bounce).
 */
export function returnTargetOf(address: string, replyAddress: string, secret: string): ReturnTarget | undefined {
  const ours = partsOf(replyAddress);
  const { local, domain } = partsOf(address.trim());
  if (domain !== ours.domain) return undefined;
  if (local === ours.local) return { kind: 'club' };
  if (!local.startsWith(`${ours.local}+`)) return undefined;
  const tag = local.slice(ours.local.length + 1);
  const bounce = BOUNCE_TAG.exec(tag);
  if (bounce) {
    const source: BounceSource = bounce[1] === 'n' ? 'n' : 'o';
    const check = bounce[3] ?? '';
    const id = unpackUuid(bounce[2] ?? '');
    if (!id) return undefined;
    const expected = Buffer.from(bounceCheck(secret, source, id));
    return timingSafeEqual(expected, Buffer.from(check)) ? { kind: 'bounce', source, id } : undefined;
  }
  return looksLikeAddressToken(tag) ? { kind: 'reply', tokenHash: hashLinkToken(tag) } : undefined;
}

/** Whether `address` is a bounce address under REPLY_ADDRESS (`reply+b-…`), its check right or not. */
export function isBounceAddressForm(address: string, replyAddress: string): boolean {
  const ours = partsOf(replyAddress);
  const { local, domain } = partsOf(address.trim());
  return domain === ours.domain && local.startsWith(`${ours.local}+b-`);
}

/** The Message-ID a thread's messages name in References and In-Reply-To (`case:<id>` → `<case.<id>@host>`). */
export function threadRootId(threadRef: string, publicUrl: string): string {
  return `<${threadRef.replace(':', '.')}@${new URL(publicUrl).hostname}>`;
}
