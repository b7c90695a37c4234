import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../testing/library';
import type { Period } from '../lib/period';
import { PeriodPicker } from './period-picker';

const today = '2026-12-07';
const thisMonth: Period = { choice: 'this-month', from: '2026-12-01', to: today };

describe('the reports’ period picker', () => {
  it('offers the named periods and two dates, and names the period shown', () => {
    render(<PeriodPicker period={thisMonth} today={today} onChange={() => undefined} />);
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect([...(period as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'This month',
      'Last month',
      'This quarter',
      'This year',
      'Two dates',
    ]);
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    expect(screen.getByText(/^Showing Dec 1\s–\s7, 2026$/)).toBeInTheDocument();
    expect(period.closest('form')).toHaveAttribute('method', 'post');
  });

  it('shows a named period as soon as it is chosen, the focus staying on the choice', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<PeriodPicker period={thisMonth} today={today} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'This year');
    expect(onChange).toHaveBeenCalledWith({ choice: 'year', from: '2026-01-01', to: today });
    rerender(<PeriodPicker period={{ choice: 'year', from: '2026-01-01', to: today }} today={today} onChange={onChange} />);
    expect(screen.getByLabelText('Period')).toHaveFocus();
    expect(screen.getByText(/^Showing Jan 1\s–\sDec 7, 2026$/)).toBeInTheDocument();
  });

  it('takes two dates on Show only once the API would, and names what is wrong', async () => {
    const onChange = vi.fn();
    render(<PeriodPicker period={thisMonth} today={today} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Two dates');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('To')).toHaveValue(today);

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2023-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Choose at most three years.');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({ choice: 'dates', from: '2026-11-15', to: today });
    expect(screen.getByLabelText('From')).not.toHaveAccessibleDescription();
  });

  it('follows the address when Back brings another period', () => {
    const { rerender } = render(<PeriodPicker period={thisMonth} today={today} onChange={() => undefined} />);
    rerender(<PeriodPicker period={{ choice: 'dates', from: '2026-02-03', to: '2026-05-06' }} today={today} onChange={() => undefined} />);
    expect(screen.getByLabelText('Period')).toHaveDisplayValue('Two dates');
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-03');
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-06');
  });
});
