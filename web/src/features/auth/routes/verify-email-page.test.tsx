import { render, renderIn, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VerifyEmailPage from './verify-email-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderWith(responses: (() => Response)[]) {
  const fetch = vi.fn(async () => (responses.shift() ?? (() => json({})))());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={['/verify-email']}>
      <VerifyEmailPage />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('VerifyEmailPage', () => {
  it('posts the token from the fragment once, in the body, takes it out of the address and says it worked', async () => {
    const token = 'a'.repeat(43);
    window.history.replaceState(null, '', `/verify-email#${token}`);
    const verified =
      'Thank you, your e-mail address is confirmed. An administrator will review your account; we will e-mail you when it is approved.';
    const fetch = renderWith([() => json({ message: verified })]);
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByText(verified)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(verified);
    expect(window.location.hash).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/verify-email',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }),
    );
  });

  it("shows the server's message as an alert when the link is used, expired or altered", async () => {
    window.history.replaceState(null, '', `/verify-email#${'b'.repeat(43)}`);
    const invalid = 'This link is not valid, has expired or has already been used.';
    renderWith([() => json({ error: invalid, message: invalid, code: 'VERIFY_LINK_INVALID' }, 400)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  });

  it('asks for the link from the e-mail, and calls nothing, without a token', () => {
    const fetch = renderWith([]);
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your e-mail.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says in Malayalam on a Malayalam page that it needs the link, and what to do when it is lost', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/verify-email']}>
        <VerifyEmailPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ഈ പേജിന് നിങ്ങളുടെ ഇമെയിലിലെ ലിങ്ക് ആവശ്യമാണ്.');
    expect(screen.getByText(/^ലിങ്ക് കാലഹരണപ്പെട്ടോ നഷ്ടപ്പെട്ടോ\?/)).toBeInTheDocument();
    expect(screen.queryByText(/needs the link|Link expired or lost/)).toBeNull();
  });

  it('offers a new link when the link did not work, posting the address in the body', async () => {
    window.history.replaceState(null, '', `/verify-email#${'c'.repeat(43)}`);
    const invalid = 'This link is not valid, has expired or has already been used.';
    const sent =
      'If a registration with this address is waiting for its confirmation, we have sent it a new link. Please check your inbox.';
    const fetch = renderWith([
      () => json({ error: invalid, message: invalid, code: 'VERIFY_LINK_INVALID' }, 400),
      () => json({ message: sent }, 202),
    ]);
    await screen.findByRole('alert');
    await userEvent.type(screen.getByLabelText(/Email/), 'late@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/auth/resend-verification',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'late@example.org' }) }),
    );
    expect(window.location.search).toBe('');
  });

  it('offers no new link once the address is confirmed', async () => {
    window.history.replaceState(null, '', `/verify-email#${'d'.repeat(43)}`);
    renderWith([() => json({ message: 'Thank you, your e-mail address is confirmed.' })]);
    expect(await screen.findByText('Thank you, your e-mail address is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });
});
