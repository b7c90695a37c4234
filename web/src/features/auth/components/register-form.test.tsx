import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderRegister(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <RegisterForm />
    </MemoryRouter>,
  );
  return fetch;
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Ana Rao');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-password');
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('registers as an Enabler by default and confirms with a link to login', async () => {
    const fetch = renderRegister(() => json({ message: 'Registered successfully. Please login.' }, 201));
    expect(screen.getByLabelText('Role')).toHaveValue('enabler');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Enabler', 'Operator']);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    // The announcement is the message alone; the link to login follows it, outside the live region.
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Registered successfully\. Please login\.$/);
    const link = screen.getByRole('link', { name: 'Go to Member Login' });
    expect(link).toHaveAttribute('href', '/login');
    expect(status).not.toContainElement(link);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/register',
      expect.objectContaining({
        body: JSON.stringify({ name: 'Ana Rao', email: 'ana@example.com', password: 'long-password', role: 'enabler' }),
      }),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('sends Operator when chosen', async () => {
    const fetch = renderRegister(() => json({ message: 'ok' }, 201));
    await fillIn();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Operator');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('status');
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ role: 'operator' });
  });

  it("makes no checks of its own and shows the server's message and field messages", async () => {
    const fetch = renderRegister(() =>
      json(
        {
          error: 'Please enter a valid email address.',
          message: 'Please enter a valid email address.',
          code: 'VALIDATION_FAILED',
          fields: { email: 'Please enter a valid email address.' },
        },
        400,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('shows Registration failed when the server gives no message', async () => {
    renderRegister(() => new Response('oops', { status: 502 }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });
});
