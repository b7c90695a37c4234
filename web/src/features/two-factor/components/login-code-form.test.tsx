import { twoFactorMessages } from '@wfc/shared/auth/two-factor.messages';
import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Switch, useLocation } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import { LoginForm } from '../../auth/components/login-form';

/** Member Login when her account uses two-factor sign-in (decision 020): the code step after the password. */

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const CHALLENGE = 'c'.repeat(43);
const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: message, message, code, fields }, status);

function renderLogin(answers: (() => Response)[]) {
  const fetch = vi.fn(async () => (answers.shift() ?? (() => json({})))());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Switch>
        <Route path="/login">
          <LoginForm />
        </Route>
        <Route>
          <Where />
        </Route>
      </Switch>
    </MemoryRouter>,
  );
  return fetch;
}

async function passPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'her long password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm with a second factor', () => {
  it('asks for the app code after the password, with the field ready for it, then signs in', async () => {
    const fetch = renderLogin([
      () => json({ twoFactorRequired: true, challengeToken: CHALLENGE }),
      () =>
        json({
          token: 'jwt',
          user: { _id: 'u', name: 'Ada', email: 'ada@example.org', role: 'admin', mustChangePassword: false, mustSetUpTwoFactor: false },
        }),
    ]);
    await passPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(twoFactorMessages.codePrompt)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/auth/login/two-factor',
      expect.objectContaining({ body: JSON.stringify({ challengeToken: CHALLENGE, code: '123456' }) }),
    );
  });

  it('takes a recovery code instead, and announces a wrong one on its field', async () => {
    const fetch = renderLogin([
      () => json({ twoFactorRequired: true, challengeToken: CHALLENGE }),
      () => error(401, 'TWO_FACTOR_CODE_INVALID', twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode }),
    ]);
    await passPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByLabelText('Recovery code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(code, 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.wrongCode);
    expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(twoFactorMessages.wrongCode);
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/auth/login/two-factor',
      expect.objectContaining({ body: JSON.stringify({ challengeToken: CHALLENGE, code: 'abcde-fghjk' }) }),
    );
    expect(screen.getByRole('button', { name: 'Use the code from my app' })).toBeInTheDocument();
  });

  it('goes back to the password step, saying why, when the challenge has ended', async () => {
    renderLogin([
      () => json({ twoFactorRequired: true, challengeToken: CHALLENGE }),
      () => error(401, 'TWO_FACTOR_CHALLENGE_INVALID', twoFactorMessages.challengeInvalid),
    ]);
    await passPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.challengeInvalid);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('sends an admin who must set it up to /account, remembering so', async () => {
    renderLogin([
      () =>
        json({
          token: 'jwt',
          user: { _id: 'u', name: 'Ada', email: 'ada@example.org', role: 'admin', mustChangePassword: false, mustSetUpTwoFactor: true },
        }),
    ]);
    await passPassword();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/account$/);
    expect(localStorage.getItem('mustSetUpTwoFactor')).toBe('true');
  });
});
