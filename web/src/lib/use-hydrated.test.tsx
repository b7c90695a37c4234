import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../testing/library';
import { Hydration, useHydrated } from './use-hydrated';

function Clock() {
  return <p>{useHydrated() ? 'the visitor’s clock' : 'the server’s clock'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useHydrated (issue 39: switched after hydration in a transition)', () => {
  it('is false in the server’s render and while the page hydrates, then true, with no mismatch', async () => {
    const app = (
      <Hydration hydrating>
        <Clock />
      </Hydration>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('the server’s clock');

    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError });
    });
    expect(container.textContent).toBe('the visitor’s clock');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('is true from the first render of a screen rendered from scratch, and false with no Hydration above', () => {
    render(<Clock />);
    expect(screen.getByText('the visitor’s clock')).toBeInTheDocument();
    expect(renderToString(<Clock />)).toContain('the server’s clock');
  });
});
