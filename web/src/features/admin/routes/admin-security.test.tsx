import type { AccountChangeResponse, AccountSummary } from '@wfc/shared';
import { twoFactorMessages } from '@wfc/shared/auth/two-factor.messages';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import AdminPage from './admin-page';

/** The admin's Security view and the Users screen's two-factor reset (decision 020). */

const otto: AccountSummary = {
  _id: 'u3',
  name: 'Otto Operator',
  email: 'otto@example.org',
  role: 'operator',
  status: 'active',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSignInAt: null,
  twoFactorEnabled: true,
  inviteExpiresAt: null,
};
let routes: Record<string, (() => Response)[]>;
const calls: { url: string; method: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
      return routes[`${method} ${url}`]?.shift()?.() ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open(view: string) {
  render(
    <MemoryRouter>
      <AdminPage />
    </MemoryRouter>,
  );
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: view }));
}

describe('Security', () => {
  it('shows whether admins must use two-factor sign-in, and saves a change', async () => {
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/security-settings': [() => json({ requireTwoFactorForAdmins: false })],
      'PUT /api/admin/security-settings': [() => json({ requireTwoFactorForAdmins: true })],
    };
    await open('Security');
    expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for admins' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/sent to set it up as soon as she signs in/);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(twoFactorMessages.settingsSaved);
    expect(calls.at(-1)).toEqual({ url: '/api/admin/security-settings', method: 'PUT', body: { requireTwoFactorForAdmins: true } });
  });

  it("shows the server's refusal when her own two-factor sign-in is off", async () => {
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/security-settings': [() => json({ requireTwoFactorForAdmins: false })],
      'PUT /api/admin/security-settings': [() => failure(409, twoFactorMessages.requireOwnFirst, 'CONFLICT')],
    };
    await open('Security');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for admins' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.requireOwnFirst);
  });
});

describe('Users: resetting a lost phone', () => {
  it('asks first, resets, says so, and the badge and button go', async () => {
    routes = {
      'GET /api/admin/pending-enablers': [() => json([])],
      'GET /api/admin/users?limit=50': [() => json([otto], 200, { 'X-Total-Count': '1' })],
      'POST /api/admin/users/u3/two-factor/reset': [
        () =>
          json({
            message: twoFactorMessages.resetByAdmin,
            user: { ...otto, twoFactorEnabled: false },
            returnedCases: 0,
            returnedInquiries: 0,
          } satisfies AccountChangeResponse),
      ],
    };
    await open('Users');
    const row = (await screen.findByRole('heading', { level: 3, name: 'Otto Operator' })).closest('li')!;
    expect(within(row).getByText('Two-factor on')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reset two-factor of Otto Operator' }));
    expect(within(row).getByText(/Reset the two-factor sign-in of Otto Operator\?/)).toHaveFocus();
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByRole('button', { name: 'Reset two-factor of Otto Operator' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Reset two-factor of Otto Operator' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, reset' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(twoFactorMessages.resetByAdmin);
    expect(within(row).queryByText('Two-factor on')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Deactivate Otto Operator' })).toHaveFocus();
  });
});
