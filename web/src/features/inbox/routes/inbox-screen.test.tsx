import userEvent from '@testing-library/user-event';
import type { InboxDetail, InboxSummary } from '@wfc/shared';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { catchDownloads } from '../../../testing/downloads';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import InboxScreen from './inbox-screen';

function summaryOf(overrides: Partial<InboxSummary> = {}): InboxSummary {
  return {
    _id: 'x1',
    fromName: 'Anjali Menon',
    fromAddress: 'anjali@example.org',
    subject: 'Sponsoring your December meet-up',
    preview: 'We would like to sponsor the tea.',
    reason: 'no-thread',
    status: 'open',
    receivedAt: '2026-12-01T09:30:00.000Z',
    caseId: null,
    madeCaseId: null,
    channel: 'email',
    ...overrides,
  };
}

function detailOf(overrides: Partial<InboxDetail> = {}): InboxDetail {
  return {
    ...summaryOf(),
    text: 'Hello,\n\nWe would like to sponsor the tea.\n   Indented line.',
    notes: ['movie.mp4: type'],
    attachments: [{ _id: 'a1', filename: 'offer.pdf', contentType: 'application/pdf', size: 20480 }],
    answers: [{ _id: 'n1', authorName: 'Olivia Operator', body: 'Thank you!', createdAt: '2026-12-01T10:00:00.000Z', delivery: null }],
    handledBy: null,
    handledAt: null,
    ...overrides,
  };
}

let routes: Record<string, Handler>;
let calls: Call[];

beforeEach(() => {
  let item = detailOf();
  routes = {
    'GET /api/staff/inbox': (_body, url) =>
      url.includes('status=done')
        ? json([summaryOf({ _id: 'x9', subject: 'An old question', status: 'done' })], 200, { 'X-Total-Count': '1' })
        : url.includes('cursor=')
          ? json([summaryOf({ _id: 'x3', subject: 'An older letter', reason: 'unknown-thread' })], 200, { 'X-Total-Count': '3' })
          : json(
              [
                summaryOf(),
                summaryOf({
                  _id: 'x2',
                  fromName: null,
                  fromAddress: 'sister@example.com',
                  subject: 'Re: Your question',
                  reason: 'other-sender',
                  caseId: 'c7',
                }),
              ],
              200,
              { 'X-Total-Count': '3', Link: '</api/staff/inbox?status=open&cursor=k2>; rel="next"' },
            ),
    'GET /api/staff/inbox/x1': () => json(item),
    'POST /api/staff/inbox/x1/answer': (body) => {
      const answer = {
        _id: 'n2',
        authorName: 'Olivia Operator',
        body: (body as { body: string }).body,
        createdAt: '2026-12-02T10:00:00.000Z',
        delivery: null,
      };
      item = { ...item, answers: [...item.answers, answer] };
      return json(answer, 201);
    },
    'POST /api/staff/inbox/x1/done': () => {
      item = { ...item, status: 'done', handledBy: 'Olivia Operator', handledAt: '2026-12-02T11:00:00.000Z' };
      return json(item);
    },
    'POST /api/staff/inbox/x1/reopen': () => {
      item = { ...item, status: 'open', handledBy: null, handledAt: null };
      return json(item);
    },
    'POST /api/staff/inbox/x1/case': () => {
      item = { ...item, status: 'done', madeCaseId: 'c42' };
      return json({ caseId: 'c42' }, 201);
    },
  };
  calls = stubApi(routes);
});

afterEach(() => vi.unstubAllGlobals());

const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/operator/inbox']}>{children}</MemoryRouter>;

async function showInbox() {
  render(<InboxScreen />, { wrapper: Router });
  await screen.findByText('Sponsoring your December meet-up');
  return screen.getByRole('region', { name: 'Inbox' });
}

const row = (subject: string) => screen.getByText(subject).closest('li')!;

async function openFirst() {
  await showInbox();
  await userEvent.click(screen.getByRole('button', { name: 'Open message: Sponsoring your December meet-up' }));
  return screen.findByRole('region', { name: 'Sponsoring your December meet-up' });
}

