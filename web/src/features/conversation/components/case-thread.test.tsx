import type { CaseMessage, InboxAttachment } from '@wfc/shared';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderIn, screen, within } from '../../../testing/library';
import { CaseThread } from './case-thread';

const logo: InboxAttachment = { _id: 'f1', filename: 'logo.png', contentType: 'image/png', size: 20_480 };
const plan: InboxAttachment = { _id: 'f2', filename: 'plan.pdf', contentType: 'application/pdf', size: 300 };

const messages: CaseMessage[] = [
  {
    _id: 'm1',
    author: 'requester',
    authorName: 'Devi',
    body: 'Thank you, that helps.',
    createdAt: '2026-12-01T09:00:00.000Z',
    via: 'email',
    attachments: [logo, plan],
    leftOut: [
      { filename: 'report.docx', reason: 'type' },
      { filename: 'scan.pdf', reason: 'size' },
    ],
  },
  { _id: 'm2', author: 'enabler', authorName: 'Meera Pillai', body: 'Glad to hear it.', createdAt: '2026-12-01T10:00:00.000Z' },
];

const messageOf = (body: string) => screen.getByText(body).closest('li')!;
const renderThread = (locale: 'en' | 'ml', download: (file: InboxAttachment) => Promise<unknown> = async () => undefined) =>
  renderIn(locale, <CaseThread messages={messages} ownSide="enabler" emptyText="" level={2} download={download} />);

describe("a case's conversation (issue 41)", () => {
  it.each([
    ['en', 'by e-mail'],
    ['ml', 'ഇമെയിൽ വഴി'],
  ] as const)('marks a message that came by e-mail beside its time (%s)', (locale, mark) => {
    renderThread(locale);
    const byEmail = messageOf('Thank you, that helps.');
    expect(byEmail.querySelector('time')?.parentElement?.nextElementSibling).toHaveTextContent(mark);
    expect(messageOf('Glad to hear it.')).not.toHaveTextContent(mark);
  });

  it.each([
    [
      'en',
      ['Download logo.png', 'Download plan.pdf'],
      ['report.docx was not kept: only images and PDF files are.', 'scan.pdf was not kept: the files of one message may be 10 MB in all.'],
    ],
    [
      'ml',
      ['logo.png ഡൗൺലോഡ് ചെയ്യുക', 'plan.pdf ഡൗൺലോഡ് ചെയ്യുക'],
      ['report.docx സൂക്ഷിച്ചില്ല: ചിത്രങ്ങളും PDF ഫയലുകളും മാത്രമേ സൂക്ഷിക്കൂ.', 'scan.pdf സൂക്ഷിച്ചില്ല: ഒരു സന്ദേശത്തിലെ ഫയലുകൾ ആകെ 10 MB വരെ മാത്രമേ ആകാവൂ.'],
    ],
  ] as const)('lists its files as downloads and notes each file left out, under that message only (%s)', async (locale, buttons, notes) => {
    const download = vi.fn(async () => undefined);
    renderThread(locale, download);
    const withFiles = within(messageOf('Thank you, that helps.'));
    expect(withFiles.getAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
    expect(withFiles.getByText('20 KB')).toBeInTheDocument();
    for (const note of notes) expect(withFiles.getByText(note)).toBeInTheDocument();
    const other = within(messageOf('Glad to hear it.'));
    expect(other.queryByRole('button')).toBeNull();
    expect(other.queryByText(/report\.docx/)).toBeNull();

    await userEvent.click(withFiles.getByRole('button', { name: buttons[1] }));
    expect(download).toHaveBeenCalledExactlyOnceWith(plan);
  });

  it('tells her when a file could not be downloaded, in the answer’s words or its own', async () => {
    const download = vi
      .fn<(file: InboxAttachment) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError('http', 404, 'Not Found', { error: 'Not Found', message: 'We could not find that file.', code: 'NOT_FOUND' }),
      )
      .mockRejectedValueOnce(new ApiError('network', 0, 'Failed to fetch'));
    renderThread('en', download);
    const withFiles = within(messageOf('Thank you, that helps.'));
    await userEvent.click(withFiles.getByRole('button', { name: 'Download logo.png' }));
    expect(await withFiles.findByText('We could not find that file.')).toBeInTheDocument();
    await userEvent.click(withFiles.getByRole('button', { name: 'Download logo.png' }));
    expect(await withFiles.findByText('The file could not be downloaded. Please try again.')).toBeInTheDocument();
  });
});
