import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderIn, screen, waitFor } from '../../../testing/library';
import { json } from '../../../testing/responses';
import { QuickHelpForm } from './quick-help-form';

afterEach(() => vi.unstubAllGlobals());

/** Fills and sends the form with the API accepting the question; the page is `path`. */
async function send(locale: 'en' | 'ml', path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ _id: 'c1', message: 'ok' }, 201)),
  );
  renderIn(locale, <QuickHelpForm />, { wrapper: ({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter> });
  const boxes = screen.getAllByRole('textbox');
  for (const [index, value] of ['Devi Nair', 'devi@example.org', 'How do I register a company?'].entries())
    fireEvent.change(boxes[index]!, { target: { value } });
  fireEvent.submit(screen.getByRole('button').closest('form')!);
}

describe('the quick help form once sent (issue 26)', () => {
  it("keeps the spec's success text in its status and links to Find my requests", async () => {
    await send('en', '/');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your question has been submitted\. We'll get back to you soon!$/);
    expect(screen.getByRole('link', { name: 'Find my requests' })).toHaveAttribute('href', '/request');
  });

  it('links to the Malayalam requests page on a Malayalam page', async () => {
    await send('ml', '/ml');
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'എന്റെ സഹായ അഭ്യർത്ഥനകൾ കണ്ടെത്തുക' })).toHaveAttribute('href', '/ml/request');
  });
});

describe('the quick help form for a signed-in member (issue 38)', () => {
  afterEach(() => window.localStorage.removeItem('wfc.memberSignedIn'));

  it('fills in her name and address from her session, and sends them', async () => {
    window.localStorage.setItem('wfc.memberSignedIn', '1');
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/member/me'
        ? json({ email: 'meera@example.org', csrfToken: 'c', membership: { firstName: 'Meera', lastName: 'Pillai' } })
        : json({ _id: 'c1', message: 'ok' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderIn('en', <QuickHelpForm />, { wrapper: ({ children }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter> });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('meera@example.org'));
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Pillai');
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'How do I price my work?' } });
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    await screen.findByRole('status');
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/help') as unknown as [string, RequestInit];
    expect(JSON.parse(String(sent[1].body))).toEqual({
      requesterName: 'Meera Pillai',
      requesterEmail: 'meera@example.org',
      question: 'How do I price my work?',
    });
  });

  it('keeps what she typed before her details arrived, on a Malayalam page too', async () => {
    window.localStorage.setItem('wfc.memberSignedIn', '1');
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderIn('ml', <QuickHelpForm />, { wrapper: ({ children }) => <MemoryRouter initialEntries={['/ml']}>{children}</MemoryRouter> });
    const [name, email] = screen.getAllByRole('textbox');
    fireEvent.change(name!, { target: { value: 'Meera P.' } });
    // Her details are asked for once the member API's code has loaded (issue 39).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(json({ email: 'meera@example.org', csrfToken: 'c', membership: { firstName: 'Meera', lastName: 'Pillai' } }));
    await waitFor(() => expect(email).toHaveValue('meera@example.org'));
    expect(name).toHaveValue('Meera P.');
  });

  it('asks nothing of a visitor who is not signed in', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderIn('en', <QuickHelpForm />, { wrapper: ({ children }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter> });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
