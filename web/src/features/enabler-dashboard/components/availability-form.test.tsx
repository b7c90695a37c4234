import { render, screen } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityCard } from './availability-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderWith(put: () => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json({ takingNewCases: true, awayUntil: null, capacity: 5 });
      puts.push(JSON.parse(String(init?.body)));
      return put();
    }),
  );
  render(<AvailabilityCard />);
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('AvailabilityCard', () => {
  it('shows her availability and saves what she changes', async () => {
    const puts = renderWith(() => json({ takingNewCases: false, awayUntil: '2030-12-01', capacity: 3 }));
    const taking = await screen.findByRole('checkbox', { name: 'I take new cases' });
    expect(taking).toBeChecked();
    expect(screen.getByLabelText('Open cases I can take at most')).toHaveValue(5);
    await userEvent.click(taking);
    await userEvent.type(screen.getByLabelText('Away until (the day you are back; optional)'), '2030-12-01');
    const capacity = screen.getByLabelText('Open cases I can take at most');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your availability is saved.');
    expect(puts).toEqual([{ takingNewCases: false, awayUntil: '2030-12-01', capacity: 3 }]);
  });

  it("shows the server's message beside the field it is about", async () => {
    const past = 'Please choose a day from today on, or clear the date.';
    renderWith(() => json({ error: past, message: past, code: 'VALIDATION_ERROR', fields: { awayUntil: past } }, 400));
    await userEvent.type(await screen.findByLabelText('Away until (the day you are back; optional)'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(past);
    expect(screen.getByLabelText('Away until (the day you are back; optional)')).toHaveAccessibleDescription(past);
  });
});
