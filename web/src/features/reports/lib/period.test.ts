import { describe, expect, it } from 'vitest';
import { datesProblem, periodOf, periodParams, presetPeriod } from './period';
import { groupDays } from './day-groups';

describe('the reports’ periods', () => {
  it('names this month, last month, this quarter and this year up to today', () => {
    expect(presetPeriod('this-month', '2026-12-07')).toEqual({ choice: 'this-month', from: '2026-12-01', to: '2026-12-07' });
    expect(presetPeriod('last-month', '2026-12-07')).toEqual({ choice: 'last-month', from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('last-month', '2027-01-15')).toEqual({ choice: 'last-month', from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('last-month', '2028-03-02')).toEqual({ choice: 'last-month', from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('quarter', '2026-12-07')).toEqual({ choice: 'quarter', from: '2026-10-01', to: '2026-12-07' });
    expect(presetPeriod('quarter', '2026-03-31')).toEqual({ choice: 'quarter', from: '2026-01-01', to: '2026-03-31' });
    expect(presetPeriod('year', '2026-12-07')).toEqual({ choice: 'year', from: '2026-01-01', to: '2026-12-07' });
  });

  it('reads the period from the address, and this month from an address the API would refuse', () => {
    const read = (query: string) => periodOf(new URLSearchParams(query), '2026-12-07');
    expect(read('')).toEqual({ choice: 'this-month', from: '2026-12-01', to: '2026-12-07' });
    expect(read('period=year')).toEqual({ choice: 'year', from: '2026-01-01', to: '2026-12-07' });
    expect(read('from=2026-02-03&to=2026-05-06')).toEqual({ choice: 'dates', from: '2026-02-03', to: '2026-05-06' });
    for (const refused of [
      'period=decade',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-05-06&to=2026-02-03',
      'from=2020-01-01&to=2026-01-01',
    ])
      expect(read(refused).choice).toBe('this-month');
  });

  it('writes the period into the address, keeping its other parameters', () => {
    const current = new URLSearchParams('case=c1&from=2026-01-01&to=2026-01-02');
    expect(periodParams({ choice: 'this-month', from: '2026-12-01', to: '2026-12-07' }, current).toString()).toBe('case=c1');
    expect(periodParams({ choice: 'quarter', from: '2026-10-01', to: '2026-12-07' }, current).toString()).toBe('case=c1&period=quarter');
    expect(periodParams({ choice: 'dates', from: '2026-02-03', to: '2026-05-06' }, current).toString()).toBe(
      'case=c1&from=2026-02-03&to=2026-05-06',
    );
  });

  it('says what is wrong with two typed dates, as the API would', () => {
    expect(datesProblem('', '2026-01-01')).toBe('invalid');
    expect(datesProblem('2026-02-30', '2026-03-01')).toBe('invalid');
    expect(datesProblem('2026-03-02', '2026-03-01')).toBe('order');
    expect(datesProblem('2023-03-01', '2026-03-01')).toBe('span');
    expect(datesProblem('2023-03-01', '2026-02-28')).toBeNull();
    expect(datesProblem('2026-03-01', '2026-03-01')).toBeNull();
  });
});

describe('a report’s days', () => {
  const day = (date: string, pageViews: number, visitors: number) => ({ date, pageViews, visitors });

  it('are shown one by one over a short period', () => {
    expect(groupDays([day('2026-12-01', 3, 2), day('2026-12-02', 0, 0)], ['pageViews', 'visitors'])).toEqual({
      by: 'day',
      groups: [
        { key: '2026-12-01', values: { pageViews: 3, visitors: 2 } },
        { key: '2026-12-02', values: { pageViews: 0, visitors: 0 } },
      ],
    });
  });

  it('are summed by month over a long one, or averaged over the month’s days', () => {
    const days = Array.from({ length: 120 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
      return day(date, 2, index < 31 ? 3 : 1);
    });
    const { by, groups } = groupDays(days, ['pageViews', 'visitors'], ['visitors']);
    expect(by).toBe('month');
    expect(groups).toEqual([
      { key: '2026-01', values: { pageViews: 62, visitors: 3 } },
      { key: '2026-02', values: { pageViews: 56, visitors: 1 } },
      { key: '2026-03', values: { pageViews: 62, visitors: 1 } },
      { key: '2026-04', values: { pageViews: 60, visitors: 1 } },
    ]);
  });
});
