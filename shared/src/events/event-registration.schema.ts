import { z } from 'zod';
import { contentLine, webAddress, when } from '../content-admin/content-fields';
import { CONTROL_IN_LINE, emailField, hasInvisibleCharacters, nameField } from '../fields';
import type { ReachCounts } from '../whatsapp/whatsapp.schema';

export * from './event.messages';

/**
 * Events the club runs itself (issue 30, decision 032): registration here with a capacity, a
 * waitlist, approval, questions, calendar invitations, reminders and check-in at the door.
 * docs/api.md "Events" has the routes; docs/events.md what a person sees.
 */

export const registrationModes = ['external', 'here'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

export const MAX_EVENT_QUESTIONS = 5;
export const MAX_QUESTION_OPTIONS = 10;
export const MAX_ANSWER = 500;
export const MAX_EVENT_CAPACITY = 100_000;

/** One question a guest answers when she registers: a short text or a choice from a list. */
export const EventQuestion = z.object({
  /** Stable across edits, so answers keep their question: lowercase letters, digits and dashes. */
  id: z.string().regex(/^[a-z0-9-]{1,24}$/, { error: 'A question is missing its id. Please remove it and add it again.' }),
  label: contentLine('question', 200),
  /** The question in Malayalam; empty: the English one is shown. */
  labelMl: z.string().trim().max(200, { error: 'The Malayalam question must be at most 200 characters.' }).default(''),
  kind: z.enum(['text', 'choice'], { error: 'Please choose whether a question is answered in words or by a choice.' }),
  /** A choice's options (2 to 10); empty for a text question. The English option is what is stored. */
  options: z
    .array(contentLine('option', 100))
    .max(MAX_QUESTION_OPTIONS, { error: `A question may have at most ${MAX_QUESTION_OPTIONS} options.` })
    .default([]),
  /** The options in Malayalam, in the same order; empty: the English ones are shown. */
  optionsMl: z.array(z.string().trim().max(100)).max(MAX_QUESTION_OPTIONS).default([]),
  required: z.boolean().default(false),
});
export type EventQuestion = z.infer<typeof EventQuestion>;

/** How an event takes its guests, as the admin sets it in the event's editor. */
export const EventRegistrationSettings = z
  .object({
    mode: z.enum(registrationModes, { error: 'Please choose how guests register.' }),
    /** Confirmed guests at most; null: no limit. */
    capacity: z
      .number({ error: `The capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY.toLocaleString('en')}, or empty for no limit.` })
      .int({ error: `The capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY.toLocaleString('en')}, or empty for no limit.` })
      .min(1, { error: `The capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY.toLocaleString('en')}, or empty for no limit.` })
      .max(MAX_EVENT_CAPACITY, {
        error: `The capacity must be a whole number from 1 to ${MAX_EVENT_CAPACITY.toLocaleString('en')}, or empty for no limit.`,
      })
      .nullable()
      .default(null),
    /** When it is full, later guests join a waitlist (first come, first served) instead of being refused. */
    waitlist: z.boolean().default(true),
    /** Each guest is pending until staff approve her. */
    approval: z.boolean().default(false),
    /** When registration closes; null: when the event starts. */
    closesAt: when('time registration closes').nullable().default(null),
    questions: z
      .array(EventQuestion)
      .max(MAX_EVENT_QUESTIONS, { error: `An event may ask at most ${MAX_EVENT_QUESTIONS} questions.` })
      .default([]),
    /** The online meeting's link, shown only to confirmed guests (her page, the last reminder). */
    onlineLink: webAddress('online link').nullable().default(null),
  })
  .superRefine((settings, context) => {
    settings.questions.forEach((question, index) => {
      if (question.kind === 'choice' && question.options.length < 2) {
        context.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: 'A choice needs at least two options.' });
      }
    });
    if (new Set(settings.questions.map((question) => question.id)).size !== settings.questions.length) {
      context.addIssue({ code: 'custom', path: ['questions'], message: 'Each question must be asked once.' });
    }
  });
