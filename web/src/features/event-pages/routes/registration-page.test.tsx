import userEvent from '@testing-library/user-event';
import type { GuestRegistration } from '@wfc/shared';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { guestOf } from '../testing/event-samples';
import RegistrationPage from './registration-page';

const TOKEN = 'g'.repeat(43);

/** Her page opened from her e-mail's link; `answers` are the server's, one a call. */
function openPage(answers: Response[], hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/events/registration${hash}`);
  const fetchMock = vi.fn(async () => answers.shift() ?? failure(500, 'Something went wrong.'));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter initialEntries={['/events/registration']}>
      <RegistrationPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

const call = (fetchMock: ReturnType<typeof vi.fn>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('her registration’s page', () => {
  it('takes the token out of the address bar and sends it only in the body; shows her place, answers and door code', async () => {
    const fetchMock = openPage([json(guestOf())]);
    expect(window.location.hash).toBe('');
    expect(await screen.findByText('You are registered.')).toBeInTheDocument();
    expect(call(fetchMock, 0)).toEqual({ url: '/api/events/registration', method: 'POST', body: { token: TOKEN } });

    expect(screen.getByRole('link', { name: 'Founders Summit' })).toHaveAttribute('href', '/events/founders-summit');
    expect(screen.getByText('Where is your business today?').nextElementSibling).toHaveTextContent('Growing');
    expect(screen.getByText('a•••@example.org')).toBeInTheDocument();
    const door = screen.getByRole('region', { name: 'Your door code' });
    expect(within(door).getByText('7KQ2M-XW9D3')).toBeInTheDocument();
    expect(within(door).getByRole('img', { name: 'Your door code as a QR code' }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/events/founders-summit/calendar.ics');
    expect(screen.queryByRole('link', { name: /Join online/ })).toBeNull();
  });

  it.each<[string, Partial<GuestRegistration>, string]>([
    ['pending', { status: 'pending', checkInCode: null }, 'Your registration is waiting for the organisers’ approval.'],
    ['waitlisted', { status: 'waitlisted', position: 4, checkInCode: null }, 'You are on the waitlist, number 4.'],
    [
      'offered',
      { status: 'offered', offerExpiresAt: '2027-03-01T06:30:00.000Z', checkInCode: null },
      'A place is offered to you until March 1, 2027 at 12:00 PM.',
    ],
    ['cancelled', { status: 'cancelled', checkInCode: null, cancellable: false }, 'Your registration is cancelled.'],
    ['declined', { status: 'declined', checkInCode: null, cancellable: false }, 'The organisers declined your registration.'],
  ])('says a %s registration in words, with no door code', async (_, overrides, words) => {
    openPage([json(guestOf(overrides))]);
    expect(await screen.findByText(words, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your door code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the place' }) !== null).toBe(overrides.status === 'offered');
  });

  it('shows the online link while she is confirmed', async () => {
    openPage([json(guestOf({ event: { ...guestOf().event, onlineLink: 'https://meet.example.org/wfc' } }))]);
    expect(await screen.findByRole('link', { name: /^Join online/ })).toHaveAttribute('href', 'https://meet.example.org/wfc');
  });

  it('says a cancelled event is cancelled and offers no calendar entry', async () => {
    openPage([json(guestOf({ event: { ...guestOf().event, cancelledAt: '2027-02-01T00:00:00.000Z' }, cancellable: false }))]);
    expect(await screen.findByText('This event was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('cancels only after she confirms, then shows the server’s message and her cancelled registration', async () => {
    const cancelled = guestOf({ status: 'cancelled', checkInCode: null, cancellable: false });
    const fetchMock = openPage([
      json(guestOf()),
      json({ registration: cancelled, message: 'Your registration is cancelled. Thank you for letting us know.' }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel your registration?' })).getByRole('button', { name: 'Keep my registration' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel my registration' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your registration is cancelled. Thank you for letting us know.');
    expect(notice.parentElement).toHaveFocus();
    expect(call(fetchMock, 1)).toEqual({ url: '/api/events/registration/cancel', method: 'POST', body: { token: TOKEN } });
    expect(screen.getByText('Your registration is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your door code' })).toBeNull();
  });

  it('takes an offered place, then shows her door code', async () => {
    const fetchMock = openPage([
      json(guestOf({ status: 'offered', offerExpiresAt: '2027-03-01T06:30:00.000Z', checkInCode: null })),
      json({ registration: guestOf(), message: 'The place is yours: you are registered.' }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take the place' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The place is yours: you are registered.');
    expect(call(fetchMock, 1)).toEqual({ url: '/api/events/registration/accept', method: 'POST', body: { token: TOKEN } });
    expect(screen.getByRole('region', { name: 'Your door code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the place' })).toBeNull();
  });

  it('shows why an action was refused, keeping what it showed', async () => {
    openPage([
      json(guestOf({ status: 'offered', offerExpiresAt: '2027-03-01T06:30:00.000Z', checkInCode: null })),
      failure(409, 'This offer has ended.', 'CONFLICT'),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take the place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has ended.');
    expect(screen.getByRole('button', { name: 'Take the place' })).toBeEnabled();
  });

  it('explains a link that is not one, and where to find hers', async () => {
    openPage([failure(400, 'This link is not valid. Please use the link in your latest e-mail about this event.', 'EVENT_LINK_INVALID')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('link', { name: 'Events & Workshops' })).toHaveAttribute('href', '/events');
  });

  it('asks nothing without a token, and says the link is not valid', () => {
    const fetchMock = openPage([], '');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not valid. Please use the link in your latest e-mail about this event.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
