import type { Case } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format-date';
import { caseOf, failure, json, pagedJson } from '../../../testing/responses';
import EnablerPage from './enabler-page';

let cases: Case[];
/** The server's page size for My Cases in a test; the screen asks for 20. */
let pageSize: number;
let actionResponse: (url: string) => Response;
const posts: { url: string; body: unknown }[] = [];

/** The server's counts of `list`, as GET /api/enabler/case-counts answers them. */
const countsOf = (list: Case[]) => ({
  total: list.length,
  pending: list.filter((item) => item.status === 'Pending').length,
  inProgress: list.filter((item) => item.status === 'Accepted').length,
  completed: list.filter((item) => item.status === 'Completed').length,
});

beforeEach(() => {
  posts.length = 0;
  pageSize = 20;
  cases = [
    // She has replied to it (her message was the last), so completing it asks nothing.
    caseOf({
      _id: 'p',
      question: 'A pending question',
      deadline: '2030-03-04T10:00:00.000Z',
      assignedTo: { _id: 'me', name: 'Me' },
      waitingFor: 'requester',
    }),
    caseOf({ _id: 'a', question: 'An accepted question', status: 'Accepted' }),
    caseOf({ _id: 'd', question: 'A completed question', status: 'Completed' }),
  ];
  actionResponse = (url) => {
    const id = url.split('/').pop();
    cases = cases.map((item) => (item._id === id ? { ...item, status: url.includes('/accept/') ? 'Accepted' : 'Completed' } : item));
    return json(cases.find((item) => item._id === id));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') {
        if (url === '/api/enabler/availability') return json({ takingNewCases: true, awayUntil: null, capacity: 5 });
        if (url === '/api/enabler/case-counts') return json(countsOf(cases));
        if (url.startsWith('/api/enabler/my-cases')) return pagedJson(cases, url, pageSize);
        return url === '/api/enabler/inquiries'
          ? json([])
          : url === '/api/enabler/profile'
            ? json({ profile: null })
            : failure(404, 'Not found', 'NOT_FOUND');
      }
      posts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return actionResponse(url);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/enabler']}>
      <EnablerPage />
    </MemoryRouter>,
  );

const card = (question: string) => screen.getByText(question).closest('li')!;

describe('EnablerPage', () => {
  it('counts Total, Pending, In progress and Completed in Overview', async () => {
    renderPage();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(await within(overview).findByText('3')).toBeInTheDocument();
    const value = (label: string) => within(overview).getByText(label).nextSibling;
    expect(value('Total')).toHaveTextContent('3');
    expect(value('Pending')).toHaveTextContent('1');
    expect(value('In progress')).toHaveTextContent('1');
    expect(value('Completed')).toHaveTextContent('1');
  });

  it('offers Accept only while Pending and Mark Completed until Completed, with the deadline or Not set', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
    await screen.findByText('A pending question');
    expect(within(card('A pending question')).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(card('A pending question')).getByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
    expect(within(card('A pending question')).getByText(formatDate('2030-03-04T10:00:00.000Z', 'en'))).toBeInTheDocument();
    expect(within(card('An accepted question')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card('An accepted question')).getByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
    expect(within(card('An accepted question')).getByText('Not set')).toBeInTheDocument();
    expect(within(card('A completed question')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('A completed question')).getByRole('link', { name: 'Open case: A completed question' })).toBeInTheDocument();
  });

  it('accepts and completes, reloading the list after each', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
    await screen.findByText('A pending question');
    await userEvent.click(within(card('A pending question')).getByRole('button', { name: 'Accept' }));
    expect(posts[0]).toEqual({ url: '/api/enabler/accept/p', body: undefined });
    expect(await within(card('A pending question')).findByText('Accepted')).toBeInTheDocument();
    expect(within(card('A pending question')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(within(card('A pending question')).getByRole('button', { name: 'Mark Completed' }));
    expect(posts[1]).toEqual({ url: '/api/enabler/update/p', body: { status: 'Completed' } });
    expect(await within(card('A pending question')).findByText('Completed')).toBeInTheDocument();
  });

  it('shows a failed action with the server message', async () => {
    actionResponse = () =>
      json({ error: 'This case was already accepted.', message: 'This case was already accepted.', code: 'CONFLICT' }, 409);
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
    await screen.findByText('A pending question');
    await userEvent.click(within(card('A pending question')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This case was already accepted.');
  });

  it('shows a page of My Cases and the rest on Load more, with the Overview counted over all of them', async () => {
    pageSize = 2;
    cases = [...cases, caseOf({ _id: 'q', question: 'A fourth question', status: 'Accepted' })];
    renderPage();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(await within(overview).findByText('4')).toBeInTheDocument();
    expect(within(overview).getByText('In progress').nextSibling).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
    await screen.findByText('A pending question');
    expect(screen.getByText('Showing 2 of 4')).toBeInTheDocument();
    expect(screen.queryByText('A completed question')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('A fourth question')).toBeInTheDocument();
    expect(screen.getByText('A completed question')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says No cases assigned yet when there are none', async () => {
    cases = [];
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
    expect(await screen.findByText('No cases assigned yet')).toBeInTheDocument();
  });
});
