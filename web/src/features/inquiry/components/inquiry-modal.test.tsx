import { act, fireEvent, render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InquiryModal, { INQUIRY_AUTO_CLOSE_MS } from './inquiry-modal';

const enabler = { id: 2, name: 'Meera Pillai' };

function reply(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Nisha');
  await user.type(screen.getByLabelText('Email'), 'nisha@example.org');
  await user.type(screen.getByLabelText('Message'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('InquiryModal', () => {
  it('is a labelled dialog with the placeholder for the first name, and the focus starts in the name field', () => {
    render(<InquiryModal enabler={enabler} returnFocusTo={null} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Connect with Meera Pillai' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('placeholder', 'Hi Meera, I would like to connect with you...');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('sends name, email, question and the enabler, then shows ✓, clears the fields and closes after 2 s', async () => {
    vi.useFakeTimers();
    const fetch = reply(201, { _id: 'x', message: 'Inquiry submitted successfully!' });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(<InquiryModal enabler={enabler} returnFocusTo={null} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nisha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nisha@example.org' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
      name: 'Nisha',
      email: 'nisha@example.org',
      question: 'Hello',
      enabler: 'Meera Pillai',
      enablerId: 2,
    });
    expect(screen.getByText('✓ Inquiry submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Closing in 2 seconds...');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');

    act(() => vi.advanceTimersByTime(INQUIRY_AUTO_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows ✗ Error: with the server's error field and keeps the values", async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, {
        error: 'Please enter a valid email address.',
        message: 'Please enter a valid email address.',
        code: 'VALIDATION_FAILED',
      }),
    );
    const onClose = vi.fn();
    render(<InquiryModal enabler={enabler} returnFocusTo={null} onClose={onClose} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('✗ Error: Please enter a valid email address.');
    expect(screen.getByLabelText('Name')).toHaveValue('Nisha');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server error text when the request fails or the reply is unreadable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { unmount } = render(<InquiryModal enabler={enabler} returnFocusTo={null} onClose={() => undefined} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('✗ Server error. Please try again later.');
    unmount();

    vi.stubGlobal('fetch', reply(500, '<h1>oops</h1>'));
    render(<InquiryModal enabler={enabler} returnFocusTo={null} onClose={() => undefined} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('✗ Server error. Please try again later.');
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    const onClose = vi.fn();
    const { unmount } = render(<InquiryModal enabler={enabler} returnFocusTo={opener} onClose={onClose} />);
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
