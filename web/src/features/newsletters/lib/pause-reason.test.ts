import { describe, expect, it } from 'vitest';
import { malayalamI18n, testI18n } from '../../../testing/library';
import { pauseReasonText } from './pause-reason';

describe('why sending paused itself', () => {
  it('says the stored English reason again in the screen’s language, with its values', () => {
    const failures = 'Paused by itself: 10 messages in a row failed. Please check the mail server, then resume.';
    expect(pauseReasonText(testI18n, failures)).toBe(failures);
    expect(pauseReasonText(malayalamI18n, failures)).toMatch(/^സ്വയം നിർത്തി: .*10/);
    const busy = 'Paused by itself: the mail server asked us to slow down (SMTP 421: 4.7.0 Try again later). Please resume later.';
    expect(pauseReasonText(malayalamI18n, busy)).toContain('(SMTP 421: 4.7.0 Try again later)');
    expect(pauseReasonText(malayalamI18n, busy)).toMatch(/[\u0D00-\u0D7F]/);
  });

  it('shows a reason of another shape as it was stored', () => {
    expect(pauseReasonText(malayalamI18n, 'Paused by an operator on the phone')).toBe('Paused by an operator on the phone');
  });
});
