import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import MemberLinkPage from './member-link-page';

function open(action: 'confirm' | 'unsubscribe', path: string) {
  window.history.replaceState(null, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <MemberLinkPage action={action} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the pages a member’s e-mailed links open', () => {
  it('confirms her membership with one post of the fragment’s token, taken out of the address bar', async () => {
    const fetch = vi.fn(async () => json({ message: 'Your membership is confirmed. Welcome to the club!' }));
    vi.stubGlobal('fetch', fetch);
    open('confirm', '/membership/confirm#tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your membership' })).toBeInTheDocument();
    expect(await screen.findByText('Your membership is confirmed. Welcome to the club!')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toMatchObject(['/api/membership/confirm', { method: 'POST', body: JSON.stringify({ token: 'tok-1' }) }]);
  });

  it('opens her e-mail choices for the unsubscribe link', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    open('unsubscribe', '/membership/unsubscribe#tok-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Your e-mail choices' })).toBeInTheDocument();
  });
});
