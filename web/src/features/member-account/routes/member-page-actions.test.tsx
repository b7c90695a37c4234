import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { catchDownloads } from '../../../testing/downloads';
import { json } from '../../../testing/responses';
import { memberCsrfToken } from '../../sign-in-state/member-session-state';
import { MEMBER_FLAG_KEY } from '../../../lib/staff-sign-in-store';
import { CSRF, devices, requestView, stubMemberApi } from '../testing/member-api-stub';
import MemberPage from './member-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/member']}>
      <MemberPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('her help requests on her page', () => {
  it('downloads a file of a reply by e-mail in her request through her session, never a staff token (issue 41)', async () => {
    const { calls, routes } = stubMemberApi();
    const view = requestView();
    view.messages[0] = {
      ...view.messages[0]!,
      via: 'email',
      attachments: [{ _id: 'f1', filename: 'deck.pdf', contentType: 'application/pdf', size: 4096 }],
      leftOut: [{ filename: 'video.mp4', reason: 'size' }],
    };
    routes['GET /api/member/requests/r2'] = () => json(view);
    routes['GET /api/member/requests/r2/attachments/f1'] = () =>
      new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="deck.pdf"' } });
    const { clicked } = catchDownloads();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'How do I find investors?' }));
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('video.mp4 was not kept: the files of one message may be 10 MB in all.')).toBeInTheDocument();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Download deck.pdf' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = calls.find((recorded) => recorded.url === '/api/member/requests/r2/attachments/f1')!;
    expect(call).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(call.headers).not.toHaveProperty('Authorization');
    expect(clicked.mock.contexts[0]).toHaveAttribute('download', 'deck.pdf');
  });

  it('opens a request in place, loads its conversation and sends a reply with the CSRF token', async () => {
    const { calls, routes } = stubMemberApi();
    let view = requestView();
    routes['GET /api/member/requests/r2'] = () => json(view);
    routes['POST /api/member/requests/r2/messages'] = (body) => {
      const message = {
        _id: 'm2',
        author: 'requester' as const,
        authorName: 'Lakshmi Varma',
        body: (body as { body: string }).body,
        createdAt: '2026-02-04T09:00:00.000Z',
      };
      view = { case: { ...view.case, waitingFor: 'enabler' }, messages: [...view.messages, message] };
      return json(message, 201);
    };
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'How do I find investors?' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const conversation = await within(panel).findByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Start with angel networks in Kochi.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 4, name: 'Reply' })).toBeInTheDocument();

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Thank you, I will.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Your reply has been sent.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({
      url: '/api/member/requests/r2/messages',
      credentials: 'same-origin',
      body: { body: 'Thank you, I will.' },
    });
    expect(post.headers['X-CSRF-Token']).toBe(CSRF);
    expect(await within(conversation).findByText('Thank you, I will.')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('rates a completed request instead of replying', async () => {
    const { calls, routes } = stubMemberApi();
    routes['GET /api/member/requests/r1'] = () => json(requestView('Completed'));
    routes['POST /api/member/requests/r1/rating'] = (body) => json({ comment: null, ...(body as object) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'How do I register a company?' }));
    const group = await screen.findByRole('group', { name: 'How helpful was it, from 1 to 5?' });
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: '5 Excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText(/Thank you for your rating!/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ url: '/api/member/requests/r1/rating', body: { rating: 5 } });
    expect(post.headers['X-CSRF-Token']).toBe(CSRF);
  });
});

describe('her devices', () => {
  it('signs out another device, then shows the list again and moves the focus to the answer', async () => {
    const { calls, routes } = stubMemberApi();
    routes['DELETE /api/member/devices/d2'] = () => {
      routes['GET /api/member/devices'] = () => json(devices.filter((device) => device._id !== 'd2'));
      return json({ message: 'That device is signed out.' });
    };
    renderPage();
    const region = await screen.findByRole('region', { name: 'Where you are signed in' });
    await userEvent.click(await within(region).findByRole('button', { name: /^Sign out Chrome on Android/ }));
    const answer = await within(region).findByRole('status');
    expect(answer).toHaveTextContent('That device is signed out.');
    expect(answer.parentElement).toHaveFocus();
    await vi.waitFor(() => expect(within(region).queryByText('Chrome on Android')).toBeNull());
    const ended = calls.find((call) => call.method === 'DELETE')!;
    expect(ended.url).toBe('/api/member/devices/d2');
    expect(ended.headers['X-CSRF-Token']).toBe(CSRF);
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBe('1');
  });

  it.each([
    ['Sign out', '/api/member/sign-out', 'You are signed out.'],
    ['Sign out everywhere', '/api/member/sign-out-everywhere', 'You are signed out on every device.'],
  ])('%s ends the session on the server and shows the signed-out page', async (button, path, message) => {
    const { calls, routes } = stubMemberApi();
    routes[`POST ${path}`] = () => json({ message });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Where you are signed in' });
    await userEvent.click(within(region).getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your page' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/memberlogin');
    expect(screen.queryByRole('region', { name: 'Where you are signed in' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: path, headers: { 'X-CSRF-Token': CSRF } });
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBeNull();
    expect(memberCsrfToken()).toBeNull();
  });
});

describe('her data and her membership', () => {
  it('downloads her data as a JSON file through an object URL', async () => {
    const { calls, routes } = stubMemberApi();
    routes['GET /api/member/export'] = () =>
      new Response(JSON.stringify({ email: 'lakshmi@example.org' }), {
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-data-2026-02-05.json"' },
      });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(region).getByRole('button', { name: 'Download my data' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your data is downloaded as a JSON file.');
    expect(clicked).toEqual([{ download: 'my-data-2026-02-05.json', href: 'blob:my-data' }]);
    expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual({ email: 'lakshmi@example.org' });
    expect(calls.find((call) => call.url === '/api/member/export')).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('asks before deleting her membership: Cancel returns the focus, Delete sends confirm and the page says she is signed out, and nothing else', async () => {
    const deleted =
      'Your membership is deleted and you are signed out. Your help requests and messages to enablers stay: sign in again to see them.';
    const { calls, routes } = stubMemberApi();
    routes['POST /api/member/membership/delete'] = () => json({ message: deleted });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Delete my membership' });
    const ask = within(region).getByRole('button', { name: 'Delete my membership' });
    await userEvent.click(ask);
    expect(within(region).getByText('Delete your membership? This cannot be undone.')).toHaveFocus();
    await userEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Delete my membership' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(region).getByRole('button', { name: 'Delete my membership' }));
    const confirm = within(region).getByRole('group', { name: 'Delete your membership? This cannot be undone.' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(deleted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your page' })).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/member/membership/delete',
      body: { confirm: true },
      headers: { 'X-CSRF-Token': CSRF },
    });
    // Signed out everywhere (issue 38): no "Signed in as …" beside it, and no section of hers.
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect(screen.queryByText('lakshmi@example.org')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delete my membership' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your help requests' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/memberlogin');
    expect(localStorage.getItem(MEMBER_FLAG_KEY)).toBeNull();
  });
});
