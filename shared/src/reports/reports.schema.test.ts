import { describe, expect, it } from 'vitest';
import { ReportPeriodQuery, reportPeriodOf } from './reports.schema';

describe('ReportPeriodQuery', () => {
  it('takes real days, from before or on to, at most about three years', () => {
    expect(ReportPeriodQuery.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(ReportPeriodQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(ReportPeriodQuery.safeParse({ from: '2026-1-01' }).success).toBe(false);
    expect(ReportPeriodQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(ReportPeriodQuery.safeParse({ from: '2024-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(ReportPeriodQuery.safeParse({ from: '2024-01-01', to: '2027-01-03' }).success).toBe(false);
  });
});

describe('reportPeriodOf', () => {
  it('fills what the query leaves out from the month', () => {
    expect(reportPeriodOf({}, '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportPeriodOf({ from: '2024-02-10' }, '2026-12-07')).toEqual({ from: '2024-02-10', to: '2024-02-29' });
    expect(reportPeriodOf({ to: '2026-03-05' }, '2026-12-07')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(reportPeriodOf({ from: '2026-01-05', to: '2026-03-05' }, '2026-12-07')).toEqual({ from: '2026-01-05', to: '2026-03-05' });
  });
});
