import type { Report } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { ReportsPanel } from './reports-panel';

const report: Report = {
  openPending: 3,
  pastDeadlines: [],
  pastDeadlineCount: 2,
  enablerPerformance: [
    { enabler: { _id: 'e1', name: 'Ana Rao' }, completedCount: 1, totalAssigned: 2, averageRating: 4.5, ratingCount: 1 },
    { enabler: { _id: 'e2', name: 'Mia Joseph' }, completedCount: 3, totalAssigned: 4, averageRating: 4, ratingCount: 3 },
  ],
};

describe('ReportsPanel in Malayalam', () => {
  it('names the figures in Malayalam and counts ratings with the Malayalam plural', () => {
    renderIn('ml', <ReportsPanel report={report} loading={false} />);

    expect(screen.getByRole('heading', { level: 2, name: 'റിപ്പോർട്ടുകൾ' })).toBeInTheDocument();
    expect(screen.getByText('തുറന്ന / തീർപ്പാകാത്ത കേസുകൾ')).toBeInTheDocument();
    expect(screen.getByText('സമയപരിധി കഴിഞ്ഞ കേസുകൾ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'എനേബ്ലർമാരുടെ പ്രകടനം' })).toBeInTheDocument();
    expect(screen.getByText('പൂർത്തിയായത്: 1 / 2')).toBeInTheDocument();
    // one: "1 റേറ്റിംഗിൽ നിന്ന്"; other: "3 റേറ്റിംഗുകളിൽ നിന്ന്".
    expect(screen.getByText('· റേറ്റിംഗ് 4.5 / 5, 1 റേറ്റിംഗിൽ നിന്ന്')).toBeInTheDocument();
    expect(screen.getByText('· റേറ്റിംഗ് 4 / 5, 3 റേറ്റിംഗുകളിൽ നിന്ന്')).toBeInTheDocument();
    expect(screen.queryByText(/Rating|Completed/)).not.toBeInTheDocument();
  });

  it('keeps the English line of the spec in English', () => {
    renderIn('en', <ReportsPanel report={report} loading={false} />);

    expect(screen.getByText('Completed: 1 / 2')).toBeInTheDocument();
    expect(screen.getByText('· Rating 4.5 / 5 from 1 rating')).toBeInTheDocument();
    expect(screen.getByText('· Rating 4 / 5 from 3 ratings')).toBeInTheDocument();
  });
});
