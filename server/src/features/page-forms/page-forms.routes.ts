import {
  FORM_RESULT_KEY,
  isLoginChallenge,
  localeOfPath,
  locales,
  localizedPath,
  pageForms,
  twoFactorMessages,
  type EventRegisterAnswer,
  type LoginResult,
  type PageFormName,
  type PageFormResult,
} from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { LocalText, localizeErrorBody, localizeText } from '../../lib/localize';
import { notBuilt } from '../../plugins/web';
import { loginAction, registerAction } from '../auth/auth.routes';
import { forgotPasswordAction } from '../auth/password.routes';
import { eventRegistrationAction, showsEvent } from '../events/events.routes';
import { helpAction } from '../help/help.routes';
import { membershipAction } from '../membership/membership.routes';
import { memberSignInAction } from '../member-sign-in/member-sign-in.routes';
import type { FormAction } from './form-action';
import { readFormBody, toApiBody, type FormFields } from './form-body';
import { refusalOf, sendRefusal } from './form-refusal';

const forms: Record<PageFormName, FormAction> = {
  help: helpAction,
  membership: membershipAction,
  login: loginAction,
  register: registerAction,
  'forgot-password': forgotPasswordAction,
  'member-sign-in': memberSignInAction,
  'event-registration': eventRegistrationAction,
};

type Params = Record<string, string | undefined>;

/** For a form on an item's own page (an event's), whether the site shows that item; the other forms' pages always exist. */
const pageExists: Partial<Record<PageFormName, (app: FastifyInstance, params: Params) => Promise<boolean>>> = {
  'event-registration': (app, { slug = '' }) => showsEvent(app, slug),
};

/** The page a post went to: the form's path, an item's `:slug` filled in from the address. */
const pageOf = (route: string, request: FastifyRequest) =>
  route.replace(/:(\w+)/g, (_, name: string) => (request.params as Params)[name] ?? '');

/** The page each form posts to, in every language (`/ml/membership` answers with the Malayalam page). */
const postPaths: [string, PageFormName][] = locales.flatMap((locale) =>
  Object.entries(pageForms).map(([form, { path }]): [string, PageFormName] => [localizedPath(locale, path), form as PageFormName]),
);

const SIGNED_IN = 'Signed in. Your dashboard opens as soon as the page has finished loading.';
const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * The public pages' forms sent as plain HTML posts: what a browser does when a person presses a
 * submit button before the page's scripts have run (issue 12). Each post runs the same action as
 * the form's API route (the same validation, service, rate-limit budget and texts) and is answered
 * with the page itself, rendered showing the result: the success text, or the error with what
 * was typed (never a password). Nothing typed ever goes into a URL. A post over the budget or
 * from another site is refused before its body is read, with a small page (form-refusal.ts).
 */
export async function pageFormRoutes(app: FastifyInstance) {
  // Form bodies are read here only: the API itself speaks JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, readFormBody(String(body)));
  });

  for (const [path, form] of postPaths) {
    const { route } = forms[form];
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      const refusal = await refusalOf(app, request, route);
      if (refusal) return sendRefusal(reply, pageOf(path, request), form, refusal);
    };
    app.post(path, { onRequest }, async (request, reply) => {
      const pathname = pageOf(path, request);
      const exists = pageExists[form];
      if (exists && !(await exists(app, request.params as Params))) {
        return app.pages.built ? app.pages.send(request, reply, localizedPath(localeOfPath(path), '/404'), 404) : notBuilt(reply);
      }
      const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as FormFields;
      const { status, result } = inLanguageOf(pathname, await runForm(app, request, form, fields));
      const html = await app.pages.renderWith(pathname, { [FORM_RESULT_KEY]: result });
      return sendPage(reply, status, html);
    });
  }
}

/** A form's result, and for a text that varies, its message and values (a 429's seconds; an event's place in line). */
interface FormAnswer {
  status: number;
  result: PageFormResult;
  template?: LocalText | undefined;
}

async function runForm(app: FastifyInstance, request: FastifyRequest, form: PageFormName, fields: FormFields): Promise<FormAnswer> {
  const action = forms[form];
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'password'));
  try {
    // Counted, and checked to come from our own pages, before the body was read (form-refusal.ts).
    const answer = await action.run(app, request, toApiBody(form, fields));
    // Her password was right and her account asks for a code: the page opens at the code step.
    const login = answer as LoginResult;
    if (form === 'login' && isLoginChallenge(login)) {
      return {
        status: action.successStatus,
        result: { form, status: 'success', message: twoFactorMessages.codePrompt, twoFactorChallenge: login.challengeToken },
      };
    }
    const session = form === 'login' ? sessionOf(answer) : undefined;
    const said = session ? SIGNED_IN : messageOf(answer);
    const [message, template] = said instanceof LocalText ? [said.in('en'), said] : [said, undefined];
    // The member sign-in's next step (her code) asks for the address she gave.
    const kept = form === 'member-sign-in' && typeof fields.email === 'string' ? { email: fields.email } : undefined;
    const registration = form === 'event-registration' ? registrationOf(answer as EventRegisterAnswer) : undefined;
    return { status: action.successStatus, result: { form, status: 'success', message, session, values: kept, registration }, template };
  } catch (error) {
    if (!(error instanceof AppError)) {
      request.log.error({ err: error }, 'page form failed');
      return { status: 500, result: { form, status: 'error', message: UNEXPECTED, values } };
    }
    return {
      status: error.statusCode,
      result: { form, status: 'error', message: error.message, fields: error.fields, values },
      template: error.messageTemplate,
    };
  }
}

/**
 * The result in the page's language: the page posted to (`/ml/...` is Malayalam) says which, not
 * the browser's Accept-Language, so the answer reads as the page around it does.
 */
function inLanguageOf(pathname: string, answer: FormAnswer): FormAnswer {
  const locale = localeOfPath(pathname);
  const { result, template } = answer;
  if (locale === 'en') return answer;
  if (result.status === 'success') {
    return { ...answer, result: { ...result, message: template ? template.in(locale) : localizeText(result.message, locale) } };
  }
  const body = localizeErrorBody(
    { error: result.message, message: result.message, code: 'VALIDATION_FAILED', fields: result.fields },
    locale,
    template,
  );
  return { ...answer, result: { ...result, message: body.message, fields: body.fields } };
}

/** The success text the API route answers with: English, or a service's message still to be put in the page's language. */
function messageOf(answer: object): string | LocalText {
  const { message } = answer as { message?: unknown };
  return typeof message === 'string' || message instanceof LocalText ? message : '';
}

/** Where an event's registration left her, for the page to say beside the message. */
function registrationOf({ status, position }: EventRegisterAnswer): PageFormResult['registration'] {
  return position === undefined ? { status } : { status, position };
}

function sessionOf(answer: object): PageFormResult['session'] {
  const login = answer as { token?: string; user?: { role?: string; mustChangePassword?: boolean; mustSetUpTwoFactor?: boolean } };
  if (!login.token || !login.user?.role) return undefined;
  return {
    token: login.token,
    role: login.user.role,
    mustChangePassword: login.user.mustChangePassword,
    mustSetUpTwoFactor: login.user.mustSetUpTwoFactor,
  };
}

function sendPage(reply: FastifyReply, status: number, html: string | undefined) {
  // The answer holds what was typed (and, after a login, the session): never stored by any cache.
  reply.header('Cache-Control', 'no-store');
  if (!html) return reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet: run npm run build.');
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
