import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Switch } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, renderIn, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import type * as SlotDays from '../lib/slot-days';
import { bookingOptionsOf, NOW, slotsFor } from '../testing/session-samples';
import BookingPage from './booking-page';

// The visitor's browser says she is in London; the enabler is in Kochi.
vi.mock('../lib/slot-days', async (importOriginal) => ({
  ...(await importOriginal<typeof SlotDays>()),
  detectTimeZone: () => 'Europe/London',
}));

const OPTIONS = 'GET /api/enablers/7/booking';
const SLOTS = 'GET /api/enablers/7/slots';
const BOOK = 'POST /api/enablers/7/bookings';

function openPage(routes: Record<string, Handler> = {}, locale: 'en' | 'ml' = 'en') {
  const calls = stubApi({ [OPTIONS]: () => json(bookingOptionsOf()), [SLOTS]: (_body, url) => json(slotsFor(url)), ...routes });
  const path = locale === 'ml' ? '/ml/book/7' : '/book/7';
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <Switch>
        <Route path="/book/:profileId">
          <BookingPage />
        </Route>
        <Route path="/ml/book/:profileId">
          <BookingPage />
        </Route>
      </Switch>
    </MemoryRouter>
  );
  if (locale === 'ml') renderIn('ml', page);
  else render(page);
  return calls;
}

const slotCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/enablers/7/slots'));
const queryOf = (call: Call) => Object.fromEntries(new URLSearchParams(call.url.split('?')[1]));

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name (required)'), 'Asha Nair');
  await user.type(screen.getByLabelText('Email (required)'), 'asha@example.org');
  await user.type(screen.getByLabelText('What would you like to talk about? (required)'), 'Pricing for cafés');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an enabler’s booking page', () => {
  it('shows her name and title, her lengths, the visitor’s zone, and this week’s free times by the visitor’s days, her own clock beside', async () => {
    const calls = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a session with Anjali Menon' })).toBeInTheDocument();
    expect(screen.getByText('Founder, Kochi Bakes')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(screen.getByLabelText('Your time zone')).toHaveValue('Europe/London');

    expect(await screen.findByText('3 free times this week')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Free times from Wednesday, October 21 to Tuesday, October 27' })).toBeInTheDocument();
    const thursday = screen.getByRole('group', { name: 'Thursday, October 22' });
    expect(
      within(thursday)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['10:00 AM 2:30 PM her time', '10:30 AM 3:00 PM her time']);
    // Monday is after London's clocks went back: 10:00 is 10:00 UTC, 3:30 PM in Kochi.
    expect(
      within(screen.getByRole('group', { name: 'Monday, October 26' })).getByRole('radio', { name: /10:00 AM\s3:30 PM her time/ }),
    ).toBeInTheDocument();
    expect(queryOf(slotCalls(calls)[0]!)).toEqual({ from: NOW.toISOString(), to: '2026-10-28T00:00:00.000Z', duration: '30' });
    // No form before a time is chosen.
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('asks for the slots of the length she chooses', async () => {
    const calls = openPage();
    const user = userEvent.setup();
    await screen.findByText('3 free times this week');
    await user.click(screen.getByRole('radio', { name: '60 minutes' }));
    expect(await screen.findByText('1 free time this week')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Friday, October 23' })).toBeInTheDocument();
    expect(queryOf(slotCalls(calls).at(-1)!).duration).toBe('60');
  });

  it('moves a week at a time, neither before this week nor past her booking window, and says when a week has no free time', async () => {
    const calls = openPage();
    const user = userEvent.setup();
    await screen.findByText('3 free times this week');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No free times this week')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Free times from Wednesday, October 28 to Tuesday, November 3' })).toBeInTheDocument();
    expect(queryOf(slotCalls(calls).at(-1)!)).toEqual({ from: '2026-10-28T00:00:00.000Z', to: '2026-11-04T00:00:00.000Z', duration: '30' });
    // 14 days ahead: two weeks.
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('3 free times this week')).toBeInTheDocument();
  });

  it('shows the times in another zone she chooses, without her own clock when it is hers', async () => {
    openPage();
    const user = userEvent.setup();
    await screen.findByText('3 free times this week');
    await user.selectOptions(screen.getByLabelText('Your time zone'), 'Asia/Kolkata');
    expect(await screen.findByRole('radio', { name: '2:30 PM' })).toBeInTheDocument();
    expect(screen.queryByText(/her time/)).toBeNull();
  });

  it('lets her choose a time with the keyboard, the arrow keys moving through the week', async () => {
    openPage();
    const user = userEvent.setup();
    await screen.findByText('3 free times this week');
    const [first, second] = screen.getAllByRole('radio', { name: /her time/ });
    first!.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(screen.getByText(/Your time: Thursday, October 22, 2026 at 10:00\sAM, 30 minutes with Anjali Menon\./)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    expect(screen.getByText(/Your time: Thursday, October 22, 2026 at 10:30\sAM/)).toBeInTheDocument();
  });

  it('books the chosen time with her details and zone, then shows the server’s message in the form’s place (202: check your e-mail)', async () => {
    const message =
      'Almost done: we have sent you an e-mail. Please open its link within 15 minutes to confirm your booking; the time is held for you until then.';
    const calls = openPage({ [BOOK]: () => json({ _id: 'ses-1', status: 'unconfirmed', message }, 202) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /10:30 AM/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Please check your e-mail');
    expect(result).toHaveTextContent(message);
    expect(result.parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/enablers/7/bookings',
      body: {
        start: '2026-10-22T09:30:00.000Z',
        durationMinutes: 30,
        name: 'Asha Nair',
        email: 'asha@example.org',
        topic: 'Pricing for cafés',
        timeZone: 'Europe/London',
        hourCycle: 'h12',
      },
    });
  });

  it('says a time taken meanwhile, asks for the week again, and keeps what she typed', async () => {
    let taken = false;
    const calls = openPage({
      [SLOTS]: (_body, url) => json(slotsFor(url, taken ? ['2026-10-22T09:30:00.000Z'] : [])),
      [BOOK]: () => {
        taken = true;
        return failure(409, 'Sorry, that time was just taken. Please choose another.', 'SESSION_SLOT_TAKEN');
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /10:30 AM/ }));
    await fillDetails(user);
    const asked = slotCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that time was just taken. Please choose another.');
    expect(await screen.findByText('2 free times this week')).toBeInTheDocument();
    expect(slotCalls(calls).length).toBe(asked + 1);
    expect(screen.queryByRole('radio', { name: /10:30 AM/ })).toBeNull();
    expect(screen.getByText('Please choose one of the free times above.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeDisabled();
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Asha Nair');
    expect(screen.getByLabelText('What would you like to talk about? (required)')).toHaveValue('Pricing for cafés');

    await user.click(screen.getByRole('radio', { name: /10:00 AM\s2:30 PM/ }));
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeEnabled();
  });

  it('shows a 400’s messages by their fields and moves the focus to the first', async () => {
    const body = {
      error: 'Please check the form.',
      message: 'Please check the form.',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Please enter a valid email address.', topic: 'Please keep it to 1000 characters.' },
    };
    openPage({ [BOOK]: () => json(body, 400) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /10:30 AM/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    const email = screen.getByLabelText('Email (required)');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('What would you like to talk about? (required)')).toHaveAccessibleDescription(
      'Please keep it to 1000 characters.',
    );
    expect(screen.getByLabelText('Name (required)')).not.toHaveAttribute('aria-invalid');
  });

  it('fills in a signed-in member’s name and address, leaving what she typed', async () => {
    window.localStorage.setItem('wfc.memberSignedIn', '1');
    openPage({
      'GET /api/member/me': () =>
        json({ email: 'meera@example.org', csrfToken: 'c', membership: { firstName: 'Meera', lastName: 'Pillai' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /10:30 AM/ }));
    await waitFor(() => expect(screen.getByLabelText('Email (required)')).toHaveValue('meera@example.org'));
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Meera Pillai');
  });

  it('books a signed-in member through her own session (the member API), held at once (201)', async () => {
    window.localStorage.setItem('wfc.memberSignedIn', '1');
    const message = 'Your session is booked. We have sent the details and a calendar invitation to your e-mail.';
    const calls = openPage({
      'GET /api/member/me': () =>
        json({ email: 'meera@example.org', csrfToken: 'c', membership: { firstName: 'Meera', lastName: 'Pillai' } }),
      'POST /api/member/sessions': () => json({ _id: 'ses-2', status: 'confirmed', message }, 201),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /10:30 AM/ }));
    await waitFor(() => expect(screen.getByLabelText('Email (required)')).toHaveValue('meera@example.org'));
    await user.type(screen.getByLabelText('What would you like to talk about? (required)'), 'Pricing');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/member/sessions',
      body: { profileId: 7, start: '2026-10-22T09:30:00.000Z', email: 'meera@example.org', topic: 'Pricing' },
    });
    expect(calls.some((call) => call.url === '/api/enablers/7/bookings')).toBe(false);
  });

  it('says plainly when she takes no bookings now, with the way back to the directory', async () => {
    const calls = openPage({ [OPTIONS]: () => json(bookingOptionsOf({ bookable: false })) });
    expect(await screen.findByText('This enabler does not take bookings at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Anjali Menon' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All Enablers' }).at(-1)).toHaveAttribute('href', '/allenablers');
    expect(slotCalls(calls)).toEqual([]);
  });

  it('says when there is no such enabler', async () => {
    openPage({ [OPTIONS]: () => failure(404, 'We could not find that enabler.', 'NOT_FOUND') });
    expect(await screen.findByText('We could not find that enabler.')).toBeInTheDocument();
  });

  it('is in Malayalam on a Malayalam page', async () => {
    openPage({}, 'ml');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anjali Menon എന്നവരുമായി ഒരു സെഷൻ ബുക്ക് ചെയ്യുക' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('radio', { name: /10:00/ }))[0]!);
    expect(screen.getByRole('button', { name: 'ഈ സമയം ബുക്ക് ചെയ്യുക' })).toBeInTheDocument();
  });
});
