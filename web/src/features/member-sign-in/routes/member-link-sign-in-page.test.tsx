import { MemoryRouter, Route, Switch, useLocation } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { memberCsrfToken } from '../../sign-in-state/member-session-state';
import { MEMBER_FLAG_KEY } from '../../../lib/staff-sign-in-store';
import MemberLinkSignInPage from './member-link-sign-in-page';

const TOKEN = 'Tk3n-of_the.link';
const invalid = 'This sign-in link is not valid. Please ask for a new one.';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function openLink(answer: () => Response, hash = `#${TOKEN}`) {
  window.history.replaceState({ idx: 0 }, '', `/member/sign-in${hash}`);
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={['/member/sign-in']}>
      <Switch>
        <Route path="/member/sign-in">
          <MemberLinkSignInPage />
        </Route>
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

describe('the sign-in link page', () => {
  it('takes the token out of the fragment and the address bar at once, posts it once in the body, and goes to her page', async () => {
    const fetch = openLink(() => json({ message: 'You are signed in.', csrfToken: 'csrf-link' }));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/member/sign-in');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/member$/);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/member/sign-in/link');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ token: TOKEN }) });
    expect(memberCsrfToken()).toBe('csrf-link');
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBe('1');
  });

  it("shows the server's message for a link that does not work, with a way to ask for a new e-mail", async () => {
    openLink(() => failure(400, invalid, 'MEMBER_SIGN_IN_INVALID'));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Ask for a new sign-in e-mail' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBeNull();
  });

  it('says the link is not valid, and calls nothing, without a token', () => {
    const fetch = openLink(() => json({}), '');
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
    expect(fetch).not.toHaveBeenCalled();
  });
});
