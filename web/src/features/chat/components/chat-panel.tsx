import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '../../../lib/router';
import { MOBILE_BREAKPOINT } from '../../../config/site';
import { keepTabInside } from '../../../lib/focus-trap';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSite } from '../../site/use-site';
import { sendChatMessage } from '../api/send-chat-message';
import { splitReply } from '../lib/reply-parts';
import { sharedMessages } from '../../../lib/shared-messages';

/** product-spec.md §9: each greeting follows a 1 s typing indicator, 500 ms after the one before. */
const GREETING_TYPING_MS = 1000;
const GREETING_GAP_MS = 500;
const FOCUS_DELAY_MS = 300;
/** api-contract.md: a message is at most 1000 characters. */
const MAX_TEXT = 1000;

function greetingsFor(clubName: string, i18n: I18n) {
  return [
    i18n._(msg`Hi there, and welcome to ${clubName}!`),
    i18n._(
      msg`I'm the club's assistant. I can tell you about our mission, how to join as a member or an enabler, our mentors and our upcoming events.`,
    ),
    i18n._(msg`What would you like to know? Type your question below, and I can also pass it on to our team.`),
  ];
}

interface Entry {
  id: number;
  from: 'user' | 'bot';
  text: string;
}

let nextId = 1;

/** Below the breakpoint the open panel fills the screen (product-spec.md §2) and is modal. */
const SMALL_SCREEN = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** Makes everything on the page but `element` inert, so neither Tab nor a screen reader reaches it; returns the undo. */
function makeRestInert(element: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => sibling.removeAttribute('inert'));
}

