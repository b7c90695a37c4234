import { hashLinkToken, looksLikeLinkToken, mintLinkToken, type LinkToken } from '../../lib/link-token';

/**
 * The requester's private link (decision 010): a link token (`lib/link-token.ts`) given out in
 * exactly one e-mail to one recipient: `/request#<token>`.
 */
export type RequestToken = LinkToken;

/** Links work while the case is open and for this long after it was completed. */
const LINK_DAYS_AFTER_COMPLETION = 90;

/** A new random token and its hash. */
export const mintRequestToken = mintLinkToken;

/** The stored form of a token. */
export const hashRequestToken = hashLinkToken;

/** Whether a header value can be a token at all (anything else is refused without a lookup). */
export const looksLikeRequestToken = looksLikeLinkToken;

/** The oldest completion time whose links still work at `now`. */
export function oldestLinkableCompletion(now: Date): string {
  return new Date(now.getTime() - LINK_DAYS_AFTER_COMPLETION * 24 * 60 * 60 * 1000).toISOString();
}
