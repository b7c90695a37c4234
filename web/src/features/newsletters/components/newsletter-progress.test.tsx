import userEvent from '@testing-library/user-event';
import type { Newsletter } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '../../../testing/library';
import { json } from '../../../testing/responses';
import { POLL_INTERVAL_MS } from '../lib/use-progress-polling';
import { sendingNewsletter, stubNewsletterApi, type Call, type Handler } from '../testing/newsletters';
import { NewsletterEditor } from './newsletter-editor';

let routes: Record<string, Handler>;
let calls: Call[];
const reads = () => calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/newsletters/n1');
/** The fake clock moves on by `ms`, the answers it lets through read. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  routes = {
    'POST /api/admin/newsletters/n1/pause': () => json(sendingNewsletter({ status: 'paused' })),
    'POST /api/admin/newsletters/n1/resume': () => json(sendingNewsletter()),
    'POST /api/admin/newsletters/n1/cancel': () =>
      json(
        sendingNewsletter({
          status: 'cancelled',
          finishedAt: '2026-12-01T05:00:00.000Z',
          counts: { total: 200, waiting: 0, sent: 120, failed: 3, unsubscribed: 1, cancelled: 76 },
        }),
      ),
  };
  calls = stubNewsletterApi(routes);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (newsletter: Newsletter) => render(<NewsletterEditor stored={newsletter} onClose={() => undefined} />);

describe('a newsletter going out', () => {
  it('shows its progress read-only: a labelled bar, the counts and why it paused itself', () => {
    open(
      sendingNewsletter({
        status: 'paused',
        pauseReason: 'Paused by itself: 20 messages in a row failed. Please check the mail server, then resume.',
      }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Done: 124 of 200 members' });
    expect(bar).toHaveAttribute('value', '124');
    expect(bar).toHaveAttribute('max', '200');
    const counts = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([counts('Waiting'), counts('Sent'), counts('Failed'), counts('Unsubscribed since')]).toEqual(['76', '120', '3', '1']);
    expect(screen.queryByText('Cancelled', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Paused by itself: 20 messages in a row failed.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Status: Paused')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads it again every 3 seconds while it goes out, and stops once it is sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer = sendingNewsletter({ counts: { total: 200, waiting: 36, sent: 160, failed: 3, unsubscribed: 1, cancelled: 0 } });
    routes['GET /api/admin/newsletters/n1'] = () => json(answer);
    open(sendingNewsletter());
    await wait(POLL_INTERVAL_MS - 1);
    expect(reads()).toHaveLength(0);
    await wait(1);
    expect(reads()).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Done: 164 of 200 members' })).toBeInTheDocument();

    answer = sendingNewsletter({
      status: 'sent',
      finishedAt: '2026-12-01T05:00:00.000Z',
      counts: { total: 200, waiting: 0, sent: 196, failed: 3, unsubscribed: 1, cancelled: 0 },
    });
    await wait(POLL_INTERVAL_MS);
    expect(reads()).toHaveLength(2);
    expect(screen.getByText('Status: Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await wait(POLL_INTERVAL_MS * 5);
    expect(reads()).toHaveLength(2);
  });

  it('stops reading when the screen goes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    routes['GET /api/admin/newsletters/n1'] = () => json(sendingNewsletter());
    const view = open(sendingNewsletter());
    await wait(POLL_INTERVAL_MS);
    expect(reads()).toHaveLength(1);
    view.unmount();
    await wait(POLL_INTERVAL_MS * 5);
    expect(reads()).toHaveLength(1);
  });

  it('keeps reading after a failed read, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    routes['GET /api/admin/newsletters/n1'] = () => json({ error: 'Bad Gateway', message: 'Bad gateway', code: 'BAD_GATEWAY' }, 502);
    open(sendingNewsletter());
    await wait(POLL_INTERVAL_MS);
    expect(screen.getByText('The progress could not be read just now; trying again.')).toBeInTheDocument();
    routes['GET /api/admin/newsletters/n1'] = () => json(sendingNewsletter({ status: 'sent' }));
    await wait(POLL_INTERVAL_MS);
    expect(reads()).toHaveLength(2);
    expect(screen.queryByText('The progress could not be read just now; trying again.')).not.toBeInTheDocument();
  });

  it('pauses and resumes with one button that keeps the focus', async () => {
    routes['GET /api/admin/newsletters/n1'] = () => json(sendingNewsletter());
    open(sendingNewsletter());
    const pause = screen.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    expect(await screen.findByText('Sending is paused. Nothing more goes out until you resume it.')).toBeInTheDocument();
    expect(screen.getByText('Status: Paused')).toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(resume).toBe(pause);
    expect(resume).toHaveFocus();
    await userEvent.click(resume);
    expect(await screen.findByText('Sending resumed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/newsletters/n1/pause',
      '/api/admin/newsletters/n1/resume',
    ]);
  });

  it('cancels only after saying how many members will not get it', async () => {
    routes['GET /api/admin/newsletters/n1'] = () => json(sendingNewsletter());
    open(sendingNewsletter());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this newsletter?' });
    expect(dialog).toHaveAccessibleDescription('76 members who have not got it yet will not get it. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep sending' }));
    expect(calls.some((call) => call.url.endsWith('/cancel'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel sending' }));
    expect(await screen.findByText('The newsletter is cancelled. Members who have not got it yet will not get it.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/newsletters/n1/cancel', body: undefined });
    expect(screen.getByText('Cancelled', { selector: 'dt' }).nextElementSibling).toHaveTextContent('76');
    expect(screen.getByRole('heading', { name: 'December meet-up in Kochi' })).toHaveFocus();
  });
});
