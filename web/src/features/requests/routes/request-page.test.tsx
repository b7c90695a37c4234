import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RequestView } from '@wfc/shared';
import type { ReactNode } from 'react';
import { messages as siteMalayalam } from '../../../locales/site/ml.po';
import { cleanup, render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { catchDownloads } from '../../../testing/downloads';
import { failure, json } from '../../../testing/responses';
import RequestPage from './request-page';

const TOKEN = 'k3y-Of_the.link';
const notFound = 'We could not find that request. The link may be wrong or expired.';
const found = 'If we have open requests for that address, we have e-mailed you their links.';

let view: RequestView;
let routes: Record<string, (body: unknown) => Response>;
const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  view = {
    case: {
      question: 'How do I register a company?',
      status: 'Accepted',
      createdAt: '2026-01-02T09:00:00.000Z',
      enablerName: 'Priya Menon',
      waitingFor: 'requester',
      rating: null,
    },
    messages: [
      {
        _id: 'm1',
        author: 'enabler',
        authorName: 'Priya Menon',
        body: 'Start with the name search.',
        createdAt: '2026-01-03T09:00:00.000Z',
      },
    ],
  };
  routes = {
    'GET /api/request': () => json(view),
    'POST /api/request/messages': (body) => {
      const message = {
        _id: 'm2',
        author: 'requester' as const,
        authorName: 'Lakshmi Varma',
        body: (body as { body: string }).body,
        createdAt: '2026-01-04T09:00:00.000Z',
      };
      view = { case: { ...view.case, waitingFor: 'enabler' }, messages: [...view.messages, message] };
      return json(message, 201);
    },
    'POST /api/request/rating': (body) => json({ comment: null, ...(body as object) }),
    'POST /api/request/find': () => json({ message: found }, 202),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, headers: (init?.headers ?? {}) as Record<string, string>, body });
      return routes[`${method} ${url}`]?.(body) ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function openLink(hash = `#${TOKEN}`) {
  window.history.replaceState({ idx: 0 }, '', `/request${hash}`);
  render(<RequestPage />);
}

