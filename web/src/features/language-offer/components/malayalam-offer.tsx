import { localizedPath } from '@wfc/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from '../../../lib/router';
import { readOfferChoice, rememberOfferChoice } from '../lib/offer-choice';

/**
 * The offer of this page in Malayalam, to a visitor whose browser prefers Malayalam (issue 18:
 * "offered, never forced"): in Malayalam and English, since she reads the first and the page is in
 * the second. A link, never a redirect; once she follows it or dismisses it, it is not offered again.
 * Fixed above the chat button, so it moves nothing on the page, and it takes no focus. While it is
 * shown the page scrolls what has the focus clear of it (WCAG 2.4.11, focus not obscured).
 */
export function MalayalamOffer() {
  const { pathname, search, hash } = useLocation();
  const [answered, setAnswered] = useState(() => readOfferChoice() !== undefined);
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  // Measured as it is laid out, before the browser paints it.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const root = document.documentElement;
    const keepClear = () => {
      root.style.scrollPaddingBottom = `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top) + 8}px`;
    };
    keepClear();
    window.addEventListener('resize', keepClear);
    return () => {
      window.removeEventListener('resize', keepClear);
      root.style.scrollPaddingBottom = '';
    };
  }, [answered]);
  if (answered) return null;

  const dismiss = () => {
    rememberOfferChoice('dismissed');
    setAnswered(true);
  };
  return (
    <section
      ref={box}
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-20 z-30 flex items-start gap-2 rounded-xl border border-brand-700 bg-white p-4 text-sm text-gray-900 shadow-lg sm:bottom-24 md:inset-x-auto md:bottom-6 md:left-6 md:max-w-sm"
    >
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold">
          <span lang="ml">ഈ പേജ് മലയാളത്തിലും ലഭ്യമാണ്.</span> <span>This page is also in Malayalam.</span>
        </p>
        <a
          href={localizedPath('ml', pathname) + search + hash}
          hrefLang="ml"
          lang="ml"
          onClick={() => rememberOfferChoice('ml')}
          className="mt-2 inline-flex min-h-11 items-center rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          മലയാളത്തിൽ വായിക്കുക
        </a>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss: stay in English"
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </section>
  );
}
