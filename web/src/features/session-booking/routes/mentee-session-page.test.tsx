import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { bookingOptionsOf, menteeSessionOf, NOW, slotsFor } from '../testing/session-samples';
import MenteeSessionPage from './mentee-session-page';

const TOKEN = 's'.repeat(43);
const READ = 'POST /api/sessions/booking';

/** Her page opened from her e-mail's link, the API answering by `routes`. */
function openPage(routes: Record<string, Handler>, hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/sessions/booking${hash}`);
  const calls = stubApi({
    'GET /api/enablers/7/booking': () => json(bookingOptionsOf()),
    'GET /api/enablers/7/slots': (_body, url) => json(slotsFor(url)),
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/sessions/booking']}>
      <MenteeSessionPage />
    </MemoryRouter>,
  );
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('her booking’s page', () => {
  it('takes the token out of the address bar and sends it only in the body; shows her session in her zone and the enabler’s, her topic and how to meet', async () => {
    const calls = openPage({ [READ]: () => json(menteeSessionOf()) });
    expect(window.location.hash).toBe('');
    expect(await screen.findByText('Your session is confirmed.')).toBeInTheDocument();
    expect(posts(calls)[0]).toEqual({ method: 'POST', url: '/api/sessions/booking', body: { token: TOKEN } });
    expect(screen.getByRole('heading', { name: 'Your session with Anjali Menon' })).toBeInTheDocument();
    expect(screen.getByText(/Thursday, October 22, 2026 at 10:00\sAM/)).toBeInTheDocument();
    expect(screen.getByText(/2:30\sPM her time \(Asia\/Kolkata\)/)).toBeInTheDocument();
    expect(screen.getByText('Pricing my cakes for cafés')).toBeInTheDocument();
    const meeting = screen.getByRole('region', { name: 'How to meet' });
    expect(within(meeting).getByRole('link', { name: /Join the session online/ })).toHaveAttribute(
      'href',
      'https://meet.example.org/anjali',
    );
    expect(screen.queryByRole('button', { name: 'Confirm my booking' })).toBeNull();
  });

  it('reads a session over as past, without its way to join', async () => {
    vi.setSystemTime(new Date('2026-10-22T10:00:00.000Z'));
    openPage({ [READ]: () => json(menteeSessionOf({ canChange: false, feedback: { open: true } })) });
    expect(await screen.findByText('Your session with Anjali Menon is over.')).toBeInTheDocument();
    expect(screen.queryByText('Your session is confirmed.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'How to meet' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Join the session online/ })).toBeNull();
  });

  it('confirms an unconfirmed booking, then shows the server’s message and the session as it is now', async () => {
    const calls = openPage({
      [READ]: () => json(menteeSessionOf({ status: 'unconfirmed', meeting: undefined })),
      'POST /api/sessions/booking/confirm': () =>
        json({ session: menteeSessionOf(), message: 'Your booking is confirmed. We have sent a calendar invitation to your e-mail.' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Please confirm your booking/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to meet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm my booking' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your booking is confirmed. We have sent a calendar invitation to your e-mail.');
    expect(notice.parentElement).toHaveFocus();
    expect(posts(calls)[1]).toEqual({ method: 'POST', url: '/api/sessions/booking/confirm', body: { token: TOKEN } });
    expect(screen.getByText('Your session is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my booking' })).toBeNull();
  });

  it('cancels only after she confirms, with her note', async () => {
    const calls = openPage({
      [READ]: () => json(menteeSessionOf()),
      'POST /api/sessions/booking/cancel': () =>
        json({
          session: menteeSessionOf({
            status: 'cancelled',
            cancelledBy: 'mentee',
            canChange: false,
            meeting: undefined,
            cancelNote: 'A family matter.',
          }),
          message: 'The session is cancelled and both of you are told.',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel my session' }));
    const question = screen.getByRole('region', { name: 'Cancel this session?' });
    expect(within(question).getByRole('heading')).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep my session' }));
    expect(screen.queryByRole('region', { name: 'Cancel this session?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel my session' })).toHaveFocus();
    expect(posts(calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel my session' }));
    await user.type(screen.getByLabelText('A note for Anjali Menon (optional)'), 'A family matter.');
    await user.click(screen.getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The session is cancelled and both of you are told.');
    expect(posts(calls)[1]).toEqual({
      method: 'POST',
      url: '/api/sessions/booking/cancel',
      body: { token: TOKEN, note: 'A family matter.' },
    });
    expect(screen.getByText('You cancelled this session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel my session|Choose another time/ })).toBeNull();
  });

  it('moves her session to a time chosen from the enabler’s free slots, in her zone', async () => {
    const calls = openPage({
      [READ]: () => json(menteeSessionOf()),
      'POST /api/sessions/booking/reschedule': () =>
        json({
          session: menteeSessionOf({ start: '2026-10-26T10:00:00.000Z', end: '2026-10-26T10:30:00.000Z' }),
          message: 'The session is moved to the new time and both of you are told.',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    expect(screen.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();
    expect(await screen.findByText('3 free times this week')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(screen.getByLabelText('Your time zone')).toHaveValue('Europe/London');
    expect(screen.getByRole('button', { name: 'Move my session to this time' })).toBeDisabled();
    await user.click(within(screen.getByRole('group', { name: 'Monday, October 26' })).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'Move my session to this time' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The session is moved to the new time and both of you are told.');
    expect(posts(calls).at(-1)).toEqual({
      method: 'POST',
      url: '/api/sessions/booking/reschedule',
      body: { token: TOKEN, start: '2026-10-26T10:00:00.000Z', durationMinutes: 30 },
    });
    expect(screen.getByText(/Monday, October 26, 2026 at 10:00\sAM/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose a new time' })).toBeNull();
  });

  it('says a new time taken meanwhile and asks for the week again', async () => {
    const calls = openPage({
      [READ]: () => json(menteeSessionOf()),
      'POST /api/sessions/booking/reschedule': () =>
        failure(409, 'Sorry, that time was just taken. Please choose another.', 'SESSION_SLOT_TAKEN'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await user.click((await screen.findAllByRole('radio', { name: /her time/ }))[1]!);
    const asked = calls.filter((call) => call.url.includes('/slots')).length;
    await user.click(screen.getByRole('button', { name: 'Move my session to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that time was just taken.');
    await vi.waitFor(() => expect(calls.filter((call) => call.url.includes('/slots')).length).toBe(asked + 1));
    expect(screen.getByRole('heading', { name: 'Choose a new time' })).toBeInTheDocument();
  });

  it('asks after the session whether it took place, a rating only when it did, and sends her word', async () => {
    const calls = openPage({
      [READ]: () => json(menteeSessionOf({ canChange: false, feedback: { open: true } })),
      'POST /api/sessions/booking/feedback': () =>
        json({
          session: menteeSessionOf({ canChange: false, feedback: { open: false, outcome: 'happened', rating: 4 } }),
          message: 'Thank you for telling us.',
        }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'How did it go?' });
    expect(screen.queryByRole('button', { name: 'Cancel my session' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: 'No: Anjali Menon did not come' }));
    expect(within(form).queryByRole('group', { name: /How helpful/ })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Yes, it took place' }));
    const rating = within(form).getByRole('group', { name: 'How helpful was it, from 1 (not at all) to 5 (very)?' });
    await user.click(within(rating).getByRole('radio', { name: '4' }));
    await user.type(within(form).getByLabelText('Anything you would like to tell us? (optional)'), 'Very practical.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for telling us.');
    expect(posts(calls)[1]).toEqual({
      method: 'POST',
      url: '/api/sessions/booking/feedback',
      body: { token: TOKEN, outcome: 'happened', rating: 4, comment: 'Very practical.' },
    });
    expect(screen.queryByRole('region', { name: 'How did it go?' })).toBeNull();
    expect(screen.getByText('You told us the session took place, and rated it 4 of 5. Thank you.')).toBeInTheDocument();
  });

  it('sends no rating when she could not come', async () => {
    const calls = openPage({
      [READ]: () => json(menteeSessionOf({ canChange: false, feedback: { open: true } })),
      'POST /api/sessions/booking/feedback': () =>
        json({
          session: menteeSessionOf({ canChange: false, feedback: { open: false, outcome: 'mentee-no-show' } }),
          message: 'Thank you for telling us.',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Yes, it took place' }));
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('radio', { name: 'No: I could not come' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You told us you could not come. Thank you for letting us know.')).toBeInTheDocument();
    expect(posts(calls)[1]!.body).toEqual({ token: TOKEN, outcome: 'mentee-no-show' });
  });

  it('explains a link that is not one, and where to find hers', async () => {
    openPage({
      [READ]: () =>
        failure(404, 'This link is not valid. Please use the link in your latest e-mail about this session.', 'SESSION_LINK_INVALID'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Please use the link in your latest e-mail about this session.',
    );
    expect(screen.getByRole('link', { name: 'All Enablers' })).toHaveAttribute('href', '/allenablers');
  });

  it('asks nothing without a token, and says the link is not valid', () => {
    const calls = openPage({}, '');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not valid. Please use the link in your latest e-mail about this session.',
    );
    expect(calls).toEqual([]);
  });
});
