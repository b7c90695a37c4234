import { describe, expect, it } from 'vitest';
import { countCases } from './case-counts';

describe('countCases', () => {
  it('counts Total, Pending, In progress (Accepted) and Completed', () => {
    const cases = [{ status: 'Pending' }, { status: 'Accepted' }, { status: 'Accepted' }, { status: 'Completed' }, { status: 'Pending' }] as const;
    expect(countCases(cases)).toEqual({ total: 5, pending: 2, inProgress: 2, completed: 1 });
  });

  it('is all zero with no cases', () => {
    expect(countCases([])).toEqual({ total: 0, pending: 0, inProgress: 0, completed: 0 });
  });
});
