/** Stable, upper-snake-case error codes for programs (api-contract.md, Conventions). */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'BAD_URL',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ACCOUNT_PENDING',
  'PASSWORD_CHANGE_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'RESET_LINK_INVALID',
  'INVITE_LINK_INVALID',
  'MEMBER_LINK_INVALID',
  'MEMBER_SIGN_IN_INVALID',
  'MEMBER_SIGN_IN_REQUIRED',
  'NOT_A_MEMBER',
  'CSRF_FAILED',
  'NEWSLETTERS_NOT_ALLOWED',
  'NEWSLETTER_NOT_EDITABLE',
  'NEWSLETTER_NO_AUDIENCE',
  'EVENT_REGISTRATION_CLOSED',
  'EVENT_FULL',
  'EVENT_LINK_INVALID',
  'EVENT_CODE_UNKNOWN',
  'EVENT_NO_GUESTS',
  'EVENT_HAS_GUESTS',
  'EVENT_CLIENT_LIMIT',
  'SESSION_NOT_BOOKABLE',
  'SESSION_SLOT_TAKEN',
  'SESSION_SLOT_UNAVAILABLE',
  'SESSION_WEEK_FULL',
  'SESSION_MENTEE_LIMIT',
  'SESSION_LINK_INVALID',
  'SESSION_HOLD_EXPIRED',
  'SESSION_CLOSED',
  'SESSION_NO_PROFILE',
  'INTRODUCTION_LIMIT',
  'LIST_YOURSELF_FIRST',
  'INTRODUCTION_LINK_INVALID',
  'VERIFY_LINK_INVALID',
  'BAD_SIGNATURE',
  'WINDOW_CLOSED',
  'NOT_FOUND',
  'REQUEST_NOT_FOUND',
  'CONFLICT',
  /** A feature the club has not set up (WhatsApp without its Business account, issue 44). */
  'NOT_CONFIGURED',
  'EMAIL_TAKEN',
  'LAST_ADMIN',
  'ALREADY_SUBSCRIBED',
  'RATE_LIMITED',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'HASHING_BUSY',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one error body every failing call answers with. */
export interface ErrorBody {
  error: string;
  message: string;
  code: ErrorCode;
  /** Present on 400 validation failures only, keyed by the request's own field names. */
  fields?: Record<string, string>;
}
