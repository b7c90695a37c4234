import { passwordMessages } from '@wfc/shared/auth/password.messages';
import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import { CreateUserForm } from '../../admin/components/create-user-form';
import { ChangePasswordForm } from './change-password-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

/** Issue 16, finding 8: each form that sets a password shows the server's refusal of a weak one on the password field. */

const refused = (field: string, message: string) =>
  json({ error: message, message, code: 'VALIDATION_FAILED', fields: { [field]: message } }, 400);

function renderForm(form: ReactNode, answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  render(<MemoryRouter>{form}</MemoryRouter>);
}

afterEach(() => vi.unstubAllGlobals());

describe('a weak password refused by the server', () => {
  it('Create Account shows it on Password', async () => {
    renderForm(<RegisterForm />, () => refused('password', passwordMessages.tooCommon));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ana Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.tooCommon);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordMessages.tooCommon);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Create New User shows it on Password', async () => {
    renderForm(<CreateUserForm />, () => refused('password', passwordMessages.containsEmail));
    await userEvent.type(screen.getByLabelText('Name'), 'Cleo');
    await userEvent.type(screen.getByLabelText('Email'), 'cleo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'cleo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.containsEmail);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordMessages.containsEmail);
  });

  it('Change password shows it on New password, with the rule told beforehand', async () => {
    renderForm(<ChangePasswordForm />, () => refused('newPassword', passwordMessages.tooCommon));
    expect(screen.getByText(new RegExp(passwordMessages.newPasswordHint))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'my current one');
    await userEvent.type(screen.getByLabelText('New password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.tooCommon);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(passwordMessages.tooCommon);
  });

  it('Set new password (reset link) shows it on New password and does not offer a new link', async () => {
    renderForm(<ResetPasswordForm token="t" />, () => refused('newPassword', passwordMessages.containsEmail));
    await userEvent.type(screen.getByLabelText('New password'), 'meera.reset 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.containsEmail);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(passwordMessages.containsEmail);
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
  });
});
