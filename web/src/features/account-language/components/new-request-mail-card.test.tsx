import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import { NewRequestMailCard } from './new-request-mail-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderWith(put: () => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/operator/new-request-mail');
      if ((init?.method ?? 'GET') === 'GET') return json({ newRequests: 'batch' });
      puts.push(JSON.parse(String(init?.body)));
      return put();
    }),
  );
  render(<NewRequestMailCard />);
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('NewRequestMailCard (issue 41)', () => {
  it('shows her choice, the batch by default, and saves the one she makes', async () => {
    const puts = renderWith(() => json({ newRequests: 'at-once' }));
    const select = await screen.findByRole('combobox', { name: 'E-mail me about a new request' });
    expect(select).toHaveValue('batch');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'At once: one e-mail for each new request',
      'In a batch: at most one e-mail every 10 minutes',
      'Not by e-mail: I look at Help Requests myself',
    ]);
    await userEvent.selectOptions(select, 'at-once');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(puts).toEqual([{ newRequests: 'at-once' }]);
    expect(select).toHaveValue('at-once');
  });

  it("keeps the choice she had and shows the server's message when saving fails", async () => {
    renderWith(() => json({ error: 'Busy', message: 'The service is briefly unavailable.', code: 'SERVICE_UNAVAILABLE' }, 503));
    const select = await screen.findByRole('combobox', { name: 'E-mail me about a new request' });
    await userEvent.selectOptions(select, 'none');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    expect(select).toHaveValue('batch');
  });
});