export type EventRegistrationSettings = z.infer<typeof EventRegistrationSettings>;

/** An event stored before issue 30, or one whose guests register elsewhere. */
export const externalRegistration: EventRegistrationSettings = {
  mode: 'external',
  capacity: null,
  waitlist: true,
  approval: false,
  closesAt: null,
  questions: [],
  onlineLink: null,
};

/** What GET /api/events and GET /api/events/:id tell anyone about an event taking registrations here. */
export interface PublicRegistration {
  /** Whether the form takes registrations now (not closed, not cancelled, not started, places or a waitlist). */
  open: boolean;
  /** Why it does not: closed (its time passed), full (no waitlist), cancelled, started; absent while open. */
  closedBecause?: 'closed' | 'full' | 'cancelled' | 'started';
  capacity: number | null;
  /** Places not taken by confirmed guests (or held by an offer); null without a capacity. */
  placesLeft: number | null;
  waitlist: boolean;
  approval: boolean;
  closesAt: string | null;
  /** In the answer's language (labelMl and optionsMl shown instead where written). */
  questions: { id: string; label: string; kind: 'text' | 'choice'; options: { value: string; label: string }[]; required: boolean }[];
  /** Whether an online link will be given to confirmed guests. */
  online: boolean;
  /** When the event was cancelled; null while it is on. */
  cancelledAt: string | null;
}

/** POST /api/events/:id/registrations. */
export const EventRegisterBody = z.object({
  name: nameField('name'),
  email: emailField(),
  /** Each question's answer by its id; a choice's answer is one of its (English) options. */
  answers: z
    .record(
      z.string().max(24),
      z
        .string({ error: 'Please answer in words.' })
        .trim()
        .max(MAX_ANSWER, { error: `An answer must be at most ${MAX_ANSWER} characters.` })
        .refine((value) => !CONTROL_IN_LINE.test(value) && !hasInvisibleCharacters(value), {
          error: 'An answer contains characters we cannot accept.',
        }),
    )
    .default({}),
});
export type EventRegisterBody = z.infer<typeof EventRegisterBody>;
export type EventRegisterInput = z.input<typeof EventRegisterBody>;

export const registrationStatuses = ['confirmed', 'pending', 'waitlisted', 'offered', 'cancelled', 'declined'] as const;
/**
 * confirmed: has a place; pending: waits for staff's approval; waitlisted: in line for a place;
 * offered: a place held for her 48 hours (approval on) until she takes it; cancelled: she (or staff)
 * cancelled; declined: staff declined her.
 */
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** 201 of POST /api/events/:id/registrations. */
export interface EventRegisterAnswer {
  status: 'confirmed' | 'pending' | 'waitlisted';
  /** Her place in line, 1 first; only when waitlisted. */
  position?: number;
  message: string;
}

/** The body of every call her own link makes (POST, so the token never travels in a URL). */
export const GuestTokenBody = z.object({ token: z.string().max(100) });
export type GuestTokenBody = z.infer<typeof GuestTokenBody>;

/** Her registration as her own link shows it (POST /api/events/registration). */
export interface GuestRegistration {
  status: RegistrationStatus;
  name: string;
  /** Her address, masked (`a•••@example.org`): the page may be open on a shared screen. */
  email: string;
  position: number | null;
  /** Until when an offered place is held for her. */
  offerExpiresAt: string | null;
  checkedInAt: string | null;
  /** The code the door scans or types; only while confirmed. */
  checkInCode: string | null;
  answers: { question: string; answer: string }[];
  event: {
    id: string;
    slug: string;
    title: string;
    date: string;
    time: string;
    startsAt: string;
    endsAt: string | null;
    location: string;
    /** Only while she is confirmed. */
    onlineLink: string | null;
    cancelledAt: string | null;
  };
  /** Whether she may still cancel (before the event starts). */
  cancellable: boolean;
}

