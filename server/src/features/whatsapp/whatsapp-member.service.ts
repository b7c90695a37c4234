import {
  memberAccountMessages,
  whatsappMessages,
  WHATSAPP_CODE_MINUTES,
  WHATSAPP_CODE_TRIES,
  WHATSAPP_CODES_PER_HOUR,
  type Locale,
  type MyWhatsApp,
  type WhatsAppChoicesBody,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { mintNumericCode, numericCodeHash, numericCodeMatches } from '../../lib/link-token';
import { requireMembership } from '../membership/membership.service';
import * as repository from './numbers.repository';
import { maskedNumber, mobileNumberOf, phoneHashOf } from './phone';
import type { WhatsApp } from './whatsapp';

/**
 * A member's WhatsApp number on her own page (issue 44): she adds it, confirms it with a six-digit
 * code sent there, chooses what comes to her, and removes it. Found by her session's address; no
 * membership is 403 NOT_A_MEMBER. A number another member holds gets the same answer as any other
 * and no code, so the answer never tells whether a number is known.
 */

/** What her number's routes need: the database, the app's WhatsApp and JWT_SECRET (the HMACs' key). */
export interface WhatsAppMemberContext {
  database: Database;
  whatsapp: Pick<WhatsApp, 'configured' | 'queueCode'>;
  secret: string;
}

/** The codes' purpose in their HMAC (lib/link-token). */
const CODE_PURPOSE = 'whatsapp-number';
const HOUR_MS = 60 * 60 * 1000;

const notConfigured = () => conflict(whatsappMessages.notConfigured, 'NOT_CONFIGURED');
const codeWrong = () => badRequest(whatsappMessages.codeWrong, { code: whatsappMessages.codeWrong });

function tooManyCodes(retryAfterSeconds: number): AppError {
  const error = new AppError(429, 'RATE_LIMITED', whatsappMessages.tooManyCodes);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

const memberOf = (db: Kysely<DB>, email: string) => requireMembership(db, email, memberAccountMessages.notAMember);

/** A code is bound to her membership and the number it was sent to. */
const codeSubject = (membershipId: string, phone: string) => `${membershipId}:${phone}`;

function codeWorks(row: { code_hash: string | null; code_expires_at: string | null }, stamp: string): boolean {
  return row.code_hash !== null && row.code_expires_at !== null && row.code_expires_at > stamp;
}

function myWhatsAppOf(row: repository.NumberRow | undefined, available: boolean, now: Date): MyWhatsApp {
  if (!row) return { available, number: null };
  return {
    available,
    number: {
      masked: maskedNumber(row.phone),
      verified: row.verified_at !== null,
      codePending: codeWorks(row, now.toISOString()) && row.code_failures < WHATSAPP_CODE_TRIES,
      choices: {
        eventUpdates: row.event_updates === 1,
        sessionUpdates: row.session_updates === 1,
        newsletterNotices: row.newsletter_notices === 1,
      },
      stopped: row.opted_out_at !== null,
      failing: row.failing_since !== null,
    },
  };
}

/** GET /api/member/whatsapp: her number as her page shows it; `available` false without the club's account. */
export async function myWhatsApp(context: WhatsAppMemberContext, email: string, now: Date): Promise<MyWhatsApp> {
  const membership = await memberOf(context.database.db, email);
  return myWhatsAppOf(await repository.findNumberOf(context.database.db, membership.id), context.whatsapp.configured, now);
}

/** What adding a number did: only the log may tell them apart. */
type AddOutcome = 'code-queued' | 'held-by-another';

/**
 * PUT /api/member/whatsapp: keeps her number (a new one starts unconfirmed) with a fresh code's
 * HMAC and queues the code in the same transaction; at most WHATSAPP_CODES_PER_HOUR an hour. A
 * number another member confirmed, or is confirming with a working code, is left as it is: nothing
 * stored, nothing sent, the same answer. `pageLocale` is the page's language when the request names
 * one; else her membership's.
 */
export async function addNumber(
  context: WhatsAppMemberContext,
  email: string,
  typed: string,
  pageLocale: Locale | undefined,
  now: Date,
): Promise<{ outcome: AddOutcome; masked: string }> {
  if (!context.whatsapp.configured) throw notConfigured();
  const phone = mobileNumberOf(typed);
  if (!phone) throw badRequest(whatsappMessages.phoneInvalid, { phone: whatsappMessages.phoneInvalid });
  const phoneHash = phoneHashOf(phone, context.secret);
  const stamp = now.toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  let outcome: AddOutcome;
  try {
    outcome = await context.database.writeTransaction(async (trx): Promise<AddOutcome> => {
      const membership = await memberOf(trx, email);
      const holder = await repository.findHolderOf(trx, phoneHash);
      if (holder && holder.membership_id !== membership.id) {
        if (holder.verified_at !== null || codeWorks(holder, stamp)) return 'held-by-another';
        // Another member's claim she never confirmed, its code gone: the number is free again.
        await repository.deleteQueuedMessagesOf(trx, holder.membership_id);
        await repository.deleteNumber(trx, holder.membership_id);
      }
      const code = mintNumericCode();
      const locale: Locale = pageLocale ?? (membership.locale === 'ml' ? 'ml' : 'en');
      const codeValues = {
        phone,
        phone_hash: phoneHash,
        locale,
        code_hash: numericCodeHash(context.secret, CODE_PURPOSE, codeSubject(membership.id, phone), code),
        code_expires_at: new Date(now.getTime() + WHATSAPP_CODE_MINUTES * 60_000).toISOString(),
        code_failures: 0,
        updated_at: stamp,
      };
      const existing = await repository.findNumberOf(trx, membership.id);
      if (!existing) {
        // A number she removed within the hour took its count with it: the codes queued for her say it.
        const recent = await repository.countCodesSince(trx, membership.id, hourAgo);
        if (recent >= WHATSAPP_CODES_PER_HOUR) throw tooManyCodes(HOUR_MS / 1000);
        await repository.insertNumber(trx, {
          ...codeValues,
          membership_id: membership.id,
          codes_sent: recent + 1,
          codes_window_at: stamp,
          created_at: stamp,
        });
      } else {
        if (!(await repository.takeCodeSlot(trx, membership.id, { stamp, windowFloor: hourAgo, max: WHATSAPP_CODES_PER_HOUR }))) {
          const windowEnds = new Date(existing.codes_window_at ?? stamp).getTime() + HOUR_MS;
          throw tooManyCodes((windowEnds - now.getTime()) / 1000);
        }
        const changed = existing.phone !== phone;
        // A new number is a new start: unconfirmed, and the old one's STOP, failures and last message are not its own.
        // The same number added again is tried again (the worker sends nothing to a failing number, this code included).
        const fresh = changed
          ? { verified_at: null, opted_out_at: null, failures: 0, failing_since: null, last_inbound_at: null }
          : { failures: 0, failing_since: null };
        // Codes queued before this one would only confuse her; the old number's messages go nowhere now.
        await repository.deleteQueuedMessagesOf(trx, membership.id, changed ? { toPhone: existing.phone } : { cause: 'number-code' });
        await repository.updateNumber(trx, membership.id, { ...codeValues, ...fresh });
      }
      await context.whatsapp.queueCode(trx, { membershipId: membership.id, phone, locale, code }, now);
      return 'code-queued';
    });
  } catch (error) {
    // Another request took the number in the meantime (the unique HMAC): the same answer, nothing kept.
    if (!isUniqueViolation(error)) throw error;
    outcome = 'held-by-another';
  }
  return { outcome, masked: maskedNumber(phone) };
}

/**
 * POST /api/member/whatsapp/confirm: her code, while it works; the number is then confirmed. A wrong or expired code is 400; after WHATSAPP_CODE_TRIES wrong ones it is void.
 */
export async function confirmNumber(context: WhatsAppMemberContext, email: string, code: string, now: Date) {
  if (!context.whatsapp.configured) throw notConfigured();
  const stamp = now.toISOString();
  const confirmed = await context.database.writeTransaction(async (trx) => {
    const membership = await memberOf(trx, email);
    // The try is counted before the code is compared, so tries at once cannot exceed the limit.
    const taken = await repository.takeCodeTry(trx, membership.id, stamp, WHATSAPP_CODE_TRIES);
    if (!taken?.code_hash) return undefined;
    if (!numericCodeMatches(taken.code_hash, context.secret, CODE_PURPOSE, codeSubject(membership.id, taken.phone), code)) {
      if (taken.code_failures >= WHATSAPP_CODE_TRIES)
        await repository.updateNumber(trx, membership.id, { code_hash: null, code_expires_at: null });
      return undefined;
    }
    await repository.updateNumber(trx, membership.id, {
      verified_at: stamp,
      code_hash: null,
      code_expires_at: null,
      code_failures: 0,
      updated_at: stamp,
    });
    return myWhatsAppOf(await repository.findNumberOf(trx, membership.id), true, now);
  });
  if (!confirmed) throw codeWrong();
  return { message: whatsappMessages.confirmed, whatsapp: confirmed };
}

/** PUT /api/member/whatsapp/choices: what comes to her confirmed number; turning any on ends a STOP. 409 without one. */
export async function saveChoices(context: WhatsAppMemberContext, email: string, choices: WhatsAppChoicesBody, now: Date) {
  if (!context.whatsapp.configured) throw notConfigured();
  const stamp = now.toISOString();
  const saved = await context.database.writeTransaction(async (trx) => {
    const membership = await memberOf(trx, email);
    const row = await repository.findNumberOf(trx, membership.id);
    if (!row || row.verified_at === null) return undefined;
    const anyOn = choices.eventUpdates || choices.sessionUpdates || choices.newsletterNotices;
    await repository.updateNumber(trx, membership.id, {
      event_updates: choices.eventUpdates ? 1 : 0,
      session_updates: choices.sessionUpdates ? 1 : 0,
      newsletter_notices: choices.newsletterNotices ? 1 : 0,
      ...(anyOn ? { opted_out_at: null } : {}),
      updated_at: stamp,
    });
    return myWhatsAppOf(await repository.findNumberOf(trx, membership.id), true, now);
  });
  if (!saved) throw conflict(whatsappMessages.noNumber);
  return { message: whatsappMessages.choicesSaved, whatsapp: saved };
}

/**
 * DELETE /api/member/whatsapp: her number and what waits to be sent to it; the same answer when she
 * had none. Removing her own data needs no club account, so this works unconfigured too.
 */
export async function removeNumber(context: WhatsAppMemberContext, email: string) {
  await context.database.writeTransaction(async (trx) => {
    const membership = await memberOf(trx, email);
    await repository.deleteQueuedMessagesOf(trx, membership.id);
    await repository.deleteNumber(trx, membership.id);
  });
  return { message: whatsappMessages.removed };
}
