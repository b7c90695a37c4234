import { describe, expect, it } from 'vitest';
import { malayalamI18n, testI18n } from '../../../testing/library';
import { labelMemberData, labelMemberFile } from './export-labels';

const exported = {
  exportedAt: '2026-12-01T09:00:00.000Z',
  email: 'nila@example.org',
  membership: {
    firstName: 'Nila',
    jobFunction: 'engineer',
    vertical: 'tech',
    interests: ['network', 'mentor'],
    hearAbout: 'friend',
    emailPermission: true,
    locale: 'ml',
  },
  helpRequests: [],
};

describe('"Download my data" with labels beside its codes (issue 38)', () => {
  it('puts the English label beside each coded answer of her membership, keeping the codes', () => {
    expect(labelMemberData(exported, testI18n)).toEqual({
      ...exported,
      membership: {
        firstName: 'Nila',
        jobFunction: 'engineer',
        jobFunctionLabel: 'Engineer',
        vertical: 'tech',
        verticalLabel: 'Tech',
        interests: ['network', 'mentor'],
        interestsLabels: ['Networking', 'Finding a mentor'],
        hearAbout: 'friend',
        hearAboutLabel: 'A friend or colleague',
        emailPermission: true,
        locale: 'ml',
        localeLabel: 'മലയാളം',
      },
    });
  });

  it('gives the labels in Malayalam on a Malayalam page, each right after its code', async () => {
    const file = await labelMemberFile(new Blob([JSON.stringify(exported)], { type: 'application/json' }), malayalamI18n);
    const text = await file.text();
    const data = JSON.parse(text) as { membership: Record<string, unknown> };
    expect(data.membership.hearAboutLabel).toBe('സുഹൃത്തുക്കൾ അല്ലെങ്കിൽ സഹപ്രവർത്തകർ');
    expect(data.membership.jobFunctionLabel).toBe('എഞ്ചിനീയർ');
    expect(Object.keys(data.membership).slice(0, 3)).toEqual(['firstName', 'jobFunction', 'jobFunctionLabel']);
    expect(text).toContain('\n  "email": "nila@example.org",\n');
  });

  it('leaves an export without a membership, and a file that is not JSON, as they came', async () => {
    const none = { email: 'asha@example.org', membership: null };
    expect(labelMemberData(none, testI18n)).toEqual(none);
    const notJson = new Blob(['not json']);
    expect(await labelMemberFile(notJson, testI18n)).toBe(notJson);
  });
});
