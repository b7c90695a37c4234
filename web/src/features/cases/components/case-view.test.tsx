import type { CaseDetail } from '@wfc/shared';
import { MemoryRouter } from '../../../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { renderIn, screen, within } from '../../../testing/library';
import { caseOf } from '../../../testing/responses';
import { CaseView } from './case-view';

const detail: CaseDetail = {
  case: {
    ...caseOf({ requesterName: 'Lakshmi Varma', status: 'Accepted', assignedTo: null, deadline: '2026-01-20T12:00:00.000Z' }),
    waitingFor: null,
  },
  messages: [],
  history: [
    { _id: 'h1', action: 'created', actorName: null, at: '2026-01-15T12:00:00.000Z' },
    { _id: 'h2', action: 'handed-back', actorName: 'Priya Menon', at: '2026-01-16T09:30:00.000Z', note: 'Away this month.' },
  ],
};

function renderCase(locale: 'en' | 'ml') {
  const query = { data: detail, error: undefined, loading: false, fetching: false, reload: vi.fn() };
  return renderIn(
    locale,
    <MemoryRouter>
      <CaseView query={query} viewer="operator" backLabel="back" onBack={vi.fn()} notFoundText="missing" />
    </MemoryRouter>,
  );
}

describe('CaseView in Malayalam', () => {
  it('shows the facts, the history and its dates in Malayalam', () => {
    renderCase('ml');

    expect(screen.getByRole('heading', { level: 2, name: 'Lakshmi Varma നൽകിയ കേസ്' })).toBeInTheDocument();
    expect(screen.getByText('ചോദ്യം')).toBeInTheDocument();
    expect(screen.getByText('ഏൽപ്പിച്ച എനേബ്ലർ')).toBeInTheDocument();
    expect(screen.getByText('ആരെയും ഏൽപ്പിച്ചിട്ടില്ല')).toBeInTheDocument();
    // The deadline as a Malayalam date, written as the history's dates are (issue 26: one format a screen).
    expect(screen.getByText('സമയപരിധി').nextElementSibling).toHaveTextContent(/^2026 ജനു 20$/);

    const history = screen.getByRole('list');
    const [created, handedBack] = within(history).getAllByRole('listitem');
    expect(created).toHaveTextContent('അഭ്യർത്ഥന ലഭിച്ചു');
    expect(created).toHaveTextContent('2026 ജനു 15');
    expect(handedBack).toHaveTextContent('തിരികെ ഏൽപ്പിച്ചു Priya Menon മുഖേന');
    expect(screen.getByText('ചരിത്രം')).toBeInTheDocument();
  });

  it('keeps English for an English page', () => {
    renderCase('en');

    expect(screen.getByRole('heading', { level: 2, name: 'Case from Lakshmi Varma' })).toBeInTheDocument();
    expect(screen.getByText('Request received')).toBeInTheDocument();
    expect(screen.queryByText(/ജനു/)).not.toBeInTheDocument();
    // The deadline and the history's moments in one format (issue 26), whatever the reader's own locale.
    expect(screen.getByText('Deadline').nextElementSibling).toHaveTextContent(/^20 Jan 2026$/);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent(/15 Jan 2026, \d{1,2}:\d{2}/);
  });
});
