import type { AccountChangeResponse, AccountSummary } from '@wfc/shared';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { UsersPanel } from './users-panel';

const iva: AccountSummary = {
  _id: 'u7',
  name: 'Iva Invited',
  email: 'iva@example.org',
  role: 'operator',
  status: 'invited',
  createdAt: '2026-12-14T09:00:00.000Z',
  lastSignInAt: null,
  twoFactorEnabled: false,
  inviteExpiresAt: '2026-12-21T09:00:00.000Z',
};
const calls: { url: string; method: string; body?: unknown }[] = [];
let listed: AccountSummary[];

beforeEach(() => {
  calls.length = 0;
  listed = [];
  const routes: Record<string, () => Response> = {
    'GET /api/admin/users?limit=50': () => json(listed, 200, { 'X-Total-Count': String(listed.length) }),
    'POST /api/admin/users/invite': () => {
      listed = [iva];
      return json(
        {
          message: 'Invitation sent. She chooses her own password through the link in it, within 7 days.',
          user: iva,
          returnedCases: 0,
          returnedInquiries: 0,
        } satisfies AccountChangeResponse,
        201,
      );
    },
    'POST /api/admin/users/u7/invite': () =>
      json({
        message: 'A new invitation was sent. The earlier link no longer works.',
        user: { ...iva, inviteExpiresAt: '2026-12-22T09:00:00.000Z' },
        returnedCases: 0,
        returnedInquiries: 0,
      } satisfies AccountChangeResponse),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
      return routes[`${method} ${url}`]?.() ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('inviting staff on the Users screen (issue 26)', () => {
  it('invites with name, e-mail, role and her language, with no password, then lists her as invited with Resend invitation', async () => {
    render(<UsersPanel />);
    await screen.findByText('No accounts match');
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const form = screen.getByRole('region', { name: 'Invite user' });
    expect(within(form).getByRole('heading', { name: 'Invite user' })).toHaveFocus();
    expect(within(form).queryByLabelText(/password/i)).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Iva Invited');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'iva@example.org');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Language of her e-mails' }), 'ml');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Invitation sent.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/admin/users/invite',
      method: 'POST',
      body: { name: 'Iva Invited', email: 'iva@example.org', role: 'operator', language: 'ml' },
    });

    const row = (await screen.findByRole('heading', { level: 3, name: 'Iva Invited' })).closest('li')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('Invitation link works until')).toBeInTheDocument();
    const resend = within(row).getByRole('button', { name: 'Resend invitation to Iva Invited' });
    await userEvent.click(resend);
    expect(await within(row).findByRole('status')).toHaveTextContent('A new invitation was sent. The earlier link no longer works.');
    expect(calls.at(-1)).toEqual({ url: '/api/admin/users/u7/invite', method: 'POST' });
    expect(resend).toHaveFocus();
  }, 20_000);

  it("shows the server's messages under the fields", async () => {
    vi.mocked(fetch).mockImplementation(async (url) =>
      String(url).includes('invite')
        ? json(
            {
              error: 'Bad Request',
              message: 'Please enter the name.',
              code: 'VALIDATION_FAILED',
              fields: { name: 'Please enter the name.' },
            },
            400,
          )
        : json([], 200, { 'X-Total-Count': '0' }),
    );
    render(<UsersPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please enter the name.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the name.');
  }, 20_000);
});
