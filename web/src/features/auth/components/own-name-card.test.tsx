import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import { json } from '../../../testing/responses';
import { OwnNameCard } from './own-name-card';

afterEach(() => vi.unstubAllGlobals());

describe('OwnNameCard: her own name on the Account page (issue 26)', () => {
  it('shows her name, saves the new one and says so', { timeout: 20_000 }, async () => {
    const me = { _id: 'u1', name: 'Ada Admin', email: 'ada@example.org', role: 'admin' };
    const fetch = vi.fn(async (url: string) =>
      url === '/api/auth/me' ? json(me) : json({ message: 'Your name has been changed.', user: { ...me, name: 'Ada Menon' } }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<OwnNameCard />);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Ada Admin');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ada Menon');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your name has been changed.');
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/account/name',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: 'Ada Menon' }) }),
    );
  });
});
