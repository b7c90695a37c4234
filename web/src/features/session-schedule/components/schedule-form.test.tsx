import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import SessionsScreen from '../routes/sessions-screen';
import { scheduleOf } from '../testing/sessions';

/** The enabler's schedule form (issue 31): its defaults, its hours, the body it saves and the server's refusals. */

let routes: Record<string, Handler>;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/enabler/schedule': () => json(scheduleOf()),
    'GET /api/enabler/sessions': () => json([]),
    'PUT /api/enabler/schedule': (body) => json({ ...(body as object), saved: true, profileId: 2, awayUntil: null }),
  };
  calls = stubApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

const day = (name: string) => screen.getByRole('group', { name });
const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('her schedule', () => {
  it('shows the defaults before her first save, and that no one can book her until she saves', async () => {
    render(<SessionsScreen />);
    expect(await screen.findByLabelText('Your time zone')).toHaveValue('Asia/Kolkata');
    expect(screen.getByText('No one can book a session with you until you save your schedule.')).toBeInTheDocument();
    expect(within(day('Monday')).getByLabelText('From, Monday, period 1')).toHaveValue('09:00');
    expect(within(day('Monday')).getByLabelText('Until, Monday, period 1')).toHaveValue('12:00');
    expect(within(day('Tuesday')).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '30 minutes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '45 minutes' })).not.toBeChecked();
    expect(screen.getByLabelText('Minimum notice before a session (hours)')).toHaveValue(24);
    expect(screen.getByRole('radio', { name: 'A video call link' })).toBeChecked();
    expect(screen.getByLabelText('Your meeting link (starting with https://)')).toHaveValue('https://meet.example.com/meera');
    expect(screen.queryByText(/^Bookings are paused until/)).not.toBeInTheDocument();
  });

  it('adds and removes hours and dates, and saves the body the contract names', async () => {
    const user = userEvent.setup();
    render(<SessionsScreen />);
    await screen.findByLabelText('Your time zone');
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(within(day('Monday')).getByLabelText('From, Monday, period 2')).toHaveValue('12:00');
    expect(within(day('Monday')).getByLabelText('Until, Monday, period 2')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Remove Monday, period 1' }));
    expect(within(day('Monday')).queryByLabelText('From, Monday, period 2')).not.toBeInTheDocument();
    expect(within(day('Monday')).getByLabelText('From, Monday, period 1')).toHaveValue('12:00');
    await user.click(screen.getByRole('button', { name: 'Add hours on Wednesday' }));
    fireEvent.change(within(day('Wednesday')).getByLabelText('From, Wednesday, period 1'), { target: { value: '18:00' } });
    fireEvent.change(within(day('Wednesday')).getByLabelText('Until, Wednesday, period 1'), { target: { value: '00:00' } });
    await user.selectOptions(screen.getByLabelText('Your time zone'), 'Europe/London');

    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    await user.type(screen.getByLabelText('Date'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    const second = screen.getAllByLabelText('Date')[1]!;
    await user.type(second, '2026-12-31');
    const lastDay = screen.getByRole('group', { name: '31 Dec 2026' });
    await user.click(within(lastDay).getByRole('radio', { name: 'Other hours' }));
    expect(within(lastDay).getByLabelText('From, 31 Dec 2026, period 1')).toHaveValue('09:00');

    await user.click(screen.getByRole('checkbox', { name: '45 minutes' }));
    await user.click(screen.getByRole('checkbox', { name: '60 minutes' }));
    await user.click(screen.getByRole('checkbox', { name: '30 minutes' }));
    await user.selectOptions(screen.getByLabelText('Free time between sessions'), '15 minutes');
    const notice = screen.getByLabelText('Minimum notice before a session (hours)');
    await user.clear(notice);
    await user.type(notice, '2.5');
    const ahead = screen.getByLabelText('How many days ahead she can book');
    await user.clear(ahead);
    await user.type(ahead, '14');
    const weekly = screen.getByLabelText('At most this many sessions a week');
    await user.clear(weekly);
    await user.type(weekly, '3');
    await user.click(screen.getByRole('radio', { name: 'A phone call' }));
    const phone = screen.getByLabelText('Your phone number');
    await user.clear(phone);
    await user.type(phone, '+91 98470 00000');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm each booking (a booking waits for my answer)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show how many sessions and minutes I have mentored on my card' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Your schedule is saved.')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        timeZone: 'Europe/London',
        weekly: [
          { weekday: 1, start: '12:00', end: '13:00' },
          { weekday: 3, start: '18:00', end: '24:00' },
        ],
        overrides: [
          { date: '2026-12-25', hours: [] },
          { date: '2026-12-31', hours: [{ start: '09:00', end: '12:00' }] },
        ],
        sessionMinutes: [45, 60],
        bufferMinutes: 15,
        minimumNoticeMinutes: 150,
        daysAhead: 14,
        maxPerWeek: 3,
        meeting: { kind: 'phone', value: '+91 98470 00000' },
        confirmEach: true,
        showStats: true,
      },
    ]);
    expect(screen.queryByText('No one can book a session with you until you save your schedule.')).not.toBeInTheDocument();
  });

  it("shows a 400's messages by the fields they name, the focus on the first", async () => {
    const user = userEvent.setup();
    const end = 'Each period must end after it starts.';
    const link = 'Please enter your meeting link, starting with https://.';
    const date = 'Please enter a date.';
    routes['PUT /api/enabler/schedule'] = () =>
      json(
        {
          error: 'Please check the form.',
          message: 'Please check the form.',
          code: 'VALIDATION_ERROR',
          fields: { 'meeting.value': link, 'weekly.1.end': end, 'overrides.0.date': date },
        },
        400,
      );
    render(<SessionsScreen />);
    await screen.findByLabelText('Your time zone');
    await user.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    const fridayEnd = within(day('Friday')).getByLabelText('Until, Friday, period 1');
    expect(fridayEnd).toHaveAccessibleDescription(end);
    expect(fridayEnd).toHaveAttribute('aria-invalid', 'true');
    expect(within(day('Monday')).getByLabelText('Until, Monday, period 1')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(date);
    expect(screen.getByLabelText('Your meeting link (starting with https://)')).toHaveAccessibleDescription(link);
    expect(fridayEnd).toHaveFocus();
  });

  it('says clearly that her account has no profile when the server refuses with 409 SESSION_NO_PROFILE', async () => {
    const user = userEvent.setup();
    const noProfile = 'Your account is not linked to a directory profile yet. Please ask an admin to link it, then set your hours.';
    routes['GET /api/enabler/schedule'] = () => json(scheduleOf({ profileId: null }));
    routes['PUT /api/enabler/schedule'] = () => failure(409, noProfile, 'SESSION_NO_PROFILE');
    render(<SessionsScreen />);
    expect(await screen.findByText(noProfile)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(noProfile);
  });

  it('says until when bookings are paused by her availability', async () => {
    routes['GET /api/enabler/schedule'] = () => json(scheduleOf({ saved: true, awayUntil: '2026-12-20' }));
    render(<SessionsScreen />);
    expect(await screen.findByText('Bookings are paused until 20 Dec 2026 (your availability, on the Overview tab).')).toBeInTheDocument();
    expect(screen.queryByText('No one can book a session with you until you save your schedule.')).not.toBeInTheDocument();
  });
});
