import { act, render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPanel from './chat-panel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Requests to POST /api/chat, each answered "Reply N" in conversation "conversation-N" unless told
 * otherwise; site settings get a 404.
 */
function stubApi(replyTo: (n: number) => string = (n) => `Reply ${n}`) {
  const chats: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path !== '/api/chat') return json({ error: 'x', message: 'x', code: 'NOT_FOUND' }, 404);
      chats.push(JSON.parse(String(init?.body)));
      return json({ reply: replyTo(chats.length), conversationId: `conversation-${chats.length}` });
    }),
  );
  return chats;
}

/** A screen narrower than 768 px when `small`, where the open panel is full screen. */
const stubScreen = (small: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: small,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

beforeEach(() => stubScreen(false));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The panel on a page with a skip link and a menu button behind it. */
function renderOnPage(open: boolean, onClose = () => undefined) {
  const page = (isOpen: boolean) => (
    <MemoryRouter>
      <a href="#main">Skip to content</a>
      <button type="button">Menu</button>
      <ChatPanel open={isOpen} onClose={onClose} />
    </MemoryRouter>
  );
  const view = render(page(open));
  return { ...view, reopen: (isOpen: boolean) => view.rerender(page(isOpen)) };
}

describe('ChatPanel', () => {
  it('sends no history, only the message and the conversation id of the last answer', async () => {
    const chats = stubApi();
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const log = screen.getByRole('log');
    const box = screen.getByRole('textbox', { name: 'Your message' });
    for (let n = 1; n <= 3; n += 1) {
      await userEvent.type(box, `Question ${n}{Enter}`);
      await within(log).findByText(`Reply ${n}`);
    }
    expect(chats).toEqual([
      { message: 'Question 1' },
      { message: 'Question 2', conversationId: 'conversation-1' },
      { message: 'Question 3', conversationId: 'conversation-2' },
    ]);
  });

  it("links only the site's own paths in a reply: never //host, /\\host, a scheme or an escaped slash", async () => {
    const hostile =
      'Sign in at //2130706433/login or /\\evil.com, /%2F%2Fevil.com, javascript:alert(1) and https://evil.com; members sign in at /login and meet the /enablers.';
    stubApi(() => hostile);
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'How do I sign in?{Enter}');
    const reply = await within(screen.getByRole('log')).findByText(/^Sign in at/);
    const links = within(reply.closest('p')!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['/login', '/login'],
      ['/enablers', '/enablers'],
    ]);
    expect(reply.closest('p')).toHaveTextContent(
      '//2130706433/login or /\\evil.com, /%2F%2Fevil.com, javascript:alert(1) and https://evil.com;',
    );
  });

  it('ignores whitespace-only messages', async () => {
    const chats = stubApi();
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(chats).toHaveLength(0);
  });

  it('closes on Escape from inside the panel, and not while the focus is elsewhere on the page', async () => {
    stubApi();
    const onClose = vi.fn();
    renderOnPage(true, onClose);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    screen.getByRole('textbox', { name: 'Your message' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces the typing indicator in a polite status while the assistant types, and clears it after', async () => {
    vi.useFakeTimers();
    stubApi();
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The assistant is typing…');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('log')).toHaveTextContent('welcome');
    expect(status).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(500));
    expect(status).toHaveTextContent('The assistant is typing…');
  });

  it('keeps the greetings first: a question asked while they are typed comes after all three, its answer after it (issue 26)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    const view = renderOnPage(true);
    act(() => vi.advanceTimersByTime(1000));
    const box = screen.getByRole('textbox', { name: 'Your message' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box, 'Question 1{Enter}');
    await within(screen.getByRole('log')).findByText('Reply 1');
    view.reopen(false);
    act(() => vi.advanceTimersByTime(5000));
    view.reopen(true);
    const texts = Array.from(screen.getByRole('log').children).map((entry) => entry.textContent ?? '');
    expect(texts).toHaveLength(5);
    expect(texts[0]).toMatch(/welcome/);
    expect(texts[1]).toMatch(/assistant/);
    expect(texts[2]).toMatch(/What would you like to know/);
    expect(texts.slice(3)).toEqual(['You: Question 1', 'Assistant: Reply 1']);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('is modal on a small screen: the page behind is inert and Tab goes round the panel', async () => {
    stubScreen(true);
    stubApi();
    const { reopen } = renderOnPage(true);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Skip to content')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('inert');
    expect(dialog).not.toHaveAttribute('inert');

    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();

    reopen(false);
    expect(screen.getByText('Skip to content')).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).not.toHaveAttribute('inert');
  });

  it('is not modal on a wider screen: the page stays reachable', async () => {
    stubApi();
    renderOnPage(true);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-modal');
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveAttribute('inert');
    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close chat' })).not.toHaveFocus();
  });
});
