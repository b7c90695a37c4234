import type { MailDetail, MailSummary } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import AdminPage from './admin-page';

function mailOf(overrides: Partial<MailSummary>): MailSummary {
  return {
    _id: 'm1',
    kind: 'help-received',
    recipient: 'lakshmi@example.org',
    subject: 'We have your question',
    status: 'held',
    attempts: 0,
    lastError: null,
    createdAt: '2026-01-02T09:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const requestUrl = 'http://localhost:3000/request#abcDEF123_-';
let routes: Record<string, () => Response>;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  routes = {
    '/api/admin/pending-enablers': () => json([]),
    '/api/admin/mail?limit=50': () =>
      json(
        [
          mailOf({}),
          mailOf({
            _id: 'm2',
            recipient: 'ana@example.com',
            subject: 'A case for you',
            status: 'failed',
            attempts: 3,
            lastError: '550 Mailbox unavailable',
          }),
        ],
        200,
        {
          'X-Total-Count': '3',
          Link: '</api/admin/mail?limit=50&cursor=k2>; rel="next"',
        },
      ),
    '/api/admin/mail?limit=50&cursor=k2': () =>
      json([mailOf({ _id: 'm3', subject: 'An older message', status: 'sent', attempts: 1, sentAt: '2026-01-01T10:00:00.000Z' })], 200, {
        'X-Total-Count': '3',
      }),
    '/api/admin/mail?limit=50&status=failed': () =>
      json([mailOf({ _id: 'm2', subject: 'A case for you', status: 'failed', lastError: '550 Mailbox unavailable' })], 200, {
        'X-Total-Count': '1',
      }),
    '/api/admin/mail/m1': () =>
      json({
        ...mailOf({}),
        text: `Hello Lakshmi,\n\nFollow your request here: ${requestUrl}`,
        html: '<p>Hello</p>',
        links: [requestUrl],
      } satisfies MailDetail),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return routes[url]?.() ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function openMail() {
  render(<AdminPage />, { wrapper: MemoryRouter });
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Mail' }));
  return screen.findByText('We have your question');
}

const row = (subject: string) => screen.getByText(subject).closest('li')!;

describe('the admin Mail page', () => {
  it('keeps Pending Requests and Create User in the menu and lists each message with recipient, status, attempts and last error', async () => {
    await openMail();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 2)).toEqual(['Pending Requests', 'Create User']);
    expect(labels).toContain('Mail');
    expect(within(menu).getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Mail' })).toBeInTheDocument();
    expect(within(row('We have your question')).getByText('To lakshmi@example.org')).toBeInTheDocument();
    expect(within(row('We have your question')).getByText('Held')).toBeInTheDocument();
    const failed = row('A case for you');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Attempts').nextSibling).toHaveTextContent('3');
    expect(within(failed).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mail is held until a mail server is configured (SMTP_URL).');
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
  });

  it('follows the cursor with Load more', async () => {
    await openMail();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older message')).toBeInTheDocument();
    expect(requested).toContain('/api/admin/mail?limit=50&cursor=k2');
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by status', async () => {
    await openMail();
    await userEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Failed' }));
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Failed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByText('Showing 1 of 1');
    expect(requested).toContain('/api/admin/mail?limit=50&status=failed');
    expect(screen.queryByText('We have your question')).not.toBeInTheDocument();
    expect(screen.queryByText('Mail is held until a mail server is configured (SMTP_URL).')).not.toBeInTheDocument();
  });

  it('opens a message with its plain text and its links to copy or open, and Back returns to the list', async () => {
    await openMail();
    await userEvent.click(screen.getByRole('button', { name: 'Open message: We have your question' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'We have your question' });
    expect(heading).toHaveFocus();
    const links = screen.getByRole('region', { name: 'Links' });
    expect(within(links).getByText(requestUrl)).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: `Open link ${requestUrl} (opens in a new tab)` })).toHaveAttribute('href', requestUrl);
    expect(within(links).getByRole('button', { name: `Copy link ${requestUrl}` })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plain text' })).getByText(/Follow your request here/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'We have your question' })).getByText(
        'Mail is held until a mail server is configured (SMTP_URL).',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Mail' }));
    expect(screen.getByRole('button', { name: 'Open message: We have your question' })).toHaveFocus();
  });

  it('says when the text of a message has been purged, and never makes a link of anything but a web address', async () => {
    routes['/api/admin/mail/m1'] = () =>
      json({ ...mailOf({ status: 'sent' }), text: null, html: null, links: ['javascript:alert(1)'] } satisfies MailDetail);
    await openMail();
    await userEvent.click(screen.getByRole('button', { name: 'Open message: We have your question' }));
    expect(await screen.findByText('The text of this message was removed after 30 days; its details are kept.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Links' })).queryByRole('link')).not.toBeInTheDocument();
  });
});
