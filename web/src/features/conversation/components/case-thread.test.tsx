import type { CaseMessage } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { renderIn, screen } from '../../../testing/library';
import { CaseThread } from './case-thread';

const messages: CaseMessage[] = [
  {
    _id: 'm1',
    author: 'requester',
    authorName: 'Devi',
    body: 'Thank you, that helps.',
    createdAt: '2026-12-01T09:00:00.000Z',
    via: 'email',
  },
  { _id: 'm2', author: 'enabler', authorName: 'Meera Pillai', body: 'Glad to hear it.', createdAt: '2026-12-01T10:00:00.000Z' },
];

const messageOf = (body: string) => screen.getByText(body).closest('li')!;

describe("a case's conversation (issue 41)", () => {
  it.each([
    ['en', 'by e-mail'],
    ['ml', 'ഇമെയിൽ വഴി'],
  ] as const)('marks a message that came by e-mail beside its time (%s)', (locale, mark) => {
    renderIn(locale, <CaseThread messages={messages} ownSide="enabler" emptyText="" level={2} />);
    const byEmail = messageOf('Thank you, that helps.');
    expect(byEmail.querySelector('time')?.parentElement?.nextElementSibling).toHaveTextContent(mark);
    expect(messageOf('Glad to hear it.')).not.toHaveTextContent(mark);
  });
});