export const guestStates = ['going', 'pending', 'waitlist', 'cancelled', 'checked-in', 'never-opened'] as const;
/**
 * The guest list's tabs: going = confirmed (and offered), cancelled = cancelled or declined;
 * never-opened = still registered (going, pending or waitlisted) and never opened her own link.
 */
export type GuestState = (typeof guestStates)[number];

/** GET /api/admin/guest-lists/:id?state=&q= */
export const GuestListQuery = z.object({
  state: z.enum(guestStates, { error: 'Please choose a state from the list.' }).optional(),
  q: z.string().trim().max(100).optional(),
});

export interface GuestCounts {
  going: number;
  pending: number;
  waitlist: number;
  cancelled: number;
  checkedIn: number;
  /** Still registered, and never opened her own link (issue 38). */
  neverOpened: number;
}

/** One guest as staff see her. */
export interface Guest {
  id: string;
  name: string;
  email: string;
  status: RegistrationStatus;
  position: number | null;
  offerExpiresAt: string | null;
  checkedInAt: string | null;
  registeredAt: string;
  /** The first time she opened her own link's page; null: never (issue 38). */
  linkOpenedAt: string | null;
  answers: { question: string; answer: string }[];
}

/** An event taking registrations, as the staff's list shows it (GET /api/guest-lists). */
export interface GuestListEvent {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  capacity: number | null;
  approval: boolean;
  waitlist: boolean;
  cancelledAt: string | null;
  counts: GuestCounts;
}

/** GET /api/guest-lists/:id */
export interface GuestListAnswer {
  event: GuestListEvent;
  guests: Guest[];
  /** How many people its messages reached (issue 44): distinct addresses its e-mails were sent to, members its WhatsApp notices reached. */
  reach: ReachCounts;
}

/**
 * POST /api/admin/guest-lists/:id/check-in: the code the QR code carries, or as typed (case, spaces
 * and dashes ignored); `preview` finds her without checking her in (the door's Express mode off).
 */
export const CheckInBody = z.object({
  code: z.string({ error: 'Please scan or type the code.' }).trim().min(1, { error: 'Please scan or type the code.' }).max(100),
  preview: z.boolean().default(false),
});
export type CheckInBody = z.infer<typeof CheckInBody>;

export interface CheckInAnswer {
  guest: Guest;
  /** Already checked in before this call (the answer says when); for a preview, whether she is. */
  already: boolean;
  counts: GuestCounts;
  message: string;
}

/** POST /api/admin/guest-lists/:id/message: to the guests in these states, through the outbox. */
export const GuestMessageBody = z.object({
  states: z
    .array(z.enum(guestStates, { error: 'Please choose a state from the list.' }))
    .min(1, { error: 'Please choose who gets it.' })
    .max(guestStates.length),
  subject: contentLine('subject', 200),
  body: z
    .string({ error: 'Please write the message.' })
    .trim()
    .min(1, { error: 'Please write the message.' })
    .max(5000, { error: 'The message must be at most 5,000 characters.' }),
});
export type GuestMessageBody = z.infer<typeof GuestMessageBody>;

/** POST /api/admin/guest-lists/:id/cancel-event: cancels it; every guest is told, with this note. */
export const CancelEventBody = z.object({
  note: z.string().trim().max(2000, { error: 'The note must be at most 2,000 characters.' }).default(''),
});
export type CancelEventBody = z.infer<typeof CancelEventBody>;

/**
 * "Release places of guests who never opened their link" takes only registrations at least this
 * old (issue 38): a day is time enough for a real guest to see her e-mail.
 */
export const UNOPENED_RELEASE_HOURS = 24;

/**
 * At most this many places of one event taken (or asked for, with approval) by registrations from
 * one client (its address) in an hour (issue 38); a place on the waitlist is not one.
 */
export const PLACES_PER_CLIENT_HOUR = 3;

/** POST /api/admin/guest-lists/:id/release-unopened */
export interface ReleaseUnopenedAnswer {
  count: number;
  counts: GuestCounts;
  message: string;
}

/** How long an offered place is held for her (approval on): pretix's 48 hours. */
export const OFFER_HOURS = 48;
