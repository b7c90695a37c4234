import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '../../../testing/library';
import { ChatLauncher } from './chat-launcher';

/** Where each element lies on a 375 × 667 screen: jsdom lays nothing out, so the test says it. */
function placeAt(element: Element, box: { top: number; left: number; width: number; height: number }) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    ...box,
    right: box.left + box.width,
    bottom: box.top + box.height,
    x: box.left,
    y: box.top,
    toJSON: () => box,
  } as DOMRect);
}

function renderPage(answerShown: boolean) {
  render(
    <MemoryRouter initialEntries={['/membership']}>
      <form method="post" aria-label="Sign up">
        <button type="submit">SUBSCRIBE</button>
        {answerShown && <div role="status">Successfully submitted!</div>}
      </form>
      <ChatLauncher />
    </MemoryRouter>,
  );
  const launcher = screen.getByRole('button', { name: 'Chat with us' });
  // The launcher sits at the bottom right of a 375 px screen.
  placeAt(launcher, { top: 603, left: 207, width: 152, height: 48 });
  placeAt(screen.getByRole('button', { name: 'SUBSCRIBE' }), { top: 300, left: 16, width: 343, height: 48 });
  return launcher;
}

afterEach(() => vi.restoreAllMocks());

describe('the floating chat launcher (issue 38)', () => {
  it('steps aside while it would cover a form’s answer, and comes back once the answer is clear of it', async () => {
    const launcher = renderPage(true);
    const answer = screen.getByRole('status');
    placeAt(answer, { top: 590, left: 16, width: 343, height: 64 });
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(launcher).toHaveClass('invisible'));

    placeAt(answer, { top: 380, left: 16, width: 343, height: 64 });
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(launcher).not.toHaveClass('invisible'));
    expect(launcher).toBeVisible();
  });

  it('steps aside from a form’s button too, and stays where nothing of a form is under it', async () => {
    const launcher = renderPage(false);
    act(() => void fireEvent.scroll(window));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(launcher).not.toHaveClass('invisible');

    placeAt(screen.getByRole('button', { name: 'SUBSCRIBE' }), { top: 610, left: 16, width: 343, height: 48 });
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(launcher).toHaveClass('invisible'));
  });
});
