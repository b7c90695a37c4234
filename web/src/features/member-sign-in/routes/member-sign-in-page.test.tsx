import userEvent from '@testing-library/user-event';
import { FORM_RESULT_KEY, type PageFormResult } from '@wfc/shared/forms/page-form';
import { MemoryRouter, Route, Switch, useLocation } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { render, renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { memberCsrfToken } from '../../sign-in-state/member-session-state';
import { MEMBER_FLAG_KEY } from '../../../lib/staff-sign-in-store';
import MemberSignInPage from './member-sign-in-page';

const sentText = 'If this address is known to us, we have sent it an e-mail with a sign-in link and a code. Both work for 24 hours.';
const wrongCode = 'That code is not right, or it has expired. Please check it, or ask for a new e-mail.';

let routes: Record<string, (body: unknown) => Response>;
const calls: { method: string; url: string; init: RequestInit; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  routes = {
    'POST /api/member/sign-in': () => json({ message: sentText }, 202),
    'POST /api/member/sign-in/code': () => json({ message: 'You are signed in.', csrfToken: 'csrf-1' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, init, body });
      return routes[`${method} ${url}`]?.(body) ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function page(at: string, data: Record<string, unknown> = {}) {
  return (
    <InitialDataProvider data={data}>
      <MemoryRouter initialEntries={[at]}>
        <Switch>
          <Route path="/memberlogin">
            <MemberSignInPage />
          </Route>
          <Route path="/ml/memberlogin">
            <MemberSignInPage />
          </Route>
          <Route>
            <Where />
          </Route>
        </Switch>
      </MemoryRouter>
    </InitialDataProvider>
  );
}

const renderPage = (data?: Record<string, unknown>) => render(page('/memberlogin', data));

describe('the member sign-in page', () => {
  it('is a page form posting to /memberlogin, and points staff to their sign-in', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email.closest('form')).toHaveAttribute('method', 'post');
    expect(email.closest('form')).toHaveAttribute('action', '/memberlogin');
    expect(screen.getByRole('link', { name: 'Sign in to your staff account.' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends the address, shows the answer and moves to the code step, then signs in with the code and goes to her page', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lakshmi@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(sentText);
    const heading = screen.getByRole('heading', { level: 2, name: 'Enter the code from the e-mail' });
    expect(heading).toHaveFocus();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/member/sign-in', body: { email: 'lakshmi@example.org' } });
    expect(calls[0]!.init.credentials).toBe('same-origin');

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lakshmi@example.org');
    const code = screen.getByRole('textbox', { name: 'Code (6 digits)' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/member$/);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/member/sign-in/code',
      body: { email: 'lakshmi@example.org', code: '123456' },
    });
    expect(calls[1]!.init.credentials).toBe('same-origin');
    expect(memberCsrfToken()).toBe('csrf-1');
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBe('1');
  });

  it('reaches the code step by "I have a code", and shows a wrong code and a rate limit as the server says them', async () => {
    routes['POST /api/member/sign-in/code'] = () => failure(400, wrongCode, 'MEMBER_SIGN_IN_INVALID');
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'devi@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Enter the code from the e-mail' })).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code (6 digits)' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCode);
    expect(screen.queryByTestId('where')).toBeNull();
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBeNull();

    routes['POST /api/member/sign-in/code'] = () => failure(429, 'Too many requests. Please wait a minute and try again.', 'RATE_LIMITED');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute and try again.');
  });

  it('puts a refused code shape under the code field', async () => {
    const shape = 'Please enter the 6-digit code from the e-mail.';
    routes['POST /api/member/sign-in/code'] = () =>
      json({ error: 'Validation failed', message: shape, code: 'VALIDATION_FAILED', fields: { code: shape } }, 400);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'devi@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code (6 digits)' }), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shape);
    expect(screen.getByRole('textbox', { name: 'Code (6 digits)' })).toHaveAccessibleDescription(shape);
  });

  it('goes back from the code step for a new e-mail, keeping the address, and shows a refusal of the first step', async () => {
    routes['POST /api/member/sign-in'] = () => failure(429, 'Too many requests. Please wait a minute and try again.', 'RATE_LIMITED');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'devi@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new e-mail' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('devi@example.org');
    expect(email).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.queryByRole('textbox', { name: 'Code (6 digits)' })).toBeNull();
  });

  it('opens at the code step with the answer when the server answered the plain post (before the scripts ran)', () => {
    const result: PageFormResult = { form: 'member-sign-in', status: 'success', message: sentText, values: { email: 'asha@example.org' } };
    renderPage({ [FORM_RESULT_KEY]: result });
    expect(screen.getByRole('status')).toHaveTextContent(sentText);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.org');
    expect(screen.getByRole('textbox', { name: 'Code (6 digits)' })).toBeInTheDocument();
    // Arriving with the page, not after a step of hers: the focus stays where the browser put it.
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveFocus();
  });

  it("shows the server's refusal of the plain post at the first step, with what was typed", () => {
    const message = 'Please enter a valid email address.';
    const result: PageFormResult = {
      form: 'member-sign-in',
      status: 'error',
      message,
      fields: { email: message },
      values: { email: 'asha@' },
    };
    renderPage({ [FORM_RESULT_KEY]: result });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(message);
  });
});

describe('the member sign-in page in Malayalam', () => {
  it('speaks Malayalam, posts under /ml, and signs in to /ml/member', async () => {
    renderIn('ml', page('/ml/memberlogin'));
    expect(screen.getByRole('heading', { level: 1, name: 'അംഗങ്ങളുടെ സൈൻ ഇൻ' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'ഇമെയിൽ' });
    expect(email.closest('form')).toHaveAttribute('action', '/ml/memberlogin');
    expect(screen.getByRole('link', { name: 'നിങ്ങളുടെ സ്റ്റാഫ് അക്കൗണ്ടിലേക്ക് സൈൻ ഇൻ ചെയ്യുക.' })).toHaveAttribute('href', '/ml/login');
    await userEvent.click(screen.getByRole('button', { name: 'എനിക്ക് കോഡ് ലഭിച്ചിട്ടുണ്ട്' }));
    const step = screen.getByRole('heading', { level: 2 });
    expect(step).toHaveTextContent('ഇമെയിലിലെ കോഡ് നൽകുക');
    await userEvent.type(screen.getByRole('textbox', { name: 'ഇമെയിൽ' }), 'devi@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'കോഡ് (6 അക്കങ്ങൾ)' }), '123456');
    expect(document.body.textContent).not.toMatch(/Sign in|Email|code|Staff/);
    await userEvent.click(within(step.parentElement!).getByRole('button', { name: 'സൈൻ ഇൻ ചെയ്യുക' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/ml\/member$/);
  });
});
