import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, pagedJson } from '../../../testing/responses';
import AdminPage from './admin-page';

let pending: { _id: string; name: string; email: string; role: string; createdAt: string; emailVerified: boolean }[];
let createResponse: () => Response;
/** The server's page size for the pending list in a test; the screen asks for 50. */
let pageSize: number;
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  pageSize = 50;
  pending = [
    { _id: 'u1', name: 'Ana Rao', email: 'ana@example.com', role: 'enabler', createdAt: '2025-01-01T00:00:00.000Z', emailVerified: true },
    {
      _id: 'u2',
      name: 'Omar Pillai',
      email: 'omar@example.com',
      role: 'operator',
      createdAt: '2025-01-02T00:00:00.000Z',
      emailVerified: false,
    },
  ];
  createResponse = () => json({ message: 'User created successfully', user: {} }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET')
        return url.startsWith('/api/admin/pending-enablers') ? pagedJson(pending, url, pageSize) : json(pending);
      posts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/admin/approve-enabler/')) {
        pending = pending.filter((user) => !url.endsWith(user._id));
        return json({ message: 'Account approved', user: {} });
      }
      if (url.startsWith('/api/admin/reject/')) {
        pending = pending.filter((user) => !url.endsWith(user._id));
        return json({ message: 'Request rejected' });
      }
      return createResponse();
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('AdminPage', () => {
  it('lists pending accounts with their role and approves one', async () => {
    render(<AdminPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
    const ana = (await screen.findByText('ana@example.com')).closest('li')!;
    expect(within(ana).getByText('Ana Rao')).toBeInTheDocument();
    expect(within(ana).getByText('Enabler')).toBeInTheDocument();
    expect(within(screen.getByText('omar@example.com').closest('li')!).getByText('Operator')).toBeInTheDocument();
    await userEvent.click(within(ana).getByRole('button', { name: 'Approve Ana Rao' }));
    expect(posts).toEqual([{ url: '/api/admin/approve-enabler/u1', body: undefined }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Account approved');
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('omar@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Enabler Requests' })).toHaveFocus();
  });

  it('shows a page of pending accounts and the rest on Load more', async () => {
    pageSize = 1;
    render(<AdminPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText('omar@example.com')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('omar@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('says whether each address is confirmed', async () => {
    render(<AdminPage />, { wrapper: MemoryRouter });
    const ana = (await screen.findByText('ana@example.com')).closest('li')!;
    expect(within(ana).getByText('E-mail confirmed')).toBeInTheDocument();
    expect(within(screen.getByText('omar@example.com').closest('li')!).getByText('E-mail not confirmed yet')).toBeInTheDocument();
  });

  it('rejects a request only after asking, and can keep it', async () => {
    render(<AdminPage />, { wrapper: MemoryRouter });
    const omar = (await screen.findByText('omar@example.com')).closest('li')!;
    await userEvent.click(within(omar).getByRole('button', { name: 'Reject Omar Pillai' }));
    expect(within(omar).getByRole('group', { name: 'Reject Omar Pillai?' })).toBeInTheDocument();
    await userEvent.click(within(omar).getByRole('button', { name: 'Keep it' }));
    expect(posts).toEqual([]);
    await userEvent.click(within(omar).getByRole('button', { name: 'Reject Omar Pillai' }));
    await userEvent.click(within(omar).getByRole('button', { name: 'Yes, reject' }));
    expect(posts).toEqual([{ url: '/api/admin/reject/u2', body: undefined }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Request rejected');
    expect(screen.queryByText('omar@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Enabler Requests' })).toHaveFocus();
  });

  it('says No pending requests when there are none', async () => {
    pending = [];
    render(<AdminPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
  });

  it('creates a user (Operator by default), confirms and clears the form', async () => {
    render(<AdminPage />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('link', { name: 'Create User' }));
    expect(screen.getByRole('link', { name: 'Create User', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create New User' })).toBeInTheDocument();
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('operator');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Operator', 'Enabler', 'Admin']);
    await userEvent.type(screen.getByLabelText('Name'), 'Nila');
    await userEvent.type(screen.getByLabelText('Email'), 'nila@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.selectOptions(role, 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User created successfully');
    expect(posts[0]).toEqual({
      url: '/api/admin/create-user',
      body: { name: 'Nila', email: 'nila@example.com', password: 'long-password', role: 'admin' },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Role')).toHaveValue('operator');
  });

  it("shows the server's message when creating fails", async () => {
    createResponse = () => json({ error: 'Email already registered', message: 'Email already registered', code: 'EMAIL_TAKEN' }, 409);
    render(<AdminPage />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('link', { name: 'Create User' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
  });
});
