/**
 * The forms of the prerendered pages, which the server also accepts as a plain HTML form post
 * (`method="post"`), so that pressing a submit button before the page's scripts have run sends
 * the form instead of putting what was typed into a URL (docs/architecture.md, "Forms").
 */
export const pageForms = {
  help: { path: '/', anchor: 'quick-help' },
  membership: { path: '/membership', anchor: '' },
  login: { path: '/login', anchor: '' },
  register: { path: '/register', anchor: '' },
  'forgot-password': { path: '/forgot-password', anchor: '' },
  'member-sign-in': { path: '/memberlogin', anchor: '' },
  /** An event's Register form (issue 30), on each event's own page: the path is a pattern, `:slug` the event's. */
  'event-registration': { path: '/events/:slug', anchor: 'register' },
} as const;

export type PageFormName = keyof typeof pageForms;

/**
 * What the server answers a page form's post with, embedded in the page it renders (initial data
 * under FORM_RESULT_KEY) so the form hydrates showing it. `values` holds what was sent, for the
 * form to show again after a refusal; a password is never among them.
 */
export interface PageFormResult {
  form: PageFormName;
  status: 'success' | 'error';
  /** The text the form's status region shows: the API's success text or its error message. */
  message: string;
  fields?: Record<string, string> | undefined;
  values?: Record<string, string | string[]> | undefined;
  /** A login that succeeded: the browser stores it as the login call's answer would be stored. */
  session?: { token: string; role: string; mustChangePassword?: boolean | undefined; mustSetUpTwoFactor?: boolean | undefined } | undefined;
  /** A login whose password was right for an account with two-factor sign-in: the challenge the code step sends back. */
  twoFactorChallenge?: string | undefined;
  /** An event's registration that went through: where it left her (the 201's status and place in line). */
  registration?: { status: 'confirmed' | 'pending' | 'waitlisted'; position?: number | undefined } | undefined;
}

/** The initial-data key of a page form's result. */
export const FORM_RESULT_KEY = 'form-result';

/** Where a page form posts: its page (for an event's form, the event's own page), and the section to scroll back to. */
export function pageFormAction(form: PageFormName, pathname: string = pageForms[form].path): string {
  const anchor = pageForms[form].anchor;
  return anchor ? `${pathname}#${anchor}` : pathname;
}
