import { localizedPath, type Locale } from '@wfc/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutgoingMail } from './mail-transport';
import { mailLocaleOf } from './mail-text';
import type { MailKind } from './outbox.service';
import { accountApproved } from './messages/account-approved';
import { accountRejected } from './messages/account-rejected';
import { caseAssigned } from './messages/case-assigned';
import { caseCompleted } from './messages/case-completed';
import { caseHandedBack } from './messages/case-handed-back';
import { caseOverdue } from './messages/case-overdue';
import { caseReopened, caseReopenedStaff } from './messages/case-reopened';
import { casesReturned } from './messages/cases-returned';
import { deadlineReminder } from './messages/deadline-reminder';
import type { MailDefinition } from './messages/define-mail';
import { enablerReplied } from './messages/enabler-replied';
import { eventMessage } from './messages/event-message';
import { inboxAnswer } from './messages/inbox-answer';
import { eventRegistration } from './messages/event-registration';
import { eventRegistrationEnded } from './messages/event-registration-ended';
import { eventReminder } from './messages/event-reminder';
import { sessionBooked } from './messages/session-booked';
import { sessionChanged } from './messages/session-changed';
import { sessionConfirmAddress } from './messages/session-confirm-address';
import { sessionFeedback } from './messages/session-feedback';
import { sessionReminder } from './messages/session-reminder';
import { eventUpdated } from './messages/event-updated';
import { helpReceived } from './messages/help-received';
import { inquiryAccepted } from './messages/inquiry-accepted';
import { inquiryDeclined } from './messages/inquiry-declined';
import { inquiryIntroduction } from './messages/inquiry-introduction';
import { inquiryReceived } from './messages/inquiry-received';
import { inquiryReminder } from './messages/inquiry-reminder';
import { introductionDeclined } from './messages/introduction-declined';
import { introductionMade } from './messages/introduction-made';
import { introductionRequest } from './messages/introduction-request';
import { directoryCardHidden } from './messages/directory-card-hidden';
import { introductionNoteHidden } from './messages/introduction-note-hidden';
import { newRequestsDigest } from './messages/new-requests-digest';
import { passwordReset } from './messages/password-reset';
import { memberConfirm } from './messages/member-confirm';
import { memberSignIn } from './messages/member-sign-in';
import { membershipRepeated } from './messages/membership-repeated';
import { newsletter } from './messages/newsletter';
import { layoutPlainText, MailLayout, toPlainText, type MailSite } from './messages/parts';
import { registrationRepeated } from './messages/registration-repeated';
import { registrationWaiting } from './messages/registration-waiting';
import { requestLinks } from './messages/request-links';
import { requesterReplied } from './messages/requester-replied';
import { staffInvite } from './messages/staff-invite';
import { verifyEmail } from './messages/verify-email';

export type { MailSite } from './messages/parts';

// One definition per kind; the Record type makes a kind without a message file a type error. Each
// definition's data type is its own (checked by its schema before use), hence `any` here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const definitions: Record<MailKind, MailDefinition<any>> = {
  'help-received': helpReceived,
  'new-requests-digest': newRequestsDigest,
  'case-assigned': caseAssigned,
  'enabler-replied': enablerReplied,
  'requester-replied': requesterReplied,
  'case-handed-back': caseHandedBack,
  'cases-returned': casesReturned,
  'deadline-reminder': deadlineReminder,
  'case-overdue': caseOverdue,
  'case-completed': caseCompleted,
  'case-reopened': caseReopened,
  'case-reopened-staff': caseReopenedStaff,
  'request-links': requestLinks,
  'password-reset': passwordReset,
  'inquiry-received': inquiryReceived,
  'inquiry-accepted': inquiryAccepted,
  'inquiry-introduction': inquiryIntroduction,
  'inquiry-declined': inquiryDeclined,
  'inquiry-reminder': inquiryReminder,
  'member-confirm': memberConfirm,
  'member-sign-in': memberSignIn,
  'verify-email': verifyEmail,
  'registration-waiting': registrationWaiting,
  'account-approved': accountApproved,
  'account-rejected': accountRejected,
  'registration-repeated': registrationRepeated,
  'membership-repeated': membershipRepeated,
  'staff-invite': staffInvite,
  newsletter,
  'event-registration': eventRegistration,
  'event-registration-ended': eventRegistrationEnded,
  'event-reminder': eventReminder,
  'session-confirm-address': sessionConfirmAddress,
  'session-booked': sessionBooked,
  'session-changed': sessionChanged,
  'session-reminder': sessionReminder,
  'session-feedback': sessionFeedback,
  'event-updated': eventUpdated,
  'event-message': eventMessage,
  'inbox-answer': inboxAnswer,
  'introduction-request': introductionRequest,
  'introduction-made': introductionMade,
  'introduction-declined': introductionDeclined,
  'directory-card-hidden': directoryCardHidden,
  'introduction-note-hidden': introductionNoteHidden,
};

/** A message ready to send. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Thrown when a row's data does not fit its kind; names the fields, never their values. */
export class MailDataError extends Error {
  override name = 'MailDataError';
}

/** Whether `kind` is one this server can render. */
function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(definitions, kind);
}

