import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web project runs its files in one module graph (isolate: false, web/vitest.config.ts), which
// saves most of its import time. The site's own modules keep state (the staff sign-in store, the API
// cache, early input): each file gets them fresh, so no file sees what another left behind. The
// libraries (React, Testing Library) stay loaded.
vi.resetModules();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
