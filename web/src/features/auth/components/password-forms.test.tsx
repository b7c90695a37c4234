import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Switch, useLocation } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import ResetPasswordPage from '../routes/reset-password-page';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (message: string, status: number, code: string, fields?: Record<string, string>) =>
  json({ error: message, message, code, fields }, status);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode, responses: (() => Response)[]) {
  const fetch = vi.fn(async () => (responses.shift() ?? (() => json({})))());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Switch>
        <Route path={path}>{element}</Route>
        <Route>
          <Where />
        </Route>
      </Switch>
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('ChangePasswordForm', () => {
  it('sends both passwords, keeps the staff sign-in with the fresh token and says the other sessions ended', async () => {
    saveStaffSignIn('old-token', 'operator');
    const fetch = renderAt('/account', <ChangePasswordForm />, [
      () =>
        json({ token: 'fresh-token', user: { _id: 'u', name: 'O', email: 'o@example.com', role: 'operator', mustChangePassword: false } }),
    ]);
    await userEvent.type(screen.getByLabelText('Current password'), 'old password');
    await userEvent.type(screen.getByLabelText('New password'), 'new password!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('every other session has ended');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/change-password',
      expect.objectContaining({ body: JSON.stringify({ currentPassword: 'old password', newPassword: 'new password!' }) }),
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password on its field and keeps her signed in', async () => {
    saveStaffSignIn('old-token', 'enabler');
    renderAt('/account', <ChangePasswordForm />, [
      () =>
        error('Your current password is not right.', 401, 'UNAUTHENTICATED', { currentPassword: 'Your current password is not right.' }),
    ]);
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'new password!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not right.');
    expect(localStorage.getItem('token')).toBe('old-token');
  });

  it('sends a first admin on to her dashboard once she has chosen her own', async () => {
    saveStaffSignIn('generated', 'admin', true);
    renderAt('/account', <ChangePasswordForm />, [
      () => json({ token: 'fresh-token', user: { _id: 'u', name: 'A', email: 'a@example.com', role: 'admin', mustChangePassword: false } }),
    ]);
    await userEvent.type(screen.getByLabelText('Current password'), 'generated password');
    await userEvent.type(screen.getByLabelText('New password'), 'her own password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem('mustChangePassword')).toBeNull();
  });

  it('shows and hides the password it is typed into', async () => {
    renderAt('/account', <ChangePasswordForm />, []);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ForgotPasswordForm', () => {
  it("posts, and shows the server's one answer", async () => {
    const fetch = renderAt('/forgot-password', <ForgotPasswordForm />, [
      () => json({ message: 'If an account uses that address, we have sent it a link.' }, 202),
    ]);
    expect(screen.getByRole('button', { name: 'Send me a link' }).closest('form')).toHaveAttribute('method', 'post');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses that address');
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({ body: JSON.stringify({ email: 'ana@example.com' }) }),
    );
  });
});

describe('ResetPasswordPage', () => {
  it('takes the token from the fragment out of the address bar and sends it with the new password', async () => {
    const token = 'a'.repeat(43);
    window.history.replaceState(null, '', `/reset-password#${token}`);
    saveStaffSignIn('stale', 'enabler');
    const fetch = renderAt('/reset-password', <ResetPasswordPage />, [
      () => json({ message: 'Your password has been changed. Please sign in with it.' }),
    ]);
    expect(window.location.hash).toBe('');
    await userEvent.type(screen.getByLabelText('New password'), 'new password!');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please sign in with it.');
    expect(screen.getByRole('link', { name: 'Go to Member Login' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({ body: JSON.stringify({ token, newPassword: 'new password!' }) }),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says what to do with a used or expired link', async () => {
    window.history.replaceState(null, '', `/reset-password#${'b'.repeat(43)}`);
    renderAt('/reset-password', <ResetPasswordPage />, [
      () =>
        error('This reset link is not valid, has expired or has already been used. Please ask for a new one.', 400, 'RESET_LINK_INVALID'),
    ]);
    await userEvent.type(screen.getByLabelText('New password'), 'new password!');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has already been used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for the e-mailed link when opened without one', () => {
    renderAt('/reset-password', <ResetPasswordPage />, []);
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your e-mail.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
