import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Switch } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderIn, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import AcceptInvitePage from './accept-invite-page';

function renderPage(responses: (() => Response)[], locale: 'en' | 'ml' = 'en') {
  const fetch = vi.fn(async () => (responses.shift() ?? (() => json({})))());
  vi.stubGlobal('fetch', fetch);
  const ui = (
    <MemoryRouter initialEntries={['/accept-invite']}>
      <Switch>
        <Route path="/accept-invite">
          <AcceptInvitePage />
        </Route>
      </Switch>
    </MemoryRouter>
  );
  if (locale === 'ml') renderIn('ml', ui);
  else render(ui);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('AcceptInvitePage (issue 26)', () => {
  it('takes the token out of the address bar, sends it with her password, and sends her to Member Login', async () => {
    const token = 'c'.repeat(43);
    window.history.replaceState(null, '', `/accept-invite#${token}`);
    saveStaffSignIn('someone-else', 'admin');
    const fetch = renderPage([() => json({ message: 'Your password is set. Please sign in with it.' })]);
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'a walk by the backwaters');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. Please sign in with it.');
    expect(screen.getByRole('link', { name: 'Go to Member Login' })).toHaveAttribute('href', '/login');
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/accept-invite',
      expect.objectContaining({ body: JSON.stringify({ token, newPassword: 'a walk by the backwaters' }) }),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the policy refusal under the field and keeps the form', async () => {
    window.history.replaceState(null, '', `/accept-invite#${'d'.repeat(43)}`);
    const message = 'This password is too common and easy to guess. Please choose a less common one.';
    renderPage([() => json({ error: 'Bad Request', message, code: 'VALIDATION_FAILED', fields: { newPassword: message } }, 400)]);
    await userEvent.type(screen.getByLabelText('New password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('too common'));
  });

  it('asks for the invitation link when opened without one, in Malayalam too', () => {
    renderPage([], 'ml');
    expect(screen.getByRole('alert')).toHaveTextContent('ഈ പേജിന് നിങ്ങളുടെ ക്ഷണ ഇമെയിലിലെ ലിങ്ക് വേണം.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
