import { describe, expect, it } from 'vitest';
import { render, renderIn, screen } from '../../../testing/library';
import { StatsStrip, type StatsSettings } from './stats-strip';

const stats = { members: 2260, visitors: 210, programs: 887, impact: 1920 };
const spec: StatsSettings = {
  stats,
  membersLabel: 'Members',
  visitorsLabel: 'Daily Visitors',
  programsLabel: 'Health Program',
  impactLabel: 'Heart Beat',
};

describe('StatsStrip: the home statistics and their labels from the site settings (issue 26)', () => {
  it("shows the spec's labels by default, each over its number", () => {
    render(<StatsStrip id="stats" site={spec} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Members',
      'Daily Visitors',
      'Health Program',
      'Heart Beat',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2260', '210', '887', '1920']);
  });

  it("shows a club's own labels, and on a Malayalam page marks those left in English", () => {
    renderIn(
      'ml',
      <StatsStrip
        id="stats"
        site={{
          ...spec,
          membersLabel: 'അംഗങ്ങൾ',
          programsLabel: 'Workshops held',
          untranslated: ['visitorsLabel', 'programsLabel', 'impactLabel'],
        }}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['അംഗങ്ങൾ', 'Daily Visitors', 'Workshops held', 'Heart Beat']);
    expect(terms.map((term) => term.getAttribute('lang'))).toEqual([null, 'en', 'en', 'en']);
  });
});
