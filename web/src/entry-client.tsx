import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { localeOfPath } from '@wfc/shared';
import { App } from './app/app';
import { SessionExpiryHandler } from './features/session/session-expiry';
import { captureEarlyInput } from './lib/early-input';
import { loadI18n } from './lib/i18n';
import { readEmbeddedData } from './lib/initial-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's language is its path's (`/ml/...`); only that language's messages are downloaded, and
// before hydrating, so the first render matches the server's HTML.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;

void loadI18n(locale).then((i18n) => {
  const app = (
    <App
      data={readEmbeddedData()}
      i18n={i18n}
      router={({ children }) => (
        <BrowserRouter>
          <SessionExpiryHandler />
          {children}
        </BrowserRouter>
      )}
    />
  );

  // Prerendered pages are hydrated (keeping what was typed before this script ran); the staff
  // dashboards' shell is rendered from scratch.
  if (container.hasChildNodes()) {
    captureEarlyInput(container);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
