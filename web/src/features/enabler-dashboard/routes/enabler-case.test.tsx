import type { Case, CaseDetail } from '@wfc/shared';
import { render, screen, waitFor, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caseOf, failure, json } from '../../../testing/responses';
import EnablerPage from './enabler-page';
import { formatDateTime } from '../../../lib/format-date';

const accepted = (overrides: Partial<Case> = {}) =>
  caseOf({
    _id: 'a',
    question: 'How do I price a localization contract?',
    requesterName: 'Lakshmi Varma',
    requesterEmail: 'lakshmi@example.org',
    status: 'Accepted',
    assignedTo: { _id: 'me', name: 'Priya Menon' },
    waitingFor: 'enabler',
    ...overrides,
  });

let cases: Case[];
let detail: CaseDetail;
let routes: Record<string, (body: unknown) => Response>;
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  cases = [accepted(), accepted({ _id: 'p', question: 'A pending question', status: 'Pending', requesterEmail: '', waitingFor: null })];
  detail = {
    case: { ...accepted(), waitingFor: 'enabler' },
    messages: [
      {
        _id: 'm1',
        author: 'requester',
        authorName: 'Lakshmi Varma',
        body: 'Any advice is welcome.',
        createdAt: '2026-01-02T09:05:00.000Z',
      },
    ],
    history: [
      { _id: 'h1', action: 'created', actorName: null, at: '2026-01-02T09:00:00.000Z' },
      { _id: 'h2', action: 'assigned', actorName: 'Omar Pillai', at: '2026-01-02T10:00:00.000Z' },
    ],
  };
  routes = {
    'GET /api/enabler/my-cases?limit=20': () => json(cases),
    'GET /api/enabler/case-counts': () => json({ total: cases.length, pending: 1, inProgress: cases.length - 1, completed: 0 }),
    'GET /api/enabler/inquiries': () => json([]),
    'GET /api/enabler/profile': () => json({ profile: null }),
    'GET /api/enabler/cases/a': () => json(detail),
    'GET /api/enabler/cases/p': () => json({ case: { ...cases[1], waitingFor: null }, messages: [], history: [] }),
    'POST /api/enabler/cases/a/messages': (body) => {
      const message = {
        _id: 'm2',
        author: 'enabler' as const,
        authorName: 'Priya Menon',
        body: (body as { body: string }).body,
        createdAt: '2026-01-03T08:00:00.000Z',
      };
      detail = { ...detail, case: { ...detail.case, waitingFor: 'requester' }, messages: [...detail.messages, message] };
      return json(message, 201);
    },
    'POST /api/enabler/hand-back/a': () => {
      cases = cases.filter((item) => item._id !== 'a');
      return json(accepted({ status: 'Pending', assignedTo: null }));
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') posts.push({ url, body });
      const route = routes[`${method} ${url}`];
      return route ? route(body) : failure(404, 'Case not found', 'NOT_FOUND');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EnablerPage />
      <Where />
    </MemoryRouter>,
  );
}

async function openFromMyCases(question: string) {
  renderAt('/enabler');
  await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
  await userEvent.click(await screen.findByRole('link', { name: `Open case: ${question}` }));
}

