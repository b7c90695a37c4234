import userEvent from '@testing-library/user-event';
import type { StaffSession } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import SessionsScreen from '../routes/sessions-screen';
import { scheduleOf, sessionOf } from '../testing/sessions';

/** Her sessions in her dashboard (issue 31): accept, decline, cancel with a note, reschedule, and whether it took place. */

let routes: Record<string, Handler>;
let calls: Call[];
const requested = sessionOf({
  _id: 's2',
  status: 'requested',
  menteeName: 'Devi Menon',
  menteeEmail: 'devi@example.com',
  topic: 'Hiring my first employee',
});

beforeEach(() => {
  routes = {
    'GET /api/enabler/schedule': () => json(scheduleOf({ saved: true, sessionMinutes: [30, 60] })),
    'GET /api/enabler/sessions': (_body, url) =>
      json(
        url.endsWith('scope=past')
          ? [sessionOf({ _id: 's9', start: '2026-11-20T04:30:00.000Z', end: '2026-11-20T05:00:00.000Z' })]
          : [sessionOf(), requested],
      ),
  };
  calls = stubApi(routes);
  // Before the samples' sessions (3 December 2026): those to come are to come.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T06:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`, ${name}$`) });
const posts = () => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));
const answer =
  (message: string, session: Partial<StaffSession> = {}) =>
  () =>
    json({ session: sessionOf(session), message });

