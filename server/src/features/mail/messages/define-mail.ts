import type { ReactNode } from 'react';
import { z } from 'zod';
import type { MailLocale } from '../mail-text';
import type { MailSite } from './parts';

export { formatDay, formatTime } from '../mail-text';

/** One kind of message: the data it needs (checked before rendering), its subject and its body. */
export interface MailDefinition<D> {
  data: z.ZodType<D>;
  /** The subject line in `locale` (texts through mailText). */
  subject(data: D, site: MailSite, locale: MailLocale): string;
  /** A React component built from the parts in parts.tsx, its texts in `locale`. */
  Body(props: { data: D; site: MailSite; locale: MailLocale }): ReactNode;
  /**
   * For mail to members: the visible unsubscribe page and the one-click address, sent as the
   * `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 8058).
   */
  listUnsubscribe?(data: D): { url: string; oneClickUrl: string } | undefined;
  /** For bulk mail: the list's identity (RFC 2919), sent as `List-Id`. */
  listId?(data: D): string;
  /**
   * A calendar invitation (issue 30): its iCalendar text, sent as a `text/calendar; method=…`
   * alternative and an `invite.ics` attachment (lib/calendar.ts builds it).
   */
  calendar?(data: D, site: MailSite, locale: MailLocale): { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string } | undefined;
  /** Images the HTML shows by `cid:` (a door QR code), made from the live data at send time. */
  inlineImages?(data: D): InlineImage[];
}

/** An image carried in the message and shown by `<img src="cid:…">`. */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Declares a message kind; the identity function that lets TypeScript infer D from the schema. */
export function defineMail<D>(definition: MailDefinition<D>): MailDefinition<D> {
  return definition;
}

/** Data fields shared by several kinds. */
export const field = {
  name: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(10_000),
  url: z.url({ protocol: /^https?$/ }),
  instant: z.iso.datetime(),
  /** Set by the outbox on a message whose Reply-To names its thread (issue 41). */
  replyByEmail: z.literal(true).optional(),
};
