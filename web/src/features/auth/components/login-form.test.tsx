import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="*" element={<Where />} />
      </Routes>
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
    expect(fetch).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ana@example.com', password: 'secret-password' }) }));
  });

  it('sends an account that must choose its own password to /account first, remembering so', async () => {
    renderLogin(() => json({ token: 'jwt', user: { _id: 'u', name: 'A', email: 'a@example.com', role: 'admin', mustChangePassword: true } }));
    await submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/account$/);
    expect(localStorage.getItem('mustChangePassword')).toBe('true');
  });

  it("shows the server's message on failure", async () => {
    renderLogin(() => json({ error: 'Your account is awaiting approval by an administrator.', message: 'Your account is awaiting approval by an administrator.', code: 'ACCOUNT_PENDING' }, 403));
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
});
