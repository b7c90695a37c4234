import { NAV_SCROLL_OFFSET } from '../config/site';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Scrolls smoothly to a section so that it lands 80 px below the top, under the fixed navigation bar. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - NAV_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/** How long a page may keep growing (data arriving above the section) before the scroll lets go. */
const SETTLE_MS = 3000;

/**
 * Scrolls to a section of a page that may still be loading, and keeps it in place while content
 * above it arrives and the page grows, until the visitor scrolls themselves or SETTLE_MS passes.
 * Returns a function that stops following.
 */
export function followSection(id: string): () => void {
  scrollToSection(id);
  const page = document.getElementById('main');
  if (!page || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => scrollToSection(id));
  observer.observe(page);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of events) window.removeEventListener(event, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const event of events) window.addEventListener(event, stop, { passive: true });
  return stop;
}
