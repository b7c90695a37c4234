import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import { MailLanguageCard } from './mail-language-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderWith(put: () => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json({ locale: 'en' });
      puts.push(JSON.parse(String(init?.body)));
      return put();
    }),
  );
  render(<MailLanguageCard />);
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('MailLanguageCard', () => {
  it('shows her language for e-mails and saves the one she chooses', async () => {
    const puts = renderWith(() => json({ locale: 'ml' }));
    const select = await screen.findByRole('combobox', { name: 'Language for e-mails' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'മലയാളം']);
    await userEvent.selectOptions(select, 'മലയാളം');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: e-mails to you are now written in മലയാളം.');
    expect(puts).toEqual([{ locale: 'ml' }]);
    expect(select).toHaveValue('ml');
  });

  it("keeps the language she had and shows the server's message when saving fails", async () => {
    renderWith(() => json({ error: 'Please sign in again.', message: 'Please sign in again.', code: 'SERVICE_UNAVAILABLE' }, 503));
    const select = await screen.findByRole('combobox', { name: 'Language for e-mails' });
    await userEvent.selectOptions(select, 'ml');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again.');
    expect(select).toHaveValue('en');
  });
});