describe('the enabler case view', () => {
  it('opens from My Cases on the heading, with the requester, whose turn it is, the thread and the history', async () => {
    await openFromMyCases('How do I price a localization contract?');
    expect(screen.getByTestId('where')).toHaveTextContent('/enabler/cases?case=a');
    const heading = screen.getByRole('heading', { name: 'Case from Lakshmi Varma' });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('lakshmi@example.org')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Case from Lakshmi Varma' })).getByText('Waiting for you')).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(within(thread).getByText('Any advice is welcome.')).toBeInTheDocument();
    expect(within(thread).getByText('Lakshmi Varma')).toBeInTheDocument();
    expect(within(thread).getByText(formatDateTime('2026-01-02T09:05:00.000Z', 'en'))).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Request received')).toBeInTheDocument();
    expect(within(history).getByText(/by Omar Pillai/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'My Cases' })).not.toBeInTheDocument();
  });

  it('does not show the e-mail address before she accepts, and says when it will be', async () => {
    await openFromMyCases('A pending question');
    expect(await screen.findByText('Her e-mail address is shown once you accept the case.')).toBeInTheDocument();
    expect(screen.queryByText('lakshmi@example.org')).not.toBeInTheDocument();
  });

  it('sends a reply, shows Submitting... meanwhile, and lists it in the thread', async () => {
    let release = () => {};
    const send = routes['POST /api/enabler/cases/a/messages']!;
    routes['POST /api/enabler/cases/a/messages'] = (body) => {
      const response = send(body);
      return new Promise<Response>((resolve) => (release = () => resolve(response))) as unknown as Response;
    };
    renderAt('/enabler?case=a');
    const box = await screen.findByRole('textbox', { name: 'Your reply to Lakshmi Varma' });
    await userEvent.type(box, 'Start from your costs per word.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply has been sent.');
    expect(posts).toEqual([{ url: '/api/enabler/cases/a/messages', body: { body: 'Start from your costs per word.' } }]);
    expect(
      await within(screen.getByRole('region', { name: 'Conversation' })).findByText('Start from your costs per word.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for the requester')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("refuses an empty reply without a call, and shows the server's message when it refuses one", async () => {
    routes['POST /api/enabler/cases/a/messages'] = () => failure(409, 'This case is completed.', 'CONFLICT');
    renderAt('/enabler?case=a');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('textbox', { name: 'Your reply to Lakshmi Varma' })).toHaveAccessibleDescription('Please enter your message.');
    expect(posts).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply to Lakshmi Varma' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This case is completed.');
    expect(screen.getByRole('textbox', { name: 'Your reply to Lakshmi Varma' })).toHaveValue('Hello');
  });

  it('hands a case back after a confirm step with a required reason, and returns to My Cases', async () => {
    await openFromMyCases('How do I price a localization contract?');
    await userEvent.click(await screen.findByRole('button', { name: 'Hand back' }));
    const reason = screen.getByRole('textbox', { name: 'Reason (the operators will see it)' });
    expect(reason).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Hand back case' }));
    expect(reason).toHaveAccessibleDescription('Please give a reason.');
    expect(posts).toEqual([]);
    await userEvent.type(reason, 'I am travelling for a month.');
    await userEvent.click(screen.getByRole('button', { name: 'Hand back case' }));
    expect(posts).toEqual([{ url: '/api/enabler/hand-back/a', body: { reason: 'I am travelling for a month.' } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('The case was handed back to the operators.');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/enabler\/cases$/);
    await waitFor(() => expect(screen.queryByText('How do I price a localization contract?')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Enabler Dashboard' })).toHaveFocus();
  });

  it('cancels the hand back step, the focus going back to Hand back', async () => {
    renderAt('/enabler?case=a');
    await userEvent.click(await screen.findByRole('button', { name: 'Hand back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Hand back' })).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('opens /enabler?case=<id> directly under /enabler/cases, and Back goes to My Cases with the focus on the Open link', async () => {
    renderAt('/enabler?case=a');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/enabler\/cases\?case=a$/);
    expect(screen.getByRole('heading', { name: /^Case/ })).toHaveFocus();
    await screen.findByText('Any advice is welcome.');
    await userEvent.click(screen.getByRole('button', { name: 'Back to My Cases' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/enabler\/cases$/);
    expect(screen.getByRole('tab', { name: 'My Cases' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Open case: How do I price a localization contract?' })).toHaveFocus();
  });

  it('says so when the case is not hers', async () => {
    renderAt('/enabler?case=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This case is not among your cases.');
  });

  it('offers no reply and no hand back once the case is completed', async () => {
    detail = { ...detail, case: { ...detail.case, status: 'Completed' } };
    renderAt('/enabler?case=a');
    expect(await screen.findByText('This case is completed, so the conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand back' })).not.toBeInTheDocument();
  });

  it('carries Accept and Mark Completed on the case view of a Pending case; Accept accepts and moves the focus on (issue 26)', async () => {
    routes['POST /api/enabler/accept/p'] = () => {
      cases = cases.map((item) => (item._id === 'p' ? { ...item, status: 'Accepted' as const } : item));
      return json(cases[1]);
    };
    routes['GET /api/enabler/cases/p'] = () => json({ case: { ...cases[1], waitingFor: null }, messages: [], history: [] });
    renderAt('/enabler?case=p');
    const actions = await screen.findByRole('region', { name: 'Case actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Accept' }));
    expect(posts).toEqual([{ url: '/api/enabler/accept/p', body: undefined }]);
    expect(await within(actions).findByText('You accepted the case. Her e-mail address is shown above.')).toBeInTheDocument();
    await waitFor(() => expect(within(actions).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(within(actions).getByRole('button', { name: 'Mark Completed' })).toHaveFocus();
  });

  it("asks before completing a case she never replied to, before sending anything: Cancel sends nothing, confirming sends the contract's body (issues 26, 38)", async () => {
    let confirmed = false;
    routes['POST /api/enabler/update/p'] = () => {
      confirmed = true;
      return json({ ...cases[1], status: 'Completed' });
    };
    routes['GET /api/enabler/cases/p'] = () =>
      json({ case: { ...cases[1], status: confirmed ? 'Completed' : 'Pending', waitingFor: null }, messages: [], history: [] });
    renderAt('/enabler?case=p');
    const complete = await screen.findByRole('button', { name: 'Mark Completed' });
    await userEvent.click(complete);
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete without a reply?' });
    expect(dialog).toHaveAccessibleDescription(/You have not replied to her yet/);
    expect(posts).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(complete).toHaveFocus();
    expect(posts).toEqual([]);

    await userEvent.click(complete);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark Completed anyway' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/api/enabler/update/p', body: { status: 'Completed' } }]));
    expect(await screen.findByText(/The case is marked completed\./)).toHaveFocus();
  });

  it('completes a case she replied to without asking', async () => {
    detail = {
      ...detail,
      messages: [
        ...detail.messages,
        { _id: 'm2', author: 'enabler', authorName: 'Priya Menon', body: 'Here is how.', createdAt: '2026-01-03T08:00:00.000Z' },
      ],
    };
    routes['POST /api/enabler/update/a'] = () => {
      detail = { ...detail, case: { ...detail.case, status: 'Completed', waitingFor: null } };
      return json({ ...cases[0], status: 'Completed' });
    };
    renderAt('/enabler?case=a');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText(/The case is marked completed\./)).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/enabler/update/a', body: { status: 'Completed' } }]);
  });

  it("asks the same on My Cases from the case's thread, Escape cancelling", async () => {
    routes['POST /api/enabler/update/p'] = () => json({ ...cases[1], status: 'Completed' });
    renderAt('/enabler');
    await userEvent.click(screen.getByRole('tab', { name: 'My Cases' }));
    const complete = (await screen.findAllByRole('button', { name: 'Mark Completed' }))[1]!;
    await userEvent.click(complete);
    await screen.findByRole('alertdialog', { name: 'Complete without a reply?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(complete).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    await userEvent.click(complete);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark Completed anyway' }));
    await waitFor(() => expect(posts.map((post) => post.body)).toEqual([{ status: 'Completed' }]));
  });
});
