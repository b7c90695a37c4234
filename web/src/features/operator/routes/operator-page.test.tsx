import type { Report } from '@wfc/shared';
import { render, screen, waitFor, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format-date';
import { caseOf, failure, json } from '../../../testing/responses';
import OperatorPage from './operator-page';

type Handler = (init: RequestInit | undefined, url: string) => Response;

const free = { openCases: 1, capacity: 5, takingNewCases: true, awayUntil: null, available: true, full: false };
const enablers = [
  { _id: 'e1', name: 'Ana Rao', email: 'ana@example.com', ...free },
  { _id: 'e2', name: 'Mia Joseph', email: 'mia@example.com', ...free },
];

const report: Report = {
  openPending: 3,
  pastDeadlines: [caseOf({ _id: 'late', deadline: '2025-01-02T00:00:00.000Z' })],
  // More than the list holds: the server lists at most 100 and counts them all.
  pastDeadlineCount: 130,
  enablerPerformance: [
    { enabler: { _id: 'e1', name: 'Ana Rao' }, completedCount: 1, totalAssigned: 2 },
    { enabler: { _id: 'e2', name: 'Mia Joseph' }, completedCount: 0, totalAssigned: 0 },
  ],
};

let routes: Record<string, Handler>;
const calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  routes = {
    'GET /api/operator/cases': () => json([caseOf({})], 200, { 'X-Total-Count': '1' }),
    'GET /api/operator/enablers': () => json(enablers),
    'GET /api/operator/reports': () => json(report),
    'GET /api/operator/inquiries': () => json([]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = Object.keys(routes)
        .filter((route) => `${method} ${url}`.startsWith(route))
        .sort((a, b) => b.length - a.length)[0];
      return key ? routes[key]!(init, url) : failure(404, 'Not found');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (path = '/operator') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OperatorPage />
    </MemoryRouter>,
  );

describe('OperatorPage', () => {
  it('lists the help requests with requester, status, assignee and deadline', async () => {
    routes['GET /api/operator/cases'] = () =>
      json(
        [
          caseOf({}),
          caseOf({
            _id: 'c2',
            question: 'Pricing advice?',
            status: 'Accepted',
            assignedTo: { _id: 'e1', name: 'Ana Rao' },
            deadline: '2030-06-15T12:00:00.000Z',
          }),
        ],
        200,
        { 'X-Total-Count': '2' },
      );
    renderPage();
    const first = (await screen.findByText('How do I find a co-founder?')).closest('li')!;
    expect(within(first).getByText('Devi')).toBeInTheDocument();
    expect(within(first).getByText('devi@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Unassigned')).toBeInTheDocument();
    expect(within(first).getByText('Not set')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    const second = screen.getByText('Pricing advice?').closest('li')!;
    expect(within(second).getByText('Ana Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(within(second).getByText(formatDate('2030-06-15T12:00:00.000Z', 'en'))).toBeInTheDocument();
    expect(within(second).getByRole('combobox', { name: 'Assign Enabler' })).toHaveValue('e1');
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says No cases available when there are none', async () => {
    routes['GET /api/operator/cases'] = () => json([], 200, { 'X-Total-Count': '0' });
    renderPage();
    expect(await screen.findByText('No cases available')).toBeInTheDocument();
  });

  it('pages through the cursor of the Link header', async () => {
    routes['GET /api/operator/cases?limit=20'] = () =>
      json([caseOf({})], 200, { 'X-Total-Count': '2', Link: '</api/operator/cases?limit=20&cursor=next1>; rel="next"' });
    routes['GET /api/operator/cases?limit=20&cursor=next1'] = () =>
      json([caseOf({ _id: 'c2', question: 'Second page question' })], 200, { 'X-Total-Count': '2' });
    renderPage();
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page question')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('assigns a case only with Assign: the drop-down (keys and all) only chooses; the focus stays and the result is announced (WCAG 3.2.2)', async () => {
    let assigned = false;
    routes['GET /api/operator/cases'] = () =>
      json([caseOf(assigned ? { assignedTo: { _id: 'e2', name: 'Mia Joseph' }, deadline: '2030-01-08T00:00:00.000Z' } : {})], 200, {
        'X-Total-Count': '1',
      });
    routes['POST /api/operator/assign/c1'] = () => {
      assigned = true;
      return json(caseOf({}));
    };
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Assign Enabler' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect(assign).toHaveAttribute('aria-disabled', 'true');
    // Arrow keys on the focused drop-down, and a choice: nothing is sent.
    select.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.selectOptions(select, 'e2');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(select).toHaveFocus();
    await userEvent.tab();
    expect(assign).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/operator/assign/c1', body: { enablerId: 'e2' } }),
    );
    expect(await screen.findByText('Mia Joseph', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Assigned to Mia Joseph. She has been e-mailed.')).toBeInTheDocument();
    expect(assign).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.filter((call) => call.url.startsWith('/api/operator/cases'))).toHaveLength(2);
    // Assigning again to the same enabler does nothing.
    await userEvent.click(assign);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows open cases against capacity, marks an away or full enabler, and asks before assigning to her', async () => {
    routes['GET /api/operator/enablers'] = () =>
      json([enablers[0], { ...enablers[1], openCases: 5, capacity: 5, awayUntil: '2030-12-01', available: false, full: true }]);
    routes['POST /api/operator/assign/c1'] = () => json(caseOf({}));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Assign Enabler' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an enabler', 'Ana Rao – 1 of 5 open cases', 'Mia Joseph – 5 of 5 open cases – away until 1 Dec 2030 – full']);
    await userEvent.selectOptions(select, 'e2');
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(confirm).toHaveBeenCalledWith('Mia Joseph is away until 1 Dec 2030 and full. Assign this case to her anyway?');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/operator/assign/c1', body: { enablerId: 'e2' } }),
    );
    // An available enabler with room is assigned without a question.
    confirm.mockClear();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Assign Enabler' }), 'e1');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("shows the enabler's fresh count of open cases in the Assign list after an assignment (issue 38)", async () => {
    let assigned = false;
    routes['GET /api/operator/enablers'] = () => json([enablers[0], { ...enablers[1], openCases: assigned ? 2 : 1 }]);
    routes['GET /api/operator/cases'] = () =>
      json([caseOf(assigned ? { assignedTo: { _id: 'e2', name: 'Mia Joseph' } } : {})], 200, { 'X-Total-Count': '1' });
    routes['POST /api/operator/assign/c1'] = () => {
      assigned = true;
      return json(caseOf({ assignedTo: { _id: 'e2', name: 'Mia Joseph' } }));
    };
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Assign Enabler' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Mia Joseph – 1 of 5 open cases' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'e2');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await within(select).findByRole('option', { name: 'Mia Joseph – 2 of 5 open cases' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'Mia Joseph – 1 of 5 open cases' })).not.toBeInTheDocument();
  });

  it('shows Failed to assign case in the red banner when the assignment fails', async () => {
    routes['POST /api/operator/assign/c1'] = () => failure(500, 'Something went wrong');
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Assign Enabler' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, 'e1');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to assign case');
  });

  it('reopens a completed case from its view after asking, the requester told; Cancel sends nothing', async () => {
    let status: 'Completed' | 'Accepted' = 'Completed';
    const completed = () => caseOf({ status, assignedTo: { _id: 'e1', name: 'Ana Rao' } });
    routes['GET /api/operator/cases/c1'] = () => json({ case: completed(), messages: [], history: [] });
    routes['POST /api/operator/reopen/c1'] = () => {
      status = 'Accepted';
      return json(completed());
    };
    renderPage('/operator?case=c1');
    const reopen = await screen.findByRole('button', { name: 'Reopen case' });
    await userEvent.click(reopen);
    const dialog = screen.getByRole('alertdialog', { name: 'Reopen this case?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reopen).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(reopen);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reopen case' }));
    expect(await screen.findByText('The case is open again. The requester has been told by e-mail.')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/operator/reopen/c1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reopen case' })).not.toBeInTheDocument());
  });

  it('renders the report: open count, all cases past deadline and each enabler as name - Completed: x / total', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reports' });
    await within(panel).findByText('Enabler performance');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Ana Rao - Completed: 1 / 2', 'Mia Joseph - Completed: 0 / 0']);
    expect(within(panel).getByText('Open / pending cases').nextSibling).toHaveTextContent('3');
    expect(within(panel).getByText('Cases past deadline').nextSibling).toHaveTextContent(/^130$/);
  });

  it('treats a 404 on reports as no report, without an error', async () => {
    routes['GET /api/operator/reports'] = () => failure(404, 'No reports available');
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(await screen.findByText('No reports available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Reports available').nextSibling).toHaveTextContent('No');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each load failure in the red banner', async () => {
    routes['GET /api/operator/cases'] = () => failure(500, 'Something went wrong');
    routes['GET /api/operator/enablers'] = () => failure(500, 'Something went wrong');
    routes['GET /api/operator/reports'] = () => failure(500, 'Something went wrong');
    renderPage();
    const alert = await screen.findByRole('alert');
    await waitFor(() => {
      expect(alert).toHaveTextContent('Failed to fetch cases');
      expect(alert).toHaveTextContent('Failed to fetch enablers');
      expect(alert).toHaveTextContent('Failed to fetch reports');
    });
  });

  it('shows the totals in Overview', async () => {
    routes['GET /api/operator/cases'] = () => json([caseOf({})], 200, { 'X-Total-Count': '42' });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    await waitFor(() => expect(within(overview).getByText('Total cases').nextSibling).toHaveTextContent('42'));
    await waitFor(() => expect(within(overview).getByText('Total enablers').nextSibling).toHaveTextContent('2'));
    expect(within(overview).getByText('Reports available').nextSibling).toHaveTextContent('Yes');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    renderPage();
    const cases = screen.getByRole('tab', { name: 'Cases' });
    expect(cases).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('tabindex', '-1');
    cases.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reports' })).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cases' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Cases' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('How do I find a co-founder?');
  });

  it('asks for the newsletters only once their tab is opened, and tells an operator no admin lets send so', async () => {
    const message = 'An admin has not let operators write newsletters. Please ask an admin.';
    routes['GET /api/admin/newsletters'] = () => json({ error: 'Forbidden', message, code: 'NEWSLETTERS_NOT_ALLOWED' }, 403);
    renderPage();
    await screen.findByText('How do I find a co-founder?');
    expect(calls.some((call) => call.url.startsWith('/api/admin/newsletters'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Newsletters' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Newsletters' })).findByText(message)).toBeInTheDocument();
  });

  it("shows an enabler's average rating and count beside the spec's line, only once she has ratings", async () => {
    routes['GET /api/operator/reports'] = () =>
      json({
        ...report,
        enablerPerformance: [
          { ...report.enablerPerformance[0], averageRating: 4.5, ratingCount: 2 },
          { ...report.enablerPerformance[1], averageRating: null, ratingCount: 0 },
        ],
      });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reports' });
    await within(panel).findByText('Enabler performance');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([`Ana Rao - Completed: 1 / 2 · Rating ${(4.5).toLocaleString()} / 5 from 2 ratings`, 'Mia Joseph - Completed: 0 / 0']);
    // The spec's line is an element of its own, so a journey can still find it by its exact text.
    expect(within(panel).getAllByRole('listitem')[0]?.firstElementChild).toHaveTextContent(/^Ana Rao - Completed: 1 \/ 2$/);
  });

  it('opens a case read-only: its thread and history, no reply box, and Back returns to the list', async () => {
    routes['GET /api/operator/cases/c1'] = () =>
      json({
        case: { ...caseOf({ status: 'Accepted', assignedTo: { _id: 'e1', name: 'Ana Rao' } }), waitingFor: 'enabler' },
        messages: [
          {
            _id: 'm1',
            author: 'requester',
            authorName: 'Devi',
            body: 'Thank you, one more question.',
            createdAt: '2026-01-02T09:05:00.000Z',
          },
        ],
        history: [
          { _id: 'h1', action: 'handed-back', actorName: 'Mia Joseph', at: '2026-01-02T08:00:00.000Z', note: 'Travelling this month.' },
        ],
      });
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Open case: How do I find a co-founder?' }));
    expect(screen.getByRole('heading', { name: 'Case from Devi' })).toHaveFocus();
    expect(await screen.findByText('Thank you, one more question.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the enabler')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Handed back')).toBeInTheDocument();
    expect(within(history).getByText('Travelling this month.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand back' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Help Requests' }));
    expect(screen.getByRole('link', { name: 'Open case: How do I find a co-founder?' })).toHaveFocus();
  });

  it('says when e-mail to the requester is failing, with the reason (issue 41)', async () => {
    routes['GET /api/operator/cases/c1'] = () =>
      json({
        case: { ...caseOf({}), waitingFor: null },
        messages: [],
        history: [],
        requesterMailFailing: { reason: 'Bounced: 5.2.2 mailbox full', since: '2026-12-07T10:00:00.000Z' },
      });
    renderPage('/operator?case=c1');
    const banner = await screen.findByText(/E-mail to the requester's address is failing/);
    expect(banner).toHaveTextContent('(Bounced: 5.2.2 mailbox full)');
    expect(banner).toHaveTextContent('She gets no newsletters until she confirms her address again.');
  });

  it('opens /operator?case=<id> directly', async () => {
    routes['GET /api/operator/cases/c1'] = () => json({ case: { ...caseOf({}), waitingFor: null }, messages: [], history: [] });
    renderPage('/operator?case=c1');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/operator/cases/c1')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Case from Devi' })).toHaveFocus();
  });
});