/**
 * Renders one message: checks its data against its kind's schema, then renders the body once as
 * HTML (react-dom/server, which escapes every value) and once as plain text, inside the layout.
 */
export function renderMail(kind: string, queued: unknown, siteAsRead: MailSite): RenderedMail {
  if (!isMailKind(kind)) throw new MailDataError(`unknown message kind ${JSON.stringify(kind.slice(0, 50))}`);
  const definition = definitions[kind] as MailDefinition<unknown>;
  // Its links to the site's pages, and the footer's, open the pages in the message's language (issue 26).
  const data = linksInLanguage(queued, siteAsRead.publicUrl, mailLocaleOf(queued));
  const site = { ...siteAsRead, publicUrl: linksInLanguage(siteAsRead.publicUrl, siteAsRead.publicUrl, mailLocaleOf(queued)) as string };
  const parsed = definition.data.safeParse(data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(data)'))];
    throw new MailDataError(`the data of this ${kind} message is missing or has bad fields: ${fields.join(', ')}`);
  }
  // The language the data was queued with (the requester's, the staff member's); English by default.
  const locale = mailLocaleOf(data);
  // Header values are single lines; a name with a line break must not start a new header.
  const subject = definition.subject(parsed.data, site, locale).replace(/\s+/g, ' ').trim();
  const { Body } = definition;
  const body = <Body data={parsed.data} site={site} locale={locale} />;
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <MailLayout site={site} subject={subject} locale={locale}>
      {body}
    </MailLayout>,
  )}`;
  return { subject, html, text: layoutPlainText(site, toPlainText(body)) };
}

/**
 * `value` (the message's data, or one address) with every link to one of the site's pages moved to
 * that page in `locale` (`/request#…` → `/ml/request#…`, the site's own address → `/ml`); links to
 * the API (`/api/…`, the one-click unsubscribe) and to files (`/uploads/…`) stay as they are.
 */
function linksInLanguage(value: unknown, publicUrl: string, locale: Locale): unknown {
  if (locale === 'en') return value;
  if (typeof value === 'string') {
    if (
      value !== publicUrl &&
      !value.startsWith(`${publicUrl}/`) &&
      !value.startsWith(`${publicUrl}?`) &&
      !value.startsWith(`${publicUrl}#`)
    )
      return value;
    const rest = value.slice(publicUrl.length);
    const end = rest.search(/[?#]/);
    const pathname = (end === -1 ? rest : rest.slice(0, end)) || '/';
    if (/^\/(api|uploads)(\/|$)/.test(pathname)) return value;
    return `${publicUrl}${localizedPath(locale, pathname)}${end === -1 ? '' : rest.slice(end)}`;
  }
  if (Array.isArray(value)) return value.map((item) => linksInLanguage(item, publicUrl, locale));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, linksInLanguage(item, publicUrl, locale)]));
  }
  return value;
}

/**
 * The extra headers of a message: `Content-Language: ml` for a message in Malayalam (English mail
 * keeps the headers it always had), and `List-Unsubscribe` with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058) for a kind that declares them, when its data fits.
 */
export function mailHeaders(kind: string, data: unknown, publicUrl?: string): Record<string, string> {
  const locale = mailLocaleOf(data);
  const language: Record<string, string> = locale === 'ml' ? { 'Content-Language': 'ml' } : {};
  // The visible unsubscribe page in the message's language, as in its body.
  return { ...language, ...unsubscribeHeaders(kind, publicUrl === undefined ? data : linksInLanguage(data, publicUrl, locale)) };
}

function unsubscribeHeaders(kind: string, data: unknown): Record<string, string> {
  if (!isMailKind(kind)) return {};
  const definition = definitions[kind] as MailDefinition<unknown>;
  if (!definition.listUnsubscribe && !definition.listId) return {};
  const parsed = definition.data.safeParse(data);
  if (!parsed.success) return {};
  const list: Record<string, string> = definition.listId ? { 'List-Id': definition.listId(parsed.data) } : {};
  const links = definition.listUnsubscribe?.(parsed.data);
  if (!links) return list;
  return { ...list, 'List-Unsubscribe': `<${links.oneClickUrl}>, <${links.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * What a message carries beside its text (issue 30): a kind's calendar invitation and its inline
 * images, made from the live data when it is sent; nothing when the data does not fit its kind.
 */
export function mailExtras(kind: string, queued: unknown, site: MailSite): Pick<OutgoingMail, 'calendar' | 'inlineImages'> {
  if (!isMailKind(kind)) return {};
  const definition = definitions[kind] as MailDefinition<unknown>;
  if (!definition.calendar && !definition.inlineImages) return {};
  const parsed = definition.data.safeParse(linksInLanguage(queued, site.publicUrl, mailLocaleOf(queued)));
  if (!parsed.success) return {};
  const calendar = definition.calendar?.(parsed.data, site, mailLocaleOf(queued));
  const inlineImages = definition.inlineImages?.(parsed.data) ?? [];
  return { ...(calendar ? { calendar } : {}), ...(inlineImages.length > 0 ? { inlineImages } : {}) };
}

/** The absolute http(s) URLs a rendered message carries, each once, in order of appearance. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>()"]+/g) ?? [])];
}
