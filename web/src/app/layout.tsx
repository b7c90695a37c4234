import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, type ReactNode } from 'react';
import { pageLocaleOfPath, unlocalizedPath } from '@wfc/shared';
import { useLocation, usePagePath } from '../lib/router';
import { ChatLauncher } from '../features/chat/components/chat-launcher';
import { Footer } from '../features/footer/components/footer';
import { LanguageOffer } from '../features/language-offer/components/language-offer';
import { Navbar } from '../features/navigation/components/navbar';
import { followSection } from '../lib/scroll';

/**
 * The page the server rendered, whose <title> came with its HTML; the staff screens' shell arrives
 * empty (and with the shell's title), so its first screen sets its own.
 */
let serverTitled: { path: string; locale: string } | undefined =
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes()
    ? { path: unlocalizedPath(window.location.pathname), locale: pageLocaleOfPath(window.location.pathname) }
    : undefined;

/** Every page: skip link, navigation bar, the page (`children`, the matched screen), footer. */
export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const pagePath = usePagePath();
  const { i18n } = useLingui();

  // A blog post's page sets its own title once its post is read. The titles load after the page
  // (the first one is in the HTML), keeping them out of the first load's JavaScript.
  useEffect(() => {
    // The page the server rendered has its title already: the titles wait for the next page (issue 39).
    if (serverTitled?.path === pagePath && serverTitled.locale === i18n.locale) {
      serverTitled = undefined;
      return;
    }
    let current = true;
    void import('./page-meta').then(({ isArticlePath, metaFor }) => {
      if (current && !isArticlePath(pagePath)) document.title = metaFor(pagePath, i18n).title;
    });
    return () => {
      current = false;
    };
  }, [pagePath, i18n]);

  // A link to a section (/#enablers) scrolls to it, and keeps it there while the page's data arrives; other navigation starts at the top.
  useEffect(() => {
    const alreadyScrolled = (location.state as { scrolled?: boolean } | null)?.scrolled;
    if (alreadyScrolled) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0 });
      return;
    }
    let stopFollowing = () => {};
    const frame = requestAnimationFrame(() => (stopFollowing = followSection(id)));
    return () => {
      cancelAnimationFrame(frame);
      stopFollowing();
    };
  }, [location.key, location.pathname, location.hash, location.state]);

  return (
    <div className="flex min-h-dvh flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
      <ChatLauncher />
      <LanguageOffer />
    </div>
  );
}

function PageLoading() {
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-gray-700">
      <Trans>Loading…</Trans>
    </div>
  );
}
