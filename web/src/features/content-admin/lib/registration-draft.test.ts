import { externalRegistration } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/library';
import { describeRegistration, fromRegistrationDraft, toRegistrationDraft } from './registration-draft';

const here = {
  mode: 'here' as const,
  capacity: 40,
  waitlist: true,
  approval: false,
  closesAt: null,
  questions: [
    { id: 'q-0a1b2c', label: 'Your company?', labelMl: '', kind: 'choice' as const, options: ['Yes', 'No'], optionsMl: [], required: true },
  ],
  onlineLink: null,
};

describe("an event's registration settings in its form and its history", () => {
  it('reads back from its form as it was stored', () => {
    expect(fromRegistrationDraft(toRegistrationDraft(here))).toEqual(here);
    expect(toRegistrationDraft(here).questions[0]?.options).toBe('Yes\nNo');
  });

  it('words each setting for the history, a line each', () => {
    expect(describeRegistration(testI18n, externalRegistration)).toBe('At the link (another site)');
    expect(describeRegistration(testI18n, here)).toBe(
      'Here, on this site\nCapacity: 40\nWaitlist: Yes\nApprove each guest: No\nQuestions: Your company?',
    );
    expect(describeRegistration(testI18n, { ...here, capacity: null, questions: [] })).toContain('Capacity: no limit');
  });
});
