import { describe, expect, it } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { CaseStatusLabel } from './case-status';

describe("a case's status label", () => {
  it('names a pending case as staff say it, and a pending request as the requester reads it (glossary)', () => {
    renderIn('ml', <CaseStatusLabel status="Pending" />);
    renderIn('ml', <CaseStatusLabel status="Pending" requester />);
    renderIn('ml', <CaseStatusLabel status="Completed" requester />);
    expect(screen.getByText('തീർപ്പാകാത്തത്')).toBeInTheDocument();
    expect(screen.getByText('കാത്തിരിക്കുന്നു')).toBeInTheDocument();
    expect(screen.getByText('പൂർത്തിയായി')).toBeInTheDocument();
  });

  it("says the spec's word in English either way", () => {
    renderIn('en', <CaseStatusLabel status="Pending" />);
    renderIn('en', <CaseStatusLabel status="Pending" requester />);
    expect(screen.getAllByText('Pending')).toHaveLength(2);
  });
});
