import type { Enabler } from '@wfc/shared';
import { render, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import { moveItem } from '../lib/use-reorder';
import { EnablerOrder } from './enabler-order';

const enabler = (id: number, name: string): Enabler => ({
  id,
  name,
  photo: '/images/enablers/x.svg',
  title: 't',
  description: 'd',
  expertise: ['Finance'],
  region: 'Kochi',
  yearsOfExperience: 5,
});
const three = [enabler(1, 'Anjali'), enabler(2, 'Bindu'), enabler(3, 'Chitra')];

afterEach(() => vi.unstubAllGlobals());

describe('moveItem', () => {
  it('moves an item to a place, within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});

describe('EnablerOrder', () => {
  it('moves an enabler with the keyboard, keeps the focus on the button pressed, announces it and saves the new order', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ids: [2, 1, 3], message: 'Order saved. The directory and the home page show it now.' });
      }),
    );
    const onSaved = vi.fn();
    render(<EnablerOrder enablers={three} onSaved={onSaved} />);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();

    const up = screen.getByRole('button', { name: 'Move Bindu up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bindu'),
      expect.stringContaining('Anjali'),
      expect.stringContaining('Chitra'),
    ]);
    expect(screen.getByRole('button', { name: 'Move Bindu up' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move Bindu up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Bindu moved to place 1 of 3.')).toBeInTheDocument();

    // At the top already: nothing moves.
    await userEvent.keyboard('{Enter}');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent('Bindu');

    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order saved. The directory and the home page show it now.');
    expect(bodies).toEqual([{ ids: [2, 1, 3] }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
