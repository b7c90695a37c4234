import userEvent from '@testing-library/user-event';
import { FORM_RESULT_KEY, type PageFormResult } from '@wfc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider } from '../../../lib/initial-data';
import { render, renderIn, screen, waitFor } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { registrationOf } from '../testing/event-samples';
import { EventRegisterForm } from './event-register-form';

const registration = registrationOf();

function renderForm(options: { waitlist?: boolean; sent?: PageFormResult; onRegistered?: () => void } = {}) {
  return render(
    <InitialDataProvider data={options.sent ? { [FORM_RESULT_KEY]: options.sent } : {}}>
      <EventRegisterForm
        eventId="evt-1"
        slug="founders-summit"
        registration={registration}
        waitlist={options.waitlist ?? false}
        onRegistered={options.onRegistered ?? (() => undefined)}
      />
    </InitialDataProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name (required)'), 'Asha Nair');
  await user.type(screen.getByLabelText('Email (required)'), 'asha@example.org');
  await user.selectOptions(screen.getByLabelText('Where is your business today? (required)'), 'Growing');
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an event’s Register form', () => {
  it('posts to the event’s own page, marks what is required, and names each question’s field by its id', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/events/founders-summit#register');
    expect(screen.getByLabelText('Where is your business today? (required)')).toHaveAttribute('name', 'answers.q-stage');
    expect(screen.getByLabelText('Where is your business today? (required)')).toBeRequired();
    expect(screen.getByLabelText('What would you most like to learn?')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('sends her name, address and the answered questions, then shows where it left her in place of the form', async () => {
    const fetchMock = vi.fn(async () => json({ status: 'confirmed', message: 'You are registered. We have sent the details.' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderForm({ onRegistered });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('You are registered');
    expect(result).toHaveTextContent('You are registered. We have sent the details.');
    expect(result.parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/events/evt-1/registrations');
    // The unanswered text question is left out.
    expect(sentBody(fetchMock)).toEqual({ name: 'Asha Nair', email: 'asha@example.org', answers: { 'q-stage': 'Growing' } });
    expect(onRegistered).toHaveBeenCalledOnce();
  });

  it('says a waitlisted registration’s number, and a pending one’s wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ status: 'waitlisted', position: 3, message: 'The event is full, so you are on the waitlist, number 3.' }, 201),
      ),
    );
    const user = userEvent.setup();
    const first = renderForm({ waitlist: true });
    await fill(user);
    await user.type(screen.getByLabelText('What would you most like to learn?'), 'Pricing');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('On the waitlist: number 3');
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 'pending', message: 'Thank you. Your registration waits for the organisers’ approval.' }, 201)),
    );
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for approval');
  });

  it('shows a 400’s messages by their fields, the answers’ too, keeping what was typed', async () => {
    const body = {
      error: 'Please answer this question.',
      message: 'Please answer this question.',
      code: 'VALIDATION_FAILED',
      fields: { 'answers.q-stage': 'Please choose an answer from the list.', email: 'Please enter a valid email address.' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(body, 400)),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer this question.');
    const stage = screen.getByLabelText('Where is your business today? (required)');
    expect(stage).toHaveAttribute('aria-invalid', 'true');
    expect(stage).toHaveAccessibleDescription('Please choose an answer from the list.');
    expect(screen.getByLabelText('Email (required)')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Name (required)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Asha Nair');
  });

  it('shows a 409’s message (full, closed) and keeps the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure(409, 'Sorry, this event is full.', 'EVENT_FULL')),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this event is full.');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows the result the server rendered the page with after a post sent before the scripts ran', () => {
    renderForm({
      sent: {
        form: 'event-registration',
        status: 'success',
        message: 'The event is full, so you are on the waitlist, number 2.',
        registration: { status: 'waitlisted', position: 2 },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('On the waitlist: number 2');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a refused post’s messages by their fields, with what was sent', () => {
    const sent: PageFormResult = {
      form: 'event-registration',
      status: 'error',
      message: 'Please answer this question.',
      fields: { 'answers.q-stage': 'Please answer this question.' },
      values: { name: 'Devi', email: 'devi@example.org', 'answers.q-learn': 'Pricing' },
    };
    renderForm({ sent });
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Devi');
    expect(screen.getByLabelText('What would you most like to learn?')).toHaveValue('Pricing');
    expect(screen.getByLabelText('Where is your business today? (required)')).toHaveAccessibleDescription('Please answer this question.');
  });

  it('fills in a signed-in member’s name and address', async () => {
    window.localStorage.setItem('wfc.memberSignedIn', '1');
    const fetchMock = vi.fn(async () =>
      json({ email: 'meera@example.org', csrfToken: 'c', membership: { firstName: 'Meera', lastName: 'Pillai' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Email (required)')).toHaveValue('meera@example.org'));
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Meera Pillai');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/member/me');
  });

  it('leaves what she typed before her details arrived', async () => {
    window.localStorage.setItem('wfc.memberSignedIn', '1');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name (required)'), 'Meera P.');
    answer(json({ email: 'meera@example.org', csrfToken: 'c', membership: { firstName: 'Meera', lastName: 'Pillai' } }));
    await waitFor(() => expect(screen.getByLabelText('Email (required)')).toHaveValue('meera@example.org'));
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Meera P.');
  });

  it('asks nothing of a visitor who is not signed in, and is in Malayalam on a Malayalam page', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderIn(
      'ml',
      <EventRegisterForm eventId="evt-1" slug="founders-summit" registration={registration} waitlist onRegistered={() => undefined} />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'കാത്തിരിപ്പ് പട്ടികയിൽ ചേരുക' })).toBeInTheDocument();
    expect(screen.getByLabelText('പേര് (നിർബന്ധം)')).toBeRequired();
  });
});
