import { z } from 'zod';
import { emailField, nameField } from '../fields';
import type { CaseStatus, WaitingFor } from '../cases/case.schema';
import type { InquiryStatus } from '../inquiry/inquiry.schema';
import { MembershipBody } from '../membership/membership.schema';
import { memberAccountMessages } from './member-account.messages';

export * from './member-account.messages';

/**
 * A member's own page (issue 28): she signs in with her address alone, by an e-mailed link or the
 * 6-digit code in the same e-mail, and sees what the club holds under that address. Someone who
 * asked for help or wrote to an enabler without joining signs in the same way.
 */

/** Body of POST /api/member/sign-in: the address to send a sign-in e-mail to. */
export const MemberSignInBody = z.object({ email: emailField() });
export type MemberSignInBody = z.infer<typeof MemberSignInBody>;

/** Body of POST /api/member/sign-in/code: the address and the code from the e-mail. */
export const MemberCodeBody = z.object({
  email: emailField(),
  code: z
    .string({ error: memberAccountMessages.codeShape })
    .max(20, { error: memberAccountMessages.codeShape })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: memberAccountMessages.codeShape })),
});
export type MemberCodeBody = z.infer<typeof MemberCodeBody>;

/** Body of POST /api/member/sign-in/link: the token of the e-mailed link (from the page's fragment). */
export const MemberSignInLinkBody = z.object({
  token: z.string({ error: memberAccountMessages.linkInvalid }).max(200, { error: memberAccountMessages.linkInvalid }),
});
export type MemberSignInLinkBody = z.infer<typeof MemberSignInLinkBody>;

/** What signing in answers (the session itself is an httpOnly cookie no script reads). */
export interface MemberSignedIn {
  message: string;
  /** Sent back in `X-CSRF-Token` with every change she makes. */
  csrfToken: string;
}

/** Her membership as her page shows it and edits it: the membership form's values. */
export interface MemberDetails {
  firstName: string;
  lastName: string;
  jobFunction: MembershipBody['jobFunction'];
  vertical: MembershipBody['vertical'];
  hearAbout: MembershipBody['hearAbout'];
  /** The topics she gets e-mail about (the form's interests); empty: she gets no e-mail (unsubscribed). */
  topics: MembershipBody['interests'];
  /** The language of her e-mail. */
  locale: 'en' | 'ml';
  confirmedAt: string | null;
  createdAt: string;
}

/** GET /api/member/me: who is signed in, her membership if she has one, and the CSRF token. */
export interface MemberHome {
  email: string;
  csrfToken: string;
  membership: MemberDetails | null;
}

/** Body of PUT /api/member/details: the membership form's fields but her address and e-mail choices. */
export const MemberDetailsBody = MembershipBody.pick({ jobFunction: true, vertical: true, hearAbout: true }).extend({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
});
export type MemberDetailsBody = z.infer<typeof MemberDetailsBody>;

/** Body of PUT /api/member/email-choices: her topics (none: no e-mail at all) and her e-mail's language. */
export const MemberEmailChoicesBody = z.object({
  topics: MembershipBody.shape.interests,
  locale: z.enum(['en', 'ml'], { error: 'Please choose English or Malayalam.' }),
});
export type MemberEmailChoicesBody = z.infer<typeof MemberEmailChoicesBody>;

/** One of her help requests in the list of GET /api/member/requests. */
export interface MemberRequestSummary {
  _id: string;
  question: string;
  status: CaseStatus;
  createdAt: string;
  enablerName: string | null;
  waitingFor: WaitingFor;
}

/** One of her inquiries to an enabler (GET /api/member/inquiries). */
export interface MemberInquiry {
  _id: string;
  enablerName: string;
  question: string;
  status: InquiryStatus;
  createdAt: string;
  updatedAt: string | null;
}

/** A device she is signed in on (GET /api/member/devices). */
export interface MemberDevice {
  _id: string;
  /** Browser and system, as far as its User-Agent tells: "Chrome · Android"; "" when it tells neither. */
  label: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The device this answer went to. */
  current: boolean;
}

/** Body of POST /api/member/membership/delete: she confirmed on the page. */
export const MemberDeleteBody = z.object({
  confirm: z.literal(true, { error: memberAccountMessages.confirmDelete }),
});
export type MemberDeleteBody = z.infer<typeof MemberDeleteBody>;

/** GET /api/member/events: her registrations for the club's events (issue 30), soonest first. */
export interface MemberEventRegistration {
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  startsAt: string;
  /** The event's page. */
  eventPath: string;
  status: 'confirmed' | 'pending' | 'waitlisted' | 'offered' | 'cancelled' | 'declined';
  position: number | null;
  offerExpiresAt: string | null;
  /** Her own registration's page, with its link token (she is signed in with the address it was made for). */
  registrationPath: string;
}
