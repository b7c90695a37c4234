import type { Member } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import { MembersPanel } from './members-panel';

function memberOf(overrides: Partial<Member>): Member {
  return {
    _id: 'm1',
    firstName: 'Asha',
    lastName: 'Varghese',
    email: 'asha@example.org',
    jobFunction: 'translator',
    vertical: 'education',
    interests: ['mentor', 'events'],
    hearAbout: 'friend',
    emailPermission: true,
    confirmedAt: '2026-11-30T10:00:00.000Z',
    unsubscribedAt: null,
    createdAt: '2026-11-30T09:00:00.000Z',
    ...overrides,
  };
}

const requested: string[] = [];
let routes: Record<string, () => Response>;

beforeEach(() => {
  requested.length = 0;
  routes = {
    'GET /api/members?limit=50': () =>
      json(
        [
          memberOf({ bulkMailRefused: null }),
          memberOf({
            _id: 'm2',
            firstName: 'Bindu',
            lastName: 'Nair',
            email: 'bindu@example.com',
            confirmedAt: null,
            emailPermission: false,
            bulkMailRefused: { reason: 'SMTP 550: 5.1.1 No such user', since: '2026-12-01T09:00:00.000Z' },
          }),
        ],
        200,
        { 'X-Total-Count': '2' },
      ),
    'GET /api/members?vertical=tech&limit=50': () =>
      json([memberOf({ _id: 'm2', firstName: 'Bindu', lastName: 'Nair', email: 'bindu@example.com' })], 200, { 'X-Total-Count': '1' }),
    'GET /api/members?vertical=tech&q=nair&limit=50': () => json([], 200, { 'X-Total-Count': '0' }),
    'POST /api/members/m1/erase': () => json({ message: 'The member has been erased.' }),
    'GET /api/members/export?vertical=tech': () =>
      new Response('\uFEFFFirst name\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="members-2026-11-30.csv"' },
      }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      requested.push(key);
      return routes[key]?.() ?? json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the Members screen', () => {
  it('lists members with the count, narrows by a choice at once and by a search on submit', async () => {
    render(<MembersPanel />);
    const asha = (await screen.findByText('Asha Varghese')).closest('li')!;
    expect(within(asha).getByText('asha@example.org')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    // A mail server refused Bindu's address: her card says newsletters stopped, and why; Asha's says nothing.
    const bindu = screen.getByText('Bindu Nair').closest('li')!;
    expect(within(bindu).getByText(/Newsletters stopped: a mail server refused this address for good on/)).toHaveTextContent(
      '(SMTP 550: 5.1.1 No such user)',
    );
    expect(within(asha).queryByText(/Newsletters stopped/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Vertical'), 'tech');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name or email'), 'nair');
    expect(requested.filter((key) => key.includes('q=nair'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No members match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the details on demand, asks before erasing, and Cancel returns the focus', async () => {
    render(<MembersPanel />);
    const asha = (await screen.findByText('Asha Varghese')).closest('li')!;
    const details = screen.getByRole('button', { name: 'Details of Asha Varghese' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(asha).getByText('Finding a mentor, Events')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Erase member' }));
    expect(screen.getByRole('group', { name: 'Erase Asha Varghese' })).toHaveTextContent('It cannot be undone');
    expect(requested.some((key) => key.startsWith('POST'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Erase member' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Erase member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The member has been erased.');
    expect(requested).toContain('POST /api/members/m1/erase');
    expect(requested.filter((key) => key === 'GET /api/members?limit=50')).toHaveLength(2);
  });

  it('exports the current filter as the file the server names', async () => {
    const createObjectURL = vi.fn(() => 'blob:members');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<MembersPanel />);
    await screen.findByText('Asha Varghese');
    await userEvent.selectOptions(screen.getByLabelText('Vertical'), 'tech');
    await screen.findByText('Showing 1 of 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(clicked).toEqual(['members-2026-11-30.csv']));
    expect(requested).toContain('GET /api/members/export?vertical=tech');
    click.mockRestore();
  });
});
