import { render, screen, waitFor } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembershipForm } from './membership-form';

function reply(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Anjali');
  await user.type(screen.getByLabelText('Last Name'), 'Menon');
  await user.type(screen.getByLabelText('Email'), 'anjali@example.org');
  await user.selectOptions(screen.getByLabelText('Job Function'), 'Engineer');
  await user.selectOptions(screen.getByLabelText('Vertical'), 'Health');
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'An event');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MembershipForm', () => {
  it('sends the fields with interests as a list and emailPermission as a boolean, then resets', async () => {
    const fetchMock = vi.fn(() => reply(201, { _id: 'm1', message: 'Successfully submitted!' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<MembershipForm />);

    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Networking' }));
    await user.click(screen.getByRole('checkbox', { name: 'Finding a mentor' }));
    await user.click(screen.getByRole('checkbox', { name: /send me emails/ }));
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Successfully submitted!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/membership');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Anjali',
      lastName: 'Menon',
      email: 'anjali@example.org',
      jobFunction: 'engineer',
      vertical: 'health',
      interests: ['network', 'mentor'],
      hearAbout: 'event',
      emailPermission: true,
    });
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Job Function')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Networking' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /send me emails/ })).not.toBeChecked();
  });

  it('sends an empty interest list and emailPermission false when nothing is ticked', async () => {
    const fetchMock = vi.fn(() => reply(201, { _id: 'm2', message: 'Successfully submitted!' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<MembershipForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await screen.findByRole('status');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.interests).toEqual([]);
    expect(body.emailPermission).toBe(false);
  });

  it("disables SUBSCRIBE while sending and shows the server's message on a refusal, keeping the fields", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    render(<MembershipForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeDisabled();

    const message = 'This email is already subscribed.';
    answer(new Response(JSON.stringify({ error: message, message, code: 'ALREADY_SUBSCRIBED' }), { status: 409 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('anjali@example.org');
  });

  it('shows the field messages of a 400 under the fields', async () => {
    const message = 'Please enter a valid email address.';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply(400, { error: message, message, code: 'VALIDATION_FAILED', fields: { email: message } })),
    );
    const user = userEvent.setup();
    render(<MembershipForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
  });

  it('only logs a network failure: no banner, the fields stay as they were', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<MembershipForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Anjali');
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  });

  it('starts every select on an empty Select... choice and marks the spec’s required fields', () => {
    render(<MembershipForm />);
    for (const label of ['Job Function', 'Vertical', 'How did you hear about us?']) {
      const select = screen.getByLabelText(label);
      expect(select).toHaveValue('');
      expect(select).toBeRequired();
      expect(screen.getAllByRole('option', { name: 'Select...' }).length).toBe(3);
    }
    for (const label of ['First Name', 'Last Name', 'Email']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('group', { name: /Interests/ })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /./ })).toHaveLength(10);
  });
});