/**
 * The chat panel: scripted greetings, the transcript (a polite live log), a typing indicator and the
 * message form. It stays mounted once opened, so the conversation survives closing and reopening.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const site = useSite();
  const clubName = site.data?.name ?? 'Women Founders Club';
  const [entries, setEntries] = useState<Entry[]>([]);
  const [greeting, setGreeting] = useState(true);
  const [waiting, setWaiting] = useState(false);
  const [draft, setDraft] = useState('');
  // The server keeps the conversation (decision 018); the widget only sends back the id it was given.
  const conversationId = useRef<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const modal = useMediaQuery(SMALL_SCREEN) && open;
  const titleId = useId();
  const inputId = useId();

  const add = (from: Entry['from'], text: string) => setEntries((current) => [...current, { id: nextId++, from, text }]);

  // The three greetings, once, when the panel first opens. They hold the transcript's first places:
  // a question asked (and answered) before they have all been typed never ends up above them.
  const [greetings] = useState(() => greetingsFor(clubName, i18n));
  const [greeted, setGreeted] = useState(0);
  const greetingTimers = useRef<number[]>([]);
  useEffect(() => {
    const timers = greetingTimers.current;
    greetings.forEach((_, index) => {
      const start = index * (GREETING_TYPING_MS + GREETING_GAP_MS);
      if (index > 0) timers.push(window.setTimeout(() => setGreeting(true), start));
      timers.push(
        window.setTimeout(() => {
          setGreeting(false);
          setGreeted(index + 1);
        }, start + GREETING_TYPING_MS),
      );
    });
    return () => timers.splice(0).forEach((timer) => window.clearTimeout(timer));
  }, [greetings]);
  /** She has asked something: the greetings not yet typed show at once, before her question. */
  const finishGreetings = () => {
    greetingTimers.current.splice(0).forEach((timer) => window.clearTimeout(timer));
    setGreeting(false);
    setGreeted(greetings.length);
  };

  // Each opening focuses the input after 300 ms.
  useEffect(() => {
    if (!open) return;
    const focus = window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(focus);
  }, [open]);

  // Full screen, the panel is all there is: the page behind is inert and stays still.
  useEffect(() => {
    const panel = panelRef.current;
    if (!modal || !panel) return;
    const restore = makeRestInert(panel);
    document.body.classList.add('scroll-locked');
    return () => {
      restore();
      document.body.classList.remove('scroll-locked');
    };
  }, [modal]);

  // Escape closes from inside the panel only; full screen, Tab goes round the panel's controls.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (modal) keepTabInside(event.currentTarget, event);
  };

  const typing = greeting || waiting;
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [entries.length, greeted, typing]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || waiting) return;
    finishGreetings();
    add('user', message);
    setDraft('');
    setWaiting(true);
    try {
      const { reply, conversationId: next } = await sendChatMessage({ message, conversationId: conversationId.current });
      conversationId.current = next;
      if (reply.trim()) add('bot', reply);
      else add('bot', i18n._(sharedMessages.chatEmptyReply));
    } catch {
      add('bot', i18n._(sharedMessages.chatFailure));
    } finally {
      setWaiting(false);
    }
  }

  // On a small screen the panel covers the page: following a link closes it so the page shows.
  const onLinkClick = () => {
    if (modal) onClose();
  };

  return (
    <section
      ref={panelRef}
      id="chat-panel"
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={`${open ? 'flex' : 'hidden'} fixed inset-0 z-50 h-dvh flex-col bg-white md:inset-auto md:bottom-24 md:right-6 md:h-[min(34rem,calc(100dvh-8rem))] md:w-96 md:rounded-2xl md:border md:border-gray-200 md:shadow-2xl`}
    >
      <header className="flex items-center justify-between gap-3 bg-brand-800 px-4 py-3 text-white md:rounded-t-2xl">
        <h2 id={titleId} className="text-base font-semibold">
          <Trans>Chat with {clubName}</Trans>
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-900 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">
            <Trans>Close chat</Trans>
          </span>
        </button>
      </header>

      <div ref={scrollRef} className="flex-1 overflow-y-auto px-4 py-4">
        <div role="log" aria-live="polite" aria-label={t`Conversation`} className="flex flex-col gap-3">
          {greetings.slice(0, greeted).map((text, index) => (
            <ChatMessage key={`greeting-${index}`} entry={{ id: -index, from: 'bot', text }} onLinkClick={onLinkClick} />
          ))}
          {entries.map((entry) => (
            <ChatMessage key={entry.id} entry={entry} onLinkClick={onLinkClick} />
          ))}
        </div>
        {typing && <TypingIndicator />}
        {/* Always present, so that a screen reader hears the text change. */}
        <p role="status" className="sr-only">
          {typing ? t`The assistant is typing…` : ''}
        </p>
      </div>

      <form method="post" onSubmit={onSubmit} className="flex items-center gap-2 border-t border-gray-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Your message</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          name="message"
          autoComplete="off"
          maxLength={MAX_TEXT}
          placeholder={t`Type your message...`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-11 flex-1 rounded-full border border-gray-400 px-4 text-sm text-gray-900 placeholder:text-gray-600"
        />
        <button
          type="submit"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-900"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">
            <Trans>Send</Trans>
          </span>
        </button>
      </form>
    </section>
  );
}

function ChatMessage({ entry, onLinkClick }: { entry: Entry; onLinkClick: () => void }) {
  const { t } = useLingui();
  const fromUser = entry.from === 'user';
  return (
    <p
      className={`max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2 text-sm ${
        fromUser ? 'self-end rounded-br-sm bg-brand-800 text-white' : 'self-start rounded-bl-sm bg-gray-100 text-gray-900'
      }`}
    >
      <span className="sr-only">{fromUser ? t`You: ` : t`Assistant: `}</span>
      {fromUser
        ? entry.text
        : splitReply(entry.text).map((part, index) =>
            part.kind === 'link' ? (
              <Link
                key={index}
                to={part.path}
                onClick={onLinkClick}
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
              >
                {part.path}
              </Link>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
    </p>
  );
}

function TypingIndicator() {
  return (
    <div
      data-testid="chat-typing"
      aria-hidden="true"
      className="mt-3 inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-gray-100 px-4 py-3"
    >
      {['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'].map((delay) => (
        <span key={delay} className={`size-2 rounded-full bg-gray-600 motion-safe:animate-bounce ${delay}`} />
      ))}
    </div>
  );
}
