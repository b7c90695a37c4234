import type { AccountChangeResponse, AccountSummary } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import AdminPage from './admin-page';

function accountOf(overrides: Partial<AccountSummary>): AccountSummary {
  return {
    _id: 'u1',
    name: 'Ada Admin',
    email: 'ada@example.org',
    role: 'admin',
    status: 'active',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastSignInAt: '2026-11-29T09:00:00.000Z',
    twoFactorEnabled: false,
    inviteExpiresAt: null,
    ...overrides,
  };
}

const ena = accountOf({ _id: 'u2', name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler', lastSignInAt: null });
const calls: { url: string; method: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  const routes: Record<string, () => Response> = {
    'GET /api/admin/pending-enablers': () => json([]),
    'GET /api/admin/users?limit=50': () =>
      json([ena, accountOf({})], 200, { 'X-Total-Count': '3', Link: '</api/admin/users?limit=50&cursor=k2>; rel="next"' }),
    'GET /api/admin/users?limit=50&cursor=k2': () =>
      json([accountOf({ _id: 'u3', name: 'Otto Operator', email: 'otto@example.org', role: 'operator', status: 'deactivated' })], 200, {
        'X-Total-Count': '3',
      }),
    'GET /api/admin/users?limit=50&q=ena&role=enabler&status=active': () => json([ena], 200, { 'X-Total-Count': '1' }),
    'POST /api/admin/users/u2/deactivate': () =>
      json({
        message: 'Account deactivated.',
        user: { ...ena, status: 'deactivated' },
        returnedCases: 2,
        returnedInquiries: 1,
      } satisfies AccountChangeResponse),
    'POST /api/admin/users/u1/role': () =>
      failure(409, 'This is the last active admin. Make another account an admin first.', 'LAST_ADMIN'),
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

async function openUsers() {
  render(<AdminPage />, { wrapper: MemoryRouter });
  const menu = screen.getByRole('navigation', { name: 'Admin menu' });
  const labels = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(labels.slice(0, 3)).toEqual(['Pending Requests', 'Create User', 'Users']);
  await userEvent.click(within(menu).getByRole('link', { name: 'Users' }));
  await screen.findByRole('heading', { level: 3, name: 'Ena Enabler' });
}

/** A role or state badge, read as a screen reader hears it ("Role: Admin"). */
const badgeIn = (row: HTMLElement, text: string) =>
  within(row).getByText(
    (_, element) => element?.tagName === 'SPAN' && element.firstElementChild?.className === 'sr-only' && element.textContent === text,
  );

const rowOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('the admin Users screen', () => {
  it('lists each account with its role, state, sign-in and count, and loads the next page', async () => {
    await openUsers();
    const row = rowOf('Ena Enabler');
    expect(within(row).getByText('ena@example.org')).toBeInTheDocument();
    expect(badgeIn(row, 'Role: Enabler')).toBeInTheDocument();
    expect(badgeIn(row, 'State: Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const otto = (await screen.findByRole('heading', { level: 3, name: 'Otto Operator' })).closest('li')!;
    expect(badgeIn(otto, 'State: Deactivated')).toBeInTheDocument();
    expect(within(otto).getByRole('button', { name: 'Reactivate Otto Operator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name or e-mail and filters by role and state', async () => {
    await openUsers();
    const search = screen.getByRole('search', { name: 'Find accounts' });
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'Role' }), 'Enabler');
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'State' }), 'Active');
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Name or e-mail' }), 'ena');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/admin/users?limit=50&q=ena&role=enabler&status=active');
  });

  it('asks before deactivating, saying her open cases go back to the queue, and tells what happened', async () => {
    await openUsers();
    const row = rowOf('Ena Enabler');
    const deactivate = within(row).getByRole('button', { name: 'Deactivate Ena Enabler' });
    await userEvent.click(deactivate);
    const question = within(row).getByText(/Her open cases go back to the queue/);
    expect(question).toHaveFocus();
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByRole('button', { name: 'Deactivate Ena Enabler' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate Ena Enabler' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, deactivate' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(
      'Account deactivated. 2 open cases went back to the queue. 1 unanswered inquiry went to the operators.',
    );
    expect(badgeIn(row, 'State: Deactivated')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reactivate Ena Enabler' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/users/u2/deactivate']);
  });

  it('saves a new role and shows the server refusal for the last admin', async () => {
    await openUsers();
    const row = rowOf('Ada Admin');
    const save = within(row).getByRole('button', { name: 'Save role' });
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Role of Ada Admin' }), 'Operator');
    await userEvent.click(save);
    expect(await within(row).findByRole('alert')).toHaveTextContent('This is the last active admin. Make another account an admin first.');
    expect(calls.at(-1)).toEqual({ url: '/api/admin/users/u1/role', method: 'POST', body: { role: 'operator' } });
    expect(badgeIn(row, 'Role: Admin')).toBeInTheDocument();
    expect(save).toHaveFocus();
  });
});