describe('the Inbox (issue 41)', () => {
  it('lists the open items with their writer, subject, first line, time and reason in words, 50 a page', async () => {
    await showInbox();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/staff/inbox?status=open' });
    const first = row('Sponsoring your December meet-up');
    expect(within(first).getByText('Anjali Menon')).toBeInTheDocument();
    expect(within(first).getByText(/anjali@example\.org/)).toBeInTheDocument();
    expect(within(first).getByText('We would like to sponsor the tea.')).toBeInTheDocument();
    expect(within(first).getByText('Written to the club')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-12-01T09:30:00.000Z');
    expect(within(row('Re: Your question')).getByText("From another address than the request's")).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older letter')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/staff/inbox?status=open&cursor=k2');
    expect(within(row('An older letter')).getByText('A reply to an address we no longer know')).toBeInTheDocument();
  });

  it('speaks Malayalam on a Malayalam page', async () => {
    renderIn('ml', <InboxScreen />, { wrapper: Router });
    expect(await screen.findByText('ക്ലബ്ബിലേക്ക് എഴുതിയത്')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ഇൻബോക്സ്' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'കാണിക്കുക' })).getByRole('button', { name: 'തുറന്നിരിക്കുന്നവ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the done items on Done', async () => {
    await showInbox();
    await userEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('An old question')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/staff/inbox?status=done');
    expect(screen.queryByText('Sponsoring your December meet-up')).not.toBeInTheDocument();
  });

  it('opens an item with its whole text, the files left out, its files, the answers sent; Back returns to the list', async () => {
    const item = await openFirst();
    expect(within(item).getByRole('heading', { name: 'Sponsoring your December meet-up' })).toHaveFocus();
    const text = within(item).getByText(/Indented line/);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe('Hello,\n\nWe would like to sponsor the tea.\n   Indented line.');
    expect(within(item).getByText('movie.mp4: type')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Download offer.pdf' })).toBeInTheDocument();
    expect(within(within(item).getByRole('region', { name: 'Answers sent' })).getByText('Thank you!')).toBeInTheDocument();
    expect(within(item).getByText('Why it is here').nextSibling).toHaveTextContent('Written to the club');
    expect(within(item).queryByRole('link', { name: 'Open the help request' })).not.toBeInTheDocument();
    expect(screen.queryByText('Showing 2 of 3')).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the Inbox' }));
    expect(screen.getByRole('button', { name: 'Open message: Sponsoring your December meet-up' })).toHaveFocus();
  });

  it('links the help request an item names', async () => {
    routes['GET /api/staff/inbox/x2'] = () =>
      json(detailOf({ ...summaryOf({ _id: 'x2', reason: 'other-sender', caseId: 'c7' }), attachments: [] }));
    await showInbox();
    await userEvent.click(screen.getByRole('button', { name: 'Open message: Re: Your question' }));
    expect(await screen.findByRole('link', { name: 'Open the help request' })).toHaveAttribute('href', '/operator?case=c7');
  });

  it('downloads a file with the staff token, not with a plain link', async () => {
    window.localStorage.setItem('token', 'staff-token');
    routes['GET /api/staff/attachments/a1'] = () =>
      new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="offer_.pdf"' } });
    const { created, clicked } = catchDownloads();
    const item = await openFirst();
    await userEvent.click(within(item).getByRole('button', { name: 'Download offer.pdf' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const request = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/staff/attachments/a1');
    expect((request?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
    expect(await created.mock.calls[0]![0].text()).toBe('%PDF');
    expect(clicked.mock.contexts[0]).toHaveAttribute('download', 'offer.pdf');
  });

  it('sends an answer, shows it among the answers and empties the box', async () => {
    const item = await openFirst();
    const box = within(item).getByRole('textbox', { name: 'Your answer to anjali@example.org' });
    await userEvent.type(box, 'We would love that.');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByText('Your reply has been sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/staff/inbox/x1/answer')).toMatchObject({
      method: 'POST',
      body: { body: 'We would love that.' },
    });
    expect(box).toHaveValue('');
    expect(await within(item).findByText('We would love that.')).toBeInTheDocument();
  });

  it("shows the server's words when an answer is refused", async () => {
    routes['POST /api/staff/inbox/x1/answer'] = () => failure(400, 'Write an answer of 1 to 5,000 characters.', 'VALIDATION');
    const item = await openFirst();
    await userEvent.type(within(item).getByRole('textbox', { name: /Your answer/ }), 'x');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByText('Write an answer of 1 to 5,000 characters.')).toBeInTheDocument();
  });

  it('marks an item done and opens it again, reading the list again each time', async () => {
    const item = await openFirst();
    const listReads = () => calls.filter((call) => call.url === '/api/staff/inbox?status=open').length;
    const before = listReads();
    await userEvent.click(within(item).getByRole('button', { name: 'Mark as done' }));
    expect(await within(item).findByText('Marked as done.')).toBeInTheDocument();
    // The same button, its words changed: the focus stays on it.
    await vi.waitFor(() => expect(within(item).getByRole('button', { name: 'Open again' })).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/staff/inbox/x1/done')).toBe(true);
    expect(await within(item).findByRole('button', { name: 'Open again' })).toBeInTheDocument();
    expect(within(item).getByText('Handled by').nextSibling).toHaveTextContent('Olivia Operator');
    expect(listReads()).toBeGreaterThan(before);

    await userEvent.click(within(item).getByRole('button', { name: 'Open again' }));
    expect(await within(item).findByText('It is open again.')).toBeInTheDocument();
    expect(await within(item).findByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
  });

  it('makes a help request of an item and links it', async () => {
    const item = await openFirst();
    await userEvent.click(within(item).getByRole('button', { name: 'Make it a help request' }));
    expect(await within(item).findByText('The help request is made, and the writer has been told by e-mail.')).toBeInTheDocument();
    expect(
      within(item).getByText('The help request is made, and the writer has been told by e-mail.').closest('[tabindex="-1"]'),
    ).toHaveFocus();
    const links = await within(item).findAllByRole('link', { name: 'Open the new help request' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/operator?case=c42');
    expect(within(item).queryByRole('button', { name: 'Make it a help request' })).not.toBeInTheDocument();
  });

  it("shows a refusal to make a help request in the server's words", async () => {
    routes['POST /api/staff/inbox/x1/case'] = () => failure(409, 'This message is already a help request.', 'CONFLICT');
    const item = await openFirst();
    await userEvent.click(within(item).getByRole('button', { name: 'Make it a help request' }));
    expect(await within(item).findByText('This message is already a help request.')).toBeInTheDocument();
  });

  describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
    beforeEach(() => atWidth(width));

    it(width >= 1280 ? 'shows an opened item beside the list' : 'shows an opened item in place of the list', async () => {
      const region = await showInbox();
      expect(await axeViolations(region)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Open message: Sponsoring your December meet-up' }));
      await screen.findByText('movie.mp4: type');
      const listShown = screen.getByRole('group', { name: 'Show', hidden: true });
      if (width >= 1280) {
        expect(listShown).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Back to the Inbox' })).not.toBeInTheDocument();
      } else {
        expect(listShown).not.toBeVisible();
        expect(screen.getByRole('button', { name: 'Back to the Inbox' })).toBeVisible();
      }
      expect(await axeViolations(region)).toEqual([]);
    });
  });
});

describe('WhatsApp in the Inbox (issue 44)', () => {
  const WINDOW_CLOSED =
    'More than 24 hours have passed since her last WhatsApp message, so the club may not write to her there freely. Please answer by e-mail.';
  const whatsappItem = summaryOf({
    _id: 'w1',
    fromName: 'Meera Nair',
    fromAddress: '+91 ••••••• 345',
    subject: 'WhatsApp message',
    preview: 'Can I bring a friend?',
    channel: 'whatsapp',
  });

  beforeEach(() => {
    routes['GET /api/staff/inbox'] = () => json([summaryOf(), whatsappItem], 200, { 'X-Total-Count': '2' });
    routes['GET /api/staff/inbox/w1'] = () =>
      json(
        detailOf({
          ...whatsappItem,
          text: 'Can I bring a friend?',
          notes: [],
          attachments: [],
          answers: [
            { _id: 'n1', authorName: 'Olivia Operator', body: 'Of course.', createdAt: '2026-12-01T10:00:00.000Z', delivery: 'read' },
            { _id: 'n2', authorName: 'Olivia Operator', body: 'See you!', createdAt: '2026-12-01T10:05:00.000Z', delivery: 'failed' },
          ],
        }),
      );
  });

  async function openWhatsApp() {
    await showInbox();
    await userEvent.click(screen.getByRole('button', { name: 'Open message: WhatsApp message' }));
    return screen.findByRole('region', { name: 'WhatsApp message' });
  }

  it('says an item came on WhatsApp, with the masked number, in the list and opened', async () => {
    await showInbox();
    const listed = row('Can I bring a friend?');
    expect(within(listed).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(listed).getByText(/\+91 ••••••• 345/)).toBeInTheDocument();
    expect(within(row('We would like to sponsor the tea.')).queryByText('WhatsApp')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open message: WhatsApp message' }));
    const item = await screen.findByRole('region', { name: 'WhatsApp message' });
    expect(within(item).getByText('From').nextSibling).toHaveTextContent('Meera Nair on WhatsApp, +91 ••••••• 345');
    expect(within(item).getByRole('heading', { name: 'Answer on WhatsApp' })).toBeInTheDocument();
    // A WhatsApp message has no address a help request could write to.
    expect(within(item).queryByRole('button', { name: 'Make it a help request' })).not.toBeInTheDocument();
  });

  it('shows where each answer’s delivery stands', async () => {
    const item = await openWhatsApp();
    const answers = within(item).getByRole('region', { name: 'Answers sent' });
    expect(within(answers).getByText('On WhatsApp: Read')).toBeInTheDocument();
    expect(within(answers).getByText('On WhatsApp: Failed')).toBeInTheDocument();
  });

  it('shows the refusal after her 24 hours in the answer form', async () => {
    routes['POST /api/staff/inbox/w1/answer'] = () => failure(409, WINDOW_CLOSED, 'WINDOW_CLOSED');
    const item = await openWhatsApp();
    await userEvent.type(within(item).getByRole('textbox', { name: 'Your answer to +91 ••••••• 345' }), 'One more thing.');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    const form = within(item)
      .getByRole('textbox', { name: /Your answer/ })
      .closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(WINDOW_CLOSED);
  });

  it('speaks Malayalam on a Malayalam page', async () => {
    renderIn('ml', <InboxScreen />, { wrapper: Router });
    await screen.findByText('Can I bring a friend?');
    await userEvent.click(within(row('Can I bring a friend?')).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'WhatsApp-ൽ മറുപടി നൽകുക' })).toBeInTheDocument();
    expect(screen.getByText('WhatsApp-ൽ: വായിച്ചു')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp-ൽ: എത്തിക്കാനായില്ല')).toBeInTheDocument();
  });
});
