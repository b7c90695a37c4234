import type { SignInThrottleEntry } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import AdminPage from './admin-page';

const locked: SignInThrottleEntry = {
  email: 'ada@example.org',
  address: '203.0.113.66',
  failures: 5,
  addressFailures: 7,
  lastFailureAt: '2026-12-01T10:04:00.000Z',
  lockedUntil: '2026-12-01T10:15:00.000Z',
};
const counting: SignInThrottleEntry = {
  ...locked,
  email: 'otto@example.org',
  failures: 2,
  lastFailureAt: '2026-12-01T10:02:00.000Z',
  lockedUntil: null,
};

let listed: SignInThrottleEntry[];
let clearAnswer: () => Response;
const calls: { url: string; method: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  listed = [locked, counting];
  clearAnswer = () => {
    listed = listed.filter((entry) => entry !== locked);
    return json({ message: 'Throttle cleared. That address may try that e-mail again now.' });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (url === '/api/admin/pending-enablers') return json([]);
      if (url === '/api/admin/sign-in-throttles' && method === 'GET') return json(listed, 200, { 'X-Total-Count': String(listed.length) });
      if (url === '/api/admin/sign-in-throttles' && method === 'DELETE') return clearAnswer();
      return failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function openThrottles() {
  render(<AdminPage />, { wrapper: MemoryRouter });
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Sign-in throttles' }));
  return screen.findByRole('table', { name: 'Sign-in throttles, the most recent failure first' });
}

describe('the admin Sign-in throttles', () => {
  it('lists each e-mail with its address, failures and until when it is locked, in a scrollable, labelled table', async () => {
    const table = await openThrottles();
    expect(screen.getByRole('region', { name: 'Table of sign-in throttles' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['E-mail', 'Address', 'Failures', 'Last failure', 'Locked until', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('ada@example.org')).toBeInTheDocument();
    expect(within(first!).getByText('203.0.113.66')).toBeInTheDocument();
    expect(within(first!).getByText('7 from this address in all')).toBeInTheDocument();
    expect(first!.querySelector('time[datetime="2026-12-01T10:15:00.000Z"]')).not.toBeNull();
    expect(within(second!).getByText('Not locked')).toBeInTheDocument();
  });

  it('clears one after asking, with the e-mail in the body and not the URL, then shows the list again', async () => {
    await openThrottles();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the throttle of ada@example.org from 203.0.113.66' }));
    const question = screen.getByText(/^Clear the throttle of ada@example\.org from 203\.0\.113\.66\?/);
    expect(question).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Throttle cleared. That address may try that e-mail again now.');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { url: '/api/admin/sign-in-throttles', method: 'DELETE', body: { email: 'ada@example.org', address: '203.0.113.66' } },
    ]);
    await vi.waitFor(() => expect(screen.queryByText('ada@example.org')).not.toBeInTheDocument());
    expect(screen.getByText('otto@example.org')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign-in throttles' })).toHaveFocus();
  });

  it('puts the focus back on Clear when the question is cancelled', async () => {
    await openThrottles();
    const clear = screen.getByRole('button', { name: 'Clear the throttle of otto@example.org from 203.0.113.66' });
    await userEvent.click(clear);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, clear' })).not.toBeInTheDocument();
    expect(clear).toHaveFocus();
  });

  it("shows the server's message when the throttle had already ended, and the empty state once none is left", async () => {
    clearAnswer = () => {
      listed = [];
      return failure(404, 'That throttle has already ended.', 'NOT_FOUND');
    };
    await openThrottles();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the throttle of ada@example.org from 203.0.113.66' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That throttle has already ended.');
    expect(await screen.findByText('No sign-in throttles: nobody has failed to sign in in the last 15 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
