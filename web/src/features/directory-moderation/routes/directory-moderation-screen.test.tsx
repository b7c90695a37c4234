import userEvent from '@testing-library/user-event';
import type { DirectoryCounts, DirectoryReport } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { cardOf } from '../../member-directory/testing/directory-api-stub';
import DirectoryModerationScreen from './directory-moderation-screen';

const counts: DirectoryCounts = { listed: 42, hiddenByStaff: 1, requests: 17, accepted: 9, declined: 3, openReports: 2 };

function reportOf(overrides: Partial<DirectoryReport> = {}): DirectoryReport {
  return {
    _id: 'r1',
    kind: 'card',
    status: 'open',
    reason: 'Her website sells something unrelated.',
    createdAt: '2026-12-05T09:00:00.000Z',
    reportedBy: 'Devi Nair',
    card: cardOf(),
    note: null,
    cardHidden: false,
    closedAt: null,
    closedBy: null,
    ...overrides,
  };
}

const noteReport = reportOf({
  _id: 'r2',
  kind: 'note',
  reason: 'Rude words.',
  reportedBy: 'Meera Pillai',
  card: cardOf({ id: 'l5', name: 'Sita Das' }),
  note: { introductionId: 'i9', text: 'Buy my course now!', hidden: false },
});

let routes: Record<string, Handler>;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/staff/directory/counts': () => json(counts),
    'GET /api/staff/directory/reports': (_body, url) =>
      url.includes('status=closed')
        ? json([reportOf({ _id: 'r0', status: 'dismissed', closedAt: '2026-12-04T09:00:00.000Z', closedBy: 'Olivia Operator' })], 200, {
            'X-Total-Count': '1',
          })
        : json([reportOf(), noteReport], 200, { 'X-Total-Count': '2' }),
    'GET /api/staff/directory/hidden': () =>
      json([{ card: cardOf({ id: 'l8', name: 'Rekha Rao' }), reason: 'Advertising.', at: '2026-12-03T09:00:00.000Z' }]),
    'POST /api/staff/directory/reports/r1/hide': () => json({ message: 'The card is hidden and the member is told why.' }),
    'POST /api/staff/directory/reports/r2/dismiss': () => json({ message: 'The report is closed with nothing changed.' }),
    'POST /api/staff/directory/listings/l8/show': () => json({ message: 'The card is shown again.' }),
  };
  // The stub reads `routes` on each call, so a test can change an answer.
  calls = stubApi(routes);
});

afterEach(() => vi.unstubAllGlobals());

async function showScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/directory']}>
      <DirectoryModerationScreen />
    </MemoryRouter>,
  );
  const region = await screen.findByRole('region', { name: 'Member directory' });
  await within(region).findByRole('article', { name: 'Report of a card, by Devi Nair' });
  return region;
}

const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe("the staff's member directory screen", () => {
  it('shows the counts, the open reports with the card or the note, and the hidden cards', async () => {
    await showScreen();
    expect(stat('Listed members')).toHaveTextContent('42');
    expect(stat('Cards hidden by staff')).toHaveTextContent('1');
    expect(stat('Introductions asked for')).toHaveTextContent('17');
    expect(stat('Introductions accepted')).toHaveTextContent('9');
    expect(stat('Introductions declined')).toHaveTextContent('3');
    expect(stat('Open reports')).toHaveTextContent('2');

    const card = within(screen.getByRole('article', { name: 'Report of a card, by Devi Nair' }));
    expect(card.getByText('Her website sells something unrelated.')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Anjali Menon' })).toBeInTheDocument();
    const note = within(screen.getByRole('article', { name: 'Report of a note, by Meera Pillai' }));
    expect(note.getByText('Buy my course now!')).toBeInTheDocument();
    expect(note.getByRole('heading', { name: 'Sita Das' })).toBeInTheDocument();

    const hidden = within(screen.getByRole('region', { name: 'Cards hidden by staff' }));
    expect(hidden.getByRole('heading', { name: 'Rekha Rao' })).toBeInTheDocument();
    expect(hidden.getByText('Advertising.')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/staff/directory/counts');
  });

  it('hides a card only with a reason, sent to the member, and reads everything again', async () => {
    await showScreen();
    const opener = screen.getByRole('button', { name: 'Hide it: the card reported by Devi Nair' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hide this card?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason, sent to the member' });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    routes['POST /api/staff/directory/reports/r1/hide'] = () =>
      json(
        {
          error: 'Bad Request',
          message: 'Please check the reason.',
          code: 'VALIDATION',
          fields: { reason: 'Please say why, in a few words.' },
        },
        400,
      );
    const form = within(screen.getByRole('dialog', { name: 'Hide this card?' }));
    await userEvent.click(form.getByRole('button', { name: 'Hide it' }));
    expect(await form.findByText('Please say why, in a few words.')).toBeInTheDocument();

    routes['POST /api/staff/directory/reports/r1/hide'] = () => json({ message: 'The card is hidden and the member is told why.' });
    const before = calls.length;
    await userEvent.type(form.getByRole('textbox', { name: 'Reason, sent to the member' }), 'A link to a betting site.');
    await userEvent.click(form.getByRole('button', { name: 'Hide it' }));
    expect(await screen.findByText('The card is hidden and the member is told why.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const hide = calls.slice(before).find((call) => call.method === 'POST')!;
    expect(hide).toMatchObject({ url: '/api/staff/directory/reports/r1/hide', body: { reason: 'A link to a betting site.' } });
    await waitFor(() => expect(calls.slice(before).filter((call) => call.url === '/api/staff/directory/counts')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Reports' })).toHaveFocus();
  });

  it('dismisses a report, shows a hidden card again, and lists the closed reports', async () => {
    await showScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the report by Meera Pillai' }));
    expect(await screen.findByText('The report is closed with nothing changed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show again: the card of Rekha Rao' }));
    expect(await screen.findByText('The card is shown again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/staff/directory/reports/r2/dismiss',
      '/api/staff/directory/listings/l8/show',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    const closed = await screen.findByText(/Dismissed by Olivia Operator/);
    expect(closed).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hide it/ })).not.toBeInTheDocument();
  });

  it("shows a refusal in the server's words", async () => {
    routes['POST /api/staff/directory/reports/r2/dismiss'] = () => failure(409, 'That report is already closed.', 'CONFLICT');
    await showScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the report by Meera Pillai' }));
    expect(await screen.findByText('That report is already closed.')).toBeInTheDocument();
  });

  describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
    it('has no accessibility violations, with the dialog open too', async () => {
      atWidth(width);
      const region = await showScreen();
      expect(await axeViolations(region)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Hide it: the note reported by Meera Pillai' }));
      expect(await axeViolations(screen.getByRole('dialog', { name: 'Hide this note?' }))).toEqual([]);
    });
  });
});
