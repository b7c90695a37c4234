import userEvent from '@testing-library/user-event';
import type { WhatsAppMessageSummary } from '@wfc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atWidth, axeViolations } from '../../../testing/layout';
import { render, screen, waitFor, within } from '../../../testing/library';
import { failure, pagedJson } from '../../../testing/responses';
import { stubApi } from '../../../testing/stub-api';
import { WhatsAppList } from './whatsapp-list';

function messageOf(overrides: Partial<WhatsAppMessageSummary>): WhatsAppMessageSummary {
  return {
    _id: 'w1',
    to: '+91 ••••••• 345',
    memberName: 'Anna Member',
    template: 'wfc_event_reminder',
    cause: 'event',
    causeId: 'evt-01',
    status: 'read',
    error: null,
    createdAt: '2026-12-07T09:00:00.000Z',
    sentAt: '2026-12-07T09:00:05.000Z',
    statusAt: '2026-12-07T09:30:00.000Z',
    locale: 'en',
    ...overrides,
  };
}

const messages: WhatsAppMessageSummary[] = [
  messageOf({ _id: 'w1' }),
  messageOf({
    _id: 'w2',
    memberName: null,
    to: '+91 ••••••• 512',
    template: 'wfc_number_code',
    cause: 'number-code',
    causeId: null,
    status: 'failed',
    error: '(#131026) Message Undeliverable.',
    sentAt: null,
    statusAt: null,
  }),
  messageOf({ _id: 'w3', template: 'text', cause: 'inbox-answer', status: 'delivered' }),
  messageOf({ _id: 'w4', template: 'text', cause: 'stop-confirmed', status: 'queued', sentAt: null, statusAt: null }),
];

afterEach(() => vi.unstubAllGlobals());

const items = async () => {
  const section = await screen.findByRole('region', { name: 'WhatsApp messages' });
  return within(section).getAllByRole('listitem');
};

describe('the Mail page’s WhatsApp messages', () => {
  it('shows each message’s kind in words, member, masked number, delivery state as a word, error and dates', async () => {
    stubApi({ 'GET /api/admin/whatsapp': (_body, url) => pagedJson(messages, url, 50) });
    render(<WhatsAppList />);
    const [reminder, code, answer, stop] = await items();
    expect(reminder).toHaveTextContent('Event reminder');
    expect(reminder).toHaveTextContent('To Anna Member, +91 ••••••• 345');
    expect(within(reminder!).getByText('Read')).toBeInTheDocument();
    expect(within(reminder!).getAllByRole('time')).toHaveLength(3);
    expect(code).toHaveTextContent('Confirmation code');
    expect(code).toHaveTextContent('To +91 ••••••• 512 (no membership now)');
    expect(within(code!).getByText('Failed')).toBeInTheDocument();
    expect(within(code!).getByText('(#131026) Message Undeliverable.')).toBeInTheDocument();
    expect(answer).toHaveTextContent('Answer from the Inbox');
    expect(within(answer!).getByText('Delivered')).toBeInTheDocument();
    expect(stop).toHaveTextContent('STOP or START confirmed');
    expect(within(stop!).getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 4')).toBeInTheDocument();
  });

  it('filters by status and loads more pages', async () => {
    const many = Array.from({ length: 60 }, (_, i) => messageOf({ _id: `m${i}` }));
    const calls = stubApi({
      'GET /api/admin/whatsapp': (_body, url) => pagedJson(url.includes('status=failed') ? [messages[1]] : many, url, 50),
    });
    render(<WhatsAppList />);
    expect(await items()).toHaveLength(50);
    expect(calls[0]!.url).toBe('/api/admin/whatsapp?limit=50');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await items()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Queued', 'Sent', 'Delivered', 'Read', 'Failed']);
    await userEvent.click(within(group).getByRole('button', { name: 'Failed' }));
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(calls.at(-1)!.url).toBe('/api/admin/whatsapp?limit=50&status=failed');
  });

  it('shows nothing when the club has no WhatsApp account (the API’s 404)', async () => {
    const calls = stubApi({ 'GET /api/admin/whatsapp': () => failure(404, 'WhatsApp is not set up for this site.', 'NOT_FOUND') });
    const { container } = render(<WhatsAppList />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the list cannot be read, and when there is nothing to show', async () => {
    stubApi({ 'GET /api/admin/whatsapp': () => failure(500, 'Something went wrong.') });
    const { unmount } = render(<WhatsAppList />);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/admin/whatsapp': (_body, url) => pagedJson([], url, 50) });
    render(<WhatsAppList />);
    expect(await screen.findByText('No WhatsApp messages')).toBeInTheDocument();
  });

  it('has no accessibility violations on a phone', async () => {
    atWidth(375);
    stubApi({ 'GET /api/admin/whatsapp': (_body, url) => pagedJson(messages, url, 50) });
    const { container } = render(<WhatsAppList />);
    await items();
    expect(await axeViolations(container)).toEqual([]);
  });
});
