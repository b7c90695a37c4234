import type { Case } from '@wfc/shared';

/** The enabler Overview's numbers (decisions.md 10): In progress counts Accepted cases. */
export interface CaseCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
}

export function countCases(cases: readonly Pick<Case, 'status'>[]): CaseCounts {
  const counts: CaseCounts = { total: cases.length, pending: 0, inProgress: 0, completed: 0 };
  for (const { status } of cases) {
    if (status === 'Pending') counts.pending += 1;
    else if (status === 'Accepted') counts.inProgress += 1;
    else if (status === 'Completed') counts.completed += 1;
  }
  return counts;
}