describe('the requester page', () => {
  it('keeps the request open through a reload of the tab, and opens a newer link followed in the same tab', async () => {
    openLink();
    expect(await screen.findByText('How do I register a company?')).toBeInTheDocument();
    // A reload: the address has no fragment any more, the tab still knows the request.
    cleanup();
    render(<RequestPage />);
    expect(await screen.findByText('How do I register a company?')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/request').map((call) => call.headers['X-Request-Token'])).toEqual([TOKEN, TOKEN]);

    // A second e-mail's link, followed while the page is open, changes only the fragment.
    window.location.hash = '#newer-token';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(calls.at(-1)?.headers['X-Request-Token']).toBe('newer-token'));
    expect(window.location.hash).toBe('');
  });

  it('takes the token from the fragment, removes it from the address, and sends it in the header only, without a staff token', async () => {
    saveStaffSignIn('staff-token', 'enabler');
    openLink();
    expect(await screen.findByText('How do I register a company?')).toBeInTheDocument();
    expect(window.location.href).toBe(`${window.location.origin}/request`);
    expect(window.history.state).toEqual({ idx: 0 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/request' });
    expect(calls[0]!.headers['X-Request-Token']).toBe(TOKEN);
    expect(calls[0]!.headers).not.toHaveProperty('Authorization');
    expect(calls.every((call) => !call.url.includes(TOKEN))).toBe(true);
  });

  it('downloads a file of a reply by e-mail with her link’s token in the header, never a staff token, and notes a file left out (issue 41)', async () => {
    saveStaffSignIn('staff-token', 'enabler');
    view.messages[0] = {
      ...view.messages[0]!,
      via: 'email',
      attachments: [{ _id: 'f1', filename: 'form.pdf', contentType: 'application/pdf', size: 2048 }],
      leftOut: [{ filename: 'sheet.xlsx', reason: 'type' }],
    };
    routes['GET /api/request/attachments/f1'] = () =>
      new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="form.pdf"' } });
    const { created, clicked } = catchDownloads();
    openLink();
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('sheet.xlsx was not kept: only images and PDF files are.')).toBeInTheDocument();
    await userEvent.click(await within(conversation).findByRole('button', { name: 'Download form.pdf' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = calls.find((recorded) => recorded.url === '/api/request/attachments/f1')!;
    expect(call.headers['X-Request-Token']).toBe(TOKEN);
    expect(call.headers).not.toHaveProperty('Authorization');
    expect(await created.mock.calls[0]![0].text()).toBe('%PDF');
    expect(clicked.mock.contexts[0]).toHaveAttribute('download', 'form.pdf');
  });

  it('shows the status, the enabler, whose turn it is and the conversation, and is kept out of search engines', async () => {
    openLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Your request' })).toBeInTheDocument();
    expect(await screen.findByText('Priya Menon', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Waiting for you')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Conversation' })).getByText('Start with the name search.')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('speaks Malayalam from the site catalog alone (a visitor loads no staff messages): status, whose turn, conversation and reply', async () => {
    const siteOnly = setupI18n({ locale: 'ml', messages: { ml: siteMalayalam } });
    window.history.replaceState({ idx: 0 }, '', `/ml/request#${TOKEN}`);
    render(<RequestPage />, {
      wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={siteOnly}>{children}</I18nProvider>,
    });
    expect(await screen.findByText('Priya Menon', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('നില')).toBeInTheDocument();
    expect(screen.getByText('സ്വീകരിച്ചു')).toBeInTheDocument();
    expect(screen.getByText('നിങ്ങളുടെ മറുപടിക്കായി കാത്തിരിക്കുന്നു')).toBeInTheDocument();
    const conversation = within(screen.getByRole('region', { name: 'സംഭാഷണം' }));
    expect(conversation.getByText('(എനേബ്ലർ)')).toBeInTheDocument();
    expect(screen.getByText('പരമാവധി 5000 അക്ഷരങ്ങൾ.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'മറുപടി അയയ്ക്കുക' }));
    expect(screen.getByText('ദയവായി നിങ്ങളുടെ സന്ദേശം നൽകുക.')).toBeInTheDocument();
    expect(screen.queryByText(/Accepted|Waiting for|Conversation|Send reply|Up to/)).toBeNull();
  });

  it('sends a reply with the token and shows it in the conversation', async () => {
    openLink();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Thank you, done.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply has been sent.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ url: '/api/request/messages', body: { body: 'Thank you, done.' } });
    expect(post.headers['X-Request-Token']).toBe(TOKEN);
    expect(await within(screen.getByRole('region', { name: 'Conversation' })).findByText('Thank you, done.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the enabler')).toBeInTheDocument();
  });

  it('once completed, hides the reply box and takes a 1-5 rating from the keyboard with an optional comment', async () => {
    view = { ...view, case: { ...view.case, status: 'Completed' } };
    openLink();
    const group = await screen.findByRole('group', { name: 'How helpful was it, from 1 to 5?' });
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['1 Poor', '2 Fair', '3 Good', '4 Very good', '5 Excellent']);
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(group).toHaveAccessibleDescription('Please choose a rating from 1 to 5.');
    await userEvent.click(within(group).getByRole('radio', { name: '3 Good' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 Very good' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Clear and quick.');
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your rating!');
    const post = calls.find((call) => call.url === '/api/request/rating')!;
    expect(post.body).toEqual({ rating: 4, comment: 'Clear and quick.' });
    expect(post.headers['X-Request-Token']).toBe(TOKEN);
  });

  it('shows a saved rating as chosen', async () => {
    view = { ...view, case: { ...view.case, status: 'Completed', rating: { rating: 5, comment: 'Great' } } };
    openLink();
    expect(await screen.findByRole('radio', { name: '5 Excellent' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Great');
  });

  it('says a wrong or expired link is wrong, and offers to find her requests', async () => {
    routes['GET /api/request'] = () => failure(404, notFound, 'REQUEST_NOT_FOUND');
    openLink();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that request' })).toBeInTheDocument();
    expect(screen.getByText(notFound)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Find my requests' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('without a token offers the find form, whose answer is shown in a status region', async () => {
    openLink('');
    expect(screen.getByRole('heading', { level: 1, name: 'Your requests' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    const form = screen.getByRole('region', { name: 'Find my requests' });
    expect(form.querySelector('form')).toHaveAttribute('method', 'post');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'lakshmi@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send me my links' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(found);
    expect(calls).toMatchObject([{ method: 'POST', url: '/api/request/find', body: { email: 'lakshmi@example.org' } }]);
    expect(calls[0]!.headers).not.toHaveProperty('X-Request-Token');
  });

  it("shows the server's message when the find form is refused", async () => {
    routes['POST /api/request/find'] = () => failure(429, 'Too many requests. Please wait a minute and try again.', 'RATE_LIMITED');
    openLink('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lakshmi@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send me my links' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute and try again.');
  });
});
