import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPanel from './chat-panel';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Requests to POST /api/chat, each answered "Reply N" unless told otherwise; site settings get a 404. */
function stubApi(replyTo: (n: number) => string = (n) => `Reply ${n}`) {
  const chats: { message: string; history: { sender: string; text: string }[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path !== '/api/chat') return json({ error: 'x', message: 'x', code: 'NOT_FOUND' }, 404);
      chats.push(JSON.parse(String(init?.body)));
      return json({ reply: replyTo(chats.length) });
    }),
  );
  return chats;
}

/** A screen narrower than 768 px when `small`, where the open panel is full screen. */
const stubScreen = (small: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: small, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

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
  it('sends at most the last 10 turns of the conversation, without the greetings', async () => {
    const chats = stubApi();
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const log = screen.getByRole('log');
    const box = screen.getByRole('textbox', { name: 'Your message' });
    for (let n = 1; n <= 7; n += 1) {
      await userEvent.type(box, `Question ${n}{Enter}`);
      await within(log).findByText(`Reply ${n}`);
    }
    expect(chats[0]).toEqual({ message: 'Question 1', history: [] });
    expect(chats[6]!.history).toHaveLength(10);
    expect(chats[6]!.history[0]).toEqual({ sender: 'user', text: 'Question 2' });
    expect(chats[6]!.history[9]).toEqual({ sender: 'bot', text: 'Reply 6' });
    expect(chats[6]!.history.every((turn) => !turn.text.includes('welcome'))).toBe(true);
  });

  it('cuts earlier turns to the 1000 characters the API takes', async () => {
    const chats = stubApi((n) => (n === 1 ? `Long ${'y'.repeat(1500)}` : 'Short'));
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'One{Enter}');
    await within(screen.getByRole('log')).findByText(/^Long y+$/);
    await userEvent.type(box, 'Two{Enter}');
    await within(screen.getByRole('log')).findByText('Short');
    expect(chats[1]!.history[1]!.text).toHaveLength(1000);
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
