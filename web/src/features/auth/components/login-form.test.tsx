import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Switch, useLocation } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderLogin(response: () => Response | Promise<Response>, at = '/login', more: (() => Response)[] = []) {
  const answers = [response, ...more];
  const fetch = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!)());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[at]}>
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

async function submit(email = 'ana@example.com', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it.each([
    ['admin', '/admin'],
    ['operator', '/operator'],
    ['enabler', '/enabler'],
    ['member', '/'],
  ])('stores the token and role %s and goes to %s', async (role, path) => {
    const fetch = renderLogin(() => json({ token: 'jwt', user: { _id: 'u', name: 'A', email: 'a@example.com', role } }));
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(new RegExp(`^${path}$`));
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('role')).toBe(role);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ana@example.com', password: 'secret-password' }) }),
    );
  });

  it('sends an account that must choose its own password to /account first, remembering so', async () => {
    renderLogin(() =>
      json({ token: 'jwt', user: { _id: 'u', name: 'A', email: 'a@example.com', role: 'admin', mustChangePassword: true } }),
    );
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/account$/);
    expect(localStorage.getItem('mustChangePassword')).toBe('true');
  });

  it("shows the server's message on failure", async () => {
    renderLogin(() =>
      json(
        {
          error: 'Your account is awaiting approval by an administrator.',
          message: 'Your account is awaiting approval by an administrator.',
          code: 'ACCOUNT_PENDING',
        },
        403,
      ),
    );
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is awaiting approval by an administrator.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Login failed when the server gives no message', async () => {
    renderLogin(() => Promise.reject(new TypeError('Failed to fetch')));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('requires an e-mail address and a password', () => {
    renderLogin(() => json({}));
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  describe("going where she was going (issue 26: the case e-mail's link)", () => {
    const enabler = () => json({ token: 'jwt', user: { _id: 'u', name: 'E', email: 'e@example.com', role: 'enabler' } });
    const next = encodeURIComponent('/enabler?case=c1');

    it('goes to ?next= after sign-in', async () => {
      renderLogin(enabler, `/login?next=${next}`);
      await submit();
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/enabler\?case=c1$/);
    });

    it.each(['//evil.example/enabler', 'https://evil.example/enabler', '/\\evil.example', 'javascript:alert(1)', '/login'])(
      'ignores ?next=%s and goes to her dashboard',
      async (target) => {
        renderLogin(enabler, `/login?next=${encodeURIComponent(target)}`);
        await submit();
        expect(await screen.findByTestId('where')).toHaveTextContent(/^\/enabler$/);
      },
    );

    it('carries it through the forced password change', async () => {
      renderLogin(
        () => json({ token: 'jwt', user: { _id: 'u', name: 'E', email: 'e@example.com', role: 'enabler', mustChangePassword: true } }),
        `/login?next=${next}`,
      );
      await submit();
      expect(await screen.findByTestId('where')).toHaveTextContent(`/account?next=${next}`);
    });

    it('carries it through the two-factor step', async () => {
      renderLogin(() => json({ twoFactorRequired: true, challengeToken: 'challenge' }), `/login?next=${next}`, [enabler]);
      await submit();
      await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/enabler\?case=c1$/);
    });
  });
});
