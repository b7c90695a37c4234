import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, MemoryRouter } from '../lib/router';
import { render, screen } from '../testing/library';
import { failure } from '../testing/responses';
import OtherScreens from './other-screens';

/** The table of every page but the home page: one page a path, and the 404 page only for a path it lacks. */

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => failure(404, 'Not found', 'NOT_FOUND')),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  render(
    <MemoryRouter history={createMemoryHistory({ initialEntries: [path] })}>
      <Suspense fallback={<p>Loading…</p>}>
        <OtherScreens />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('the other pages’ table', () => {
  it('shows the page its path names, and not the 404 page beside it', async () => {
    renderAt('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the 404 page for a path it lacks', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
  });
});
