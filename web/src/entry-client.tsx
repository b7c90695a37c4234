import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { SessionExpiryHandler } from './features/session/session-expiry';
import { captureEarlyInput } from './lib/early-input';
import { readEmbeddedData } from './lib/initial-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <App
    data={readEmbeddedData()}
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
