import { INTRODUCTION_DAYS, type DirectoryCard } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Mailer } from '../mail/outbox.service';
import type { IntroductionRow, MemberContact } from './introductions.repository';

/**
 * The introductions' e-mails (issue 42), each queued in the app's outbox in the caller's
 * transaction, in each member's language (her membership's). Addresses are in one of them only:
 * the accepted introduction, one message to both (the sender in To, the other in Cc).
 */

/** The e-mailed link's page; the outbox moves it under /ml for a Malayalam message. */
const introductionUrl = (publicUrl: string, token: string) => `${publicUrl}/introduction#${token}`;
const memberPageUrl = (publicUrl: string) => `${publicUrl}/member`;
const directoryUrl = (publicUrl: string) => `${publicUrl}/members`;

/** The parts of her card the e-mail shows: those she chose to show, but her photo (members-only) and her id. */
function cardForMail(card: DirectoryCard) {
  const { id: _id, name: _name, photo: _photo, ...shown } = card;
  return shown;
}

/** To the member asked: the note, the sender's card and the private link to answer. */
export async function mailIntroductionRequest(
  trx: Kysely<DB>,
  request: { recipient: MemberContact; recipientName: string; senderCard: DirectoryCard; note: string; token: string },
  links: Mailer,
  now: Date,
): Promise<void> {
  const data = {
    recipientName: request.recipientName,
    senderName: request.senderCard.name,
    note: request.note,
    card: cardForMail(request.senderCard),
    answerUrl: introductionUrl(links.publicUrl, request.token),
    pageUrl: memberPageUrl(links.publicUrl),
    days: INTRODUCTION_DAYS,
  };
  await links.outbox.queue(
    trx,
    { kind: 'introduction-request', to: request.recipient.email, toName: request.recipientName, data, locale: request.recipient.locale },
    now,
  );
}

/**
 * Accepted: ONE message to both, each named with her address, as the names were when the request
 * was sent. In the sender's language, and in the other's too when hers differs.
 */
export async function mailIntroductionMade(
  trx: Kysely<DB>,
  made: { row: IntroductionRow; sender: MemberContact; recipient: MemberContact },
  links: Mailer,
  now: Date,
): Promise<void> {
  const { row, sender, recipient } = made;
  const data = {
    sender: { name: row.from_name, email: sender.email },
    recipient: { name: row.to_name, email: recipient.email },
    ...(row.note_hidden_at === null ? { note: row.note } : {}),
    ...(recipient.locale === sender.locale ? {} : { alsoIn: recipient.locale }),
  };
  await links.outbox.queue(
    trx,
    {
      kind: 'introduction-made',
      to: sender.email,
      toName: row.from_name,
      cc: recipient.email,
      ccName: row.to_name,
      data,
      locale: sender.locale,
    },
    now,
  );
}

/** Declined: a kind word to the sender; nothing of the other's beyond the name she asked for. */
export async function mailIntroductionDeclined(
  trx: Kysely<DB>,
  declined: { row: IntroductionRow; sender: MemberContact },
  links: Mailer,
  now: Date,
): Promise<void> {
  const { row, sender } = declined;
  const data = { recipientName: row.from_name, otherName: row.to_name, directoryUrl: directoryUrl(links.publicUrl) };
  await links.outbox.queue(
    trx,
    { kind: 'introduction-declined', to: sender.email, toName: row.from_name, data, locale: sender.locale },
    now,
  );
}
