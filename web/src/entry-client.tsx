import type { I18n } from '@lingui/core';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { htmlLangOf, localeOfPath, pageLocaleOfPath, pseudoLocale, pseudoLocaleTag } from '@wfc/shared';
import { App } from './app/app';
import { StaffSignInExpiryHandler } from './features/sign-in-state/staff-sign-in-expiry';
import { captureEarlyInput } from './lib/early-input';
import { embeddedI18n, loadI18n } from './lib/i18n';
import { readEmbeddedData } from './lib/initial-data';
import { BrowserRouter } from './lib/router';
import './styles.css';

const found = document.getElementById('root');
if (!found) throw new Error('The page has no #root element');
const container: HTMLElement = found;

// The page's language is its path's (`/ml/...`). A rendered page carries its messages; the staff
// screens' shell downloads only its language's, before rendering, so the first render matches.
// A `/pseudo` path is a pseudo-locale page only when the server rendered one (PSEUDO_LOCALE set);
// otherwise the server answered with the English 404 page, which is hydrated as such.
const pathLocale = pageLocaleOfPath(window.location.pathname);
const locale =
  pathLocale === pseudoLocale && document.documentElement.lang !== pseudoLocaleTag ? localeOfPath(window.location.pathname) : pathLocale;
document.documentElement.lang = htmlLangOf(locale);

function start(i18n: I18n) {
  // No transitions (the router's moves are not, lib/router.tsx): a move to a screen whose code has not arrived shows the loading state at once,
  // rather than keeping the old screen, whose fields took what was typed and then vanished with
  // it when the new screen came (issue 26). A field, once shown, stays (docs/architecture.md).
  const hydrating = container.hasChildNodes();
  const app = (
    <App
      data={readEmbeddedData()}
      hydrating={hydrating}
      i18n={i18n}
      router={({ children }) => (
        <BrowserRouter>
          <StaffSignInExpiryHandler />
          {children}
        </BrowserRouter>
      )}
    />
  );

  // Prerendered pages are hydrated (keeping what was typed before each field is hydrated, which for
  // a lazy screen is once its code has arrived); the staff dashboards' shell is rendered from scratch.
  // Hydration runs as a transition: React does it in slices of a few milliseconds and yields to the
  // browser between them, so the page answers a tap while it hydrates instead of blocking the main
  // thread for the whole page at once (issue 39: the page's total blocking time). A click or a key
  // on a part not yet hydrated makes React hydrate that part first.
  if (hydrating) {
    captureEarlyInput(container);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const embedded = embeddedI18n(locale);
if (embedded) start(embedded);
else void loadI18n(locale).then(start);