describe('her sessions', () => {
  it('lists each session in her time zone with the mentee, her address, the topic and the status', async () => {
    render(<SessionsScreen />);
    const asha = await screen.findByRole('article', { name: /, Asha Varghese$/ });
    expect(within(asha).getByRole('heading', { level: 3 })).toHaveTextContent(/^3 Dec 2026, 10:00\s*–\s*10:30\s*am/);
    expect(within(asha).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(within(asha).getByText('Pricing my first product')).toBeInTheDocument();
    expect(within(asha).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card('Devi Menon')).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByText('Times are in your time zone, Asia/Kolkata.')).toBeInTheDocument();
  });

  it('shows the sessions in the zone of her schedule, not the club’s', async () => {
    routes['GET /api/enabler/schedule'] = () => json(scheduleOf({ saved: true, timeZone: 'Europe/London' }));
    render(<SessionsScreen />);
    expect(await screen.findByText('Times are in your time zone, Europe/London.')).toBeInTheDocument();
    expect(within(card('Asha Varghese')).getByRole('heading', { level: 3 })).toHaveTextContent(/^3 Dec 2026, 4:30\s*–\s*5:00\s*am/);
  });

  it('accepts a request and announces the answer', async () => {
    routes['POST /api/enabler/sessions/s2/accept'] = answer('The session is confirmed and Devi Menon is told.', { _id: 's2' });
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Devi Menon$/ });
    expect(within(card('Asha Varghese')).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    await userEvent.click(within(card('Devi Menon')).getByRole('button', { name: 'Accept Devi Menon’s request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The session is confirmed and Devi Menon is told.');
    expect(posts()).toEqual([{ url: '/api/enabler/sessions/s2/accept', body: {} }]);
    expect(calls.filter((call) => call.url === '/api/enabler/sessions?scope=upcoming')).toHaveLength(2);
  });

  it('declines a request after asking, with her note', async () => {
    const user = userEvent.setup();
    routes['POST /api/enabler/sessions/s2/decline'] = answer('The request is declined and Devi Menon is told.', {
      _id: 's2',
      status: 'declined',
    });
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Devi Menon$/ });
    await user.click(within(card('Devi Menon')).getByRole('button', { name: 'Decline Devi Menon’s request' }));
    expect(screen.getByText('Decline Devi Menon’s request? She is told by e-mail, with your note.')).toHaveFocus();
    expect(posts()).toEqual([]);
    await user.type(within(card('Devi Menon')).getByLabelText('A note to her (optional)'), 'I am travelling that week.');
    await user.click(within(card('Devi Menon')).getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('The request is declined and Devi Menon is told.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/api/enabler/sessions/s2/decline', body: { note: 'I am travelling that week.' } }]);
  });

  it('cancels a session only once she confirms, with her optional note, and shows a 409’s message', async () => {
    const user = userEvent.setup();
    const closed = 'This session is already cancelled or over.';
    routes['POST /api/enabler/sessions/s1/cancel'] = () => failure(409, closed, 'SESSION_CLOSED');
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Asha Varghese$/ });
    await user.click(within(card('Asha Varghese')).getByRole('button', { name: 'Cancel the session with Asha Varghese' }));
    await user.click(within(card('Asha Varghese')).getByRole('button', { name: 'Keep the session' }));
    expect(posts()).toEqual([]);
    expect(within(card('Asha Varghese')).getByRole('heading', { level: 3 })).toHaveFocus();

    await user.click(within(card('Asha Varghese')).getByRole('button', { name: 'Cancel the session with Asha Varghese' }));
    await user.click(within(card('Asha Varghese')).getByRole('button', { name: 'Yes, cancel the session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);
    expect(posts()).toEqual([{ url: '/api/enabler/sessions/s1/cancel', body: {} }]);

    routes['POST /api/enabler/sessions/s1/cancel'] = answer('The session is cancelled and both of you are told.', { status: 'cancelled' });
    await user.type(within(card('Asha Varghese')).getByLabelText('A note to her (optional)'), 'Something came up, sorry.');
    await user.click(within(card('Asha Varghese')).getByRole('button', { name: 'Yes, cancel the session' }));
    expect(await screen.findByText('The session is cancelled and both of you are told.')).toBeInTheDocument();
    expect(posts()[1]).toEqual({ url: '/api/enabler/sessions/s1/cancel', body: { note: 'Something came up, sorry.' } });
  });

  it('moves a session to a free time chosen by keyboard, a week at a time', async () => {
    const user = userEvent.setup();
    routes['GET /api/enablers/2/slots'] = (_body, url) => {
      const from = new URLSearchParams(url.split('?')[1]).get('from')!;
      // The first week has two times on one day, the next one a time on another.
      return json(
        Date.parse(from) - Date.now() < 86_400_000
          ? [
              { start: '2026-12-04T04:30:00.000Z', end: '2026-12-04T05:30:00.000Z' },
              { start: '2026-12-04T05:30:00.000Z', end: '2026-12-04T06:30:00.000Z' },
            ]
          : [{ start: '2026-12-09T08:30:00.000Z', end: '2026-12-09T09:30:00.000Z' }],
      );
    };
    routes['POST /api/enabler/sessions/s1/reschedule'] = answer('The session is moved to the new time and both of you are told.');
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Asha Varghese$/ });
    await user.click(within(card('Asha Varghese')).getByRole('button', { name: 'Reschedule the session with Asha Varghese' }));
    const picker = within(card('Asha Varghese'));
    expect(picker.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();
    await user.selectOptions(picker.getByLabelText('Length'), '60 minutes');
    expect(await picker.findByRole('group', { name: 'Friday, 4 December' })).toBeInTheDocument();
    const slotsUrl = calls.filter((call) => call.url.startsWith('/api/enablers/2/slots')).at(-1)!.url;
    const query = new URLSearchParams(slotsUrl.split('?')[1]);
    expect(query.get('duration')).toBe('60');
    expect(Date.parse(query.get('to')!) - Date.parse(query.get('from')!)).toBe(7 * 86_400_000);

    await user.click(picker.getByRole('button', { name: 'Next week' }));
    expect(await picker.findByRole('group', { name: 'Wednesday, 9 December' })).toBeInTheDocument();
    await user.click(picker.getByRole('button', { name: 'Previous week' }));
    const friday = await picker.findByRole('group', { name: 'Friday, 4 December' });
    expect(picker.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    // Tab into the group of times, then the arrow key to the second.
    within(friday).getAllByRole('radio')[0]!.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    expect(within(friday).getByRole('radio', { name: /^11:00\s*am$/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The session is moved to the new time and both of you are told.')).toBeInTheDocument();
    expect(posts()).toEqual([
      { url: '/api/enabler/sessions/s1/reschedule', body: { start: '2026-12-04T05:30:00.000Z', durationMinutes: 60 } },
    ]);
  });

  it('asks of a past confirmed session whether it took place, and sends her answer', async () => {
    const user = userEvent.setup();
    routes['POST /api/enabler/sessions/s9/outcome'] = answer('Thank you for telling us.', { _id: 's9', enablerOutcome: 'mentee-no-show' });
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Asha Varghese$/ });
    expect(screen.queryByRole('group', { name: 'Did it take place?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Past' }));
    const question = await screen.findByRole('group', { name: 'Did it take place?' });
    expect(within(card('Asha Varghese')).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'She did not come' }));
    await user.click(screen.getByRole('button', { name: 'Save the answer' }));
    expect(await screen.findByText('Thank you for telling us.')).toBeInTheDocument();
    expect(posts()).toEqual([{ url: '/api/enabler/sessions/s9/outcome', body: { outcome: 'mentee-no-show' } }]);
  });

  it('does not ask again once she has answered', async () => {
    routes['GET /api/enabler/sessions'] = () => json([sessionOf({ enablerOutcome: 'happened' })]);
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Asha Varghese$/ });
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await within(card('Asha Varghese')).findByText('It took place')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Did it take place?' })).not.toBeInTheDocument();
  });

  it('reads a confirmed session over as past: "Over", or "Took place" once she said so', async () => {
    vi.setSystemTime(new Date('2026-12-10T06:00:00.000Z'));
    routes['GET /api/enabler/sessions'] = () =>
      json([sessionOf(), sessionOf({ _id: 's3', menteeName: 'Devi Menon', menteeEmail: 'devi@example.com', enablerOutcome: 'happened' })]);
    render(<SessionsScreen />);
    await screen.findByRole('article', { name: /, Asha Varghese$/ });
    expect(within(card('Asha Varghese')).getByText('Over')).toBeInTheDocument();
    expect(within(card('Devi Menon')).getByText('Took place')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).toBeNull();
  });
});
