import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPage from '../../admin/routes/admin-page';
import OperatorPage from '../../operator/routes/operator-page';
import EnablerPage from '../../enabler-dashboard/routes/enabler-page';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, renderIn, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { scheduleOf, sessionOf, summaryOf } from '../../session-schedule/testing/sessions';
import SessionDeskScreen from './session-desk-screen';

/** The staff's Sessions screen (issue 31): the numbers by enabler, repeated no-shows, the list by enabler and scope, Cancel with a message. */

let routes: Record<string, Handler>;
let calls: Call[];

beforeEach(() => {
  saveStaffSignIn('token', 'operator');
  routes = {
    'GET /api/operator/sessions/summary': () => json(summaryOf()),
    'GET /api/operator/sessions': () =>
      json([
        sessionOf(),
        sessionOf({
          _id: 's3',
          start: '2026-12-05T04:30:00.000Z',
          end: '2026-12-05T05:00:00.000Z',
          status: 'cancelled',
          cancelledBy: 'mentee',
          cancelNote: 'I found a mentor nearer home.',
          menteeName: 'Devi Menon',
          enabler: { profileId: 5, name: 'Lakshmi Nair' },
        }),
      ]),
  };
  calls = stubApi(routes);
  // Before the samples' sessions (3 December 2026): those to come are to come (one over reads as past, issue 38).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T06:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cellsOf = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/operator/sessions?')).map((call) => call.url);

describe('the Sessions screen', () => {
  it('shows each enabler’s numbers in a table with its caption, and the mentees who missed more than once', async () => {
    render(<SessionDeskScreen />);
    const table = await screen.findByRole('table', { name: 'Sessions by enabler' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Enabler',
      'To come',
      'Sessions held',
      'Minutes mentored',
      'Ratings',
      'Average rating',
      'Mentee did not come',
      'Enabler did not come',
    ]);
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'Meera Pillai' }).closest('tr')!)).toEqual([
      '3',
      '12',
      '480',
      '9',
      '4.6',
      '2',
      '0',
    ]);
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'Lakshmi Nair' }).closest('tr')!)).toEqual([
      '0',
      '0',
      '0',
      '0',
      'None yet',
      '0',
      '1',
    ]);
    expect(screen.getByRole('region', { name: 'Table of sessions by enabler' })).toContainElement(table);

    const missed = screen.getByRole('table', { name: 'Mentees who missed more than one session' });
    expect(cellsOf(within(missed).getByRole('rowheader', { name: 'Devi Menon' }).closest('tr')!)).toEqual([
      'devi@example.com',
      '2',
      '20 Nov 2026, 11:00 am',
    ]);
    expect(screen.getByText('Nothing happens automatically: it is for you to decide whether to write to her.')).toBeInTheDocument();
  });

  it('lists the sessions to come with the mentee, enabler, time in Kochi and status, and filters by enabler and scope', async () => {
    const user = userEvent.setup();
    render(<SessionDeskScreen />);
    const table = await screen.findByRole('table', { name: 'Sessions to come, the soonest first' });
    expect(within(table).getByRole('columnheader', { name: 'Time (Asia/Kolkata)' })).toBeInTheDocument();
    const asha = within(table)
      .getByRole('rowheader', { name: /^3 Dec 2026, 10:00\s*–\s*10:30\s*am$/ })
      .closest('tr')!;
    expect(cellsOf(asha).slice(0, 3)).toEqual(['Asha Vargheseasha@example.com', 'Meera Pillai', 'Confirmed']);
    expect(within(table).getByText('“I found a mentor nearer home.”')).toBeInTheDocument();
    expect(listCalls()).toEqual(['/api/operator/sessions?scope=upcoming']);

    await user.selectOptions(await screen.findByLabelText('Enabler'), 'Lakshmi Nair');
    await screen.findByRole('table', { name: 'Sessions to come, the soonest first' });
    routes['GET /api/operator/sessions'] = () =>
      json([
        sessionOf({
          _id: 's7',
          status: 'confirmed',
          enablerOutcome: 'happened',
          menteeOutcome: 'happened',
          rating: 5,
          comment: 'Very useful.',
        }),
      ]);
    await user.click(screen.getByRole('button', { name: 'Past' }));
    const past = await screen.findByRole('table', { name: 'Past sessions, the latest first' });
    expect(listCalls()).toEqual([
      '/api/operator/sessions?scope=upcoming',
      '/api/operator/sessions?scope=upcoming&profileId=5',
      '/api/operator/sessions?scope=past&profileId=5',
    ]);
    expect(within(past).getByText('Enabler: Took place')).toBeInTheDocument();
    expect(within(past).getByText('Rating: 5 of 5')).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /^Cancel with a message/ })).not.toBeInTheDocument();
  });

  it('cancels a session with a message it requires, after asking', async () => {
    const user = userEvent.setup();
    routes['POST /api/operator/sessions/s1/cancel'] = () =>
      json({ session: sessionOf({ status: 'cancelled' }), message: 'The session is cancelled and both of you are told.' });
    render(<SessionDeskScreen />);
    await screen.findByRole('table', { name: 'Sessions to come, the soonest first' });
    expect(
      screen.queryByRole('button', { name: 'Cancel with a message (the session of Devi Menon with Lakshmi Nair)' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel with a message (the session of Asha Varghese with Meera Pillai)' }));
    const step = screen.getByRole('region', { name: 'Cancel a session' });
    expect(within(step).getByText(/^Cancel the session of Asha Varghese with Meera Pillai on 3 Dec 2026/)).toHaveFocus();
    await user.click(within(step).getByRole('button', { name: 'Yes, cancel the session' }));
    expect(within(step).getByLabelText('Your message to both of them')).toHaveAccessibleDescription(
      'Please write a message to both of them.',
    );
    expect(within(step).getByLabelText('Your message to both of them')).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(step).getByLabelText('Your message to both of them'), 'Meera is unwell this week.');
    await user.click(within(step).getByRole('button', { name: 'Yes, cancel the session' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The session is cancelled and both of you are told.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/operator/sessions/s1/cancel', body: { message: 'Meera is unwell this week.' } },
    ]);
    expect(screen.queryByRole('region', { name: 'Cancel a session' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The sessions' })).toHaveFocus();
    expect(listCalls()).toHaveLength(2);
  });

  it('shows a refusal’s message and keeps the step open', async () => {
    const user = userEvent.setup();
    routes['POST /api/operator/sessions/s1/cancel'] = () => failure(409, 'This session is already cancelled or over.', 'SESSION_CLOSED');
    render(<SessionDeskScreen />);
    await screen.findByRole('table', { name: 'Sessions to come, the soonest first' });
    await user.click(screen.getByRole('button', { name: 'Cancel with a message (the session of Asha Varghese with Meera Pillai)' }));
    await user.type(screen.getByLabelText('Your message to both of them'), 'Sorry.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This session is already cancelled or over.');
    expect(screen.getByRole('region', { name: 'Cancel a session' })).toBeInTheDocument();
  });

  it("is the operator's Sessions tab, loaded only once opened", async () => {
    render(
      <MemoryRouter initialEntries={['/operator']}>
        <OperatorPage />
      </MemoryRouter>,
    );
    const tab = screen.getByRole('tab', { name: 'Sessions' });
    expect(calls.some((call) => call.url.startsWith('/api/operator/sessions'))).toBe(false);
    await userEvent.click(tab);
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Sessions' })).findByRole('table', { name: 'Sessions by enabler' }),
    ).toBeInTheDocument();
  });

  it('is in the admin menu at /admin/sessions, in Malayalam on a Malayalam screen', async () => {
    saveStaffSignIn('token', 'admin');
    renderIn(
      'ml',
      <MemoryRouter initialEntries={['/ml/admin/sessions']}>
        <AdminPage />
      </MemoryRouter>,
    );
    const menu = within(screen.getByRole('navigation', { name: 'അഡ്മിൻ മെനു' }));
    expect(menu.getByRole('link', { name: 'സെഷനുകൾ' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'സെഷനുകൾ' })).toBeInTheDocument();
  });

  it("is the enabler's Sessions tab at /enabler/sessions, her schedule read only there", async () => {
    saveStaffSignIn('token', 'enabler');
    routes['GET /api/enabler/schedule'] = () => json(scheduleOf());
    routes['GET /api/enabler/sessions'] = () => json([]);
    render(
      <MemoryRouter initialEntries={['/enabler/sessions']}>
        <EnablerPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your sessions' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/enabler/schedule')).toBe(true);
  });
});
