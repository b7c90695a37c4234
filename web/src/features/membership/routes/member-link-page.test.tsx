import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderIn, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import MemberLinkPage from './member-link-page';

function open(action: 'confirm' | 'unsubscribe', path: string, locale: 'en' | 'ml' = 'en') {
  window.history.replaceState(null, '', path);
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <MemberLinkPage action={action} />
    </MemoryRouter>
  );
  if (locale === 'en') render(page);
  else renderIn(locale, page);
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

  it('offers her next step once confirmed: sign in to her page and choose her topics (issue 38)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Your membership is confirmed. Welcome to the club!' })),
    );
    open('confirm', '/membership/confirm#tok-3');
    expect(await screen.findByRole('heading', { level: 2, name: 'What next?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in and choose your topics' })).toHaveAttribute('href', '/memberlogin');
  });

  it('offers it in Malayalam, and says a missing link is not valid in Malayalam', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'നിങ്ങളുടെ അംഗത്വം സ്ഥിരീകരിച്ചു. ക്ലബ്ബിലേക്ക് സ്വാഗതം!' })),
    );
    open('confirm', '/ml/membership/confirm#tok-4', 'ml');
    expect(await screen.findByRole('heading', { level: 2, name: 'ഇനി എന്ത്?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'സൈൻ ഇൻ ചെയ്ത് വിഷയങ്ങൾ തിരഞ്ഞെടുക്കുക' })).toHaveAttribute('href', '/ml/memberlogin');
  });

  it('says in Malayalam that a link without its token is not valid', () => {
    open('confirm', '/ml/membership/confirm', 'ml');
    expect(
      screen.getByText('ഈ ലിങ്ക് സാധുവല്ല, അല്ലെങ്കിൽ കാലഹരണപ്പെട്ടു. 30 ദിവസത്തിലേറെ മുമ്പാണ് നിങ്ങൾ സൈൻ അപ്പ് ചെയ്തതെങ്കിൽ, ദയവായി ക്ലബ്ബിന് എഴുതുക.'),
    ).toBeInTheDocument();
  });

  it('opens her e-mail choices for the unsubscribe link', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    open('unsubscribe', '/membership/unsubscribe#tok-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Your e-mail choices' })).toBeInTheDocument();
  });
});
