import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CaseMessage, InboxAttachment, LeftOutFile, MessageAuthor } from '@wfc/shared';
import { FileX, Mail } from 'lucide-react';
import { useId } from 'react';
import { DateTime } from '../../../components/ui/date-time';
import { FileDownloads } from '../../../components/ui/file-downloads';

const roles: Record<MessageAuthor, MessageDescriptor> = { requester: msg`Requester`, enabler: msg`Enabler`, operator: msg`Operator` };

/** Downloads one file of a message with the viewer's own credentials (the staff token, her link's token, her member session). */
type DownloadFile = (file: InboxAttachment) => Promise<unknown>;

/**
 * A case's conversation, oldest first: each message with its author, her role and the time, and
 * "by e-mail" beside a message that came as a reply by e-mail (issue 41), with the files kept with
 * it as downloads and a note for each file left out.
 * Messages of `ownSide` stand apart from the other side's (by place and colour; the role says it in words).
 */
export function CaseThread({
  messages,
  ownSide,
  emptyText,
  level,
  download,
}: {
  messages: readonly CaseMessage[];
  ownSide: MessageAuthor | null;
  emptyText: string;
  /** The heading's level where the section sits: under the page's h1, a case view's h2, or a request opened in a list (h3). */
  level: 2 | 3 | 4;
  download: DownloadFile;
}) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId} className={level === 2 ? 'text-xl font-bold text-brand-900' : 'text-lg font-semibold text-gray-900'}>
        <Trans>Conversation</Trans>
      </Heading>
      {messages.length === 0 ? (
        <p className="mt-3 rounded-lg bg-gray-50 px-4 py-4 text-gray-700">{emptyText}</p>
      ) : (
        <MessageList messages={messages} ownSide={ownSide} download={download} />
      )}
    </section>
  );
}

function MessageList({
  messages,
  ownSide,
  download,
}: {
  messages: readonly CaseMessage[];
  ownSide: MessageAuthor | null;
  download: DownloadFile;
}) {
  const { i18n } = useLingui();
  return (
    <ol className="mt-3 space-y-3">
      {messages.map((message) => {
        const own = message.author === ownSide;
        return (
          <li
            key={message._id}
            className={`rounded-xl border p-4 ${own ? 'border-brand-200 bg-brand-50 sm:ml-8' : 'border-gray-200 bg-white sm:mr-8'}`}
          >
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold break-words text-gray-900">{message.authorName}</span>
              <span className="text-gray-700">({i18n._(roles[message.author])})</span>
              <span className="text-gray-700">
                <DateTime iso={message.createdAt} />
              </span>
              {message.via === 'email' && (
                <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">
                  <Mail aria-hidden="true" className="size-3" />
                  <Trans comment="Beside the time of a message that came as a reply to an e-mail, not written on the site.">
                    by e-mail
                  </Trans>
                </span>
              )}
            </p>
            <p className="mt-2 whitespace-pre-line wrap-anywhere text-gray-900">{message.body}</p>
            {message.attachments && message.attachments.length > 0 && (
              <FileDownloads files={message.attachments} download={download} className="mt-3" />
            )}
            {message.leftOut && message.leftOut.length > 0 && (
              <ul className="mt-3 space-y-1 text-sm text-gray-700">
                {message.leftOut.map((file, index) => (
                  <li key={`${index}-${file.filename}`} className="flex items-start gap-2 wrap-anywhere">
                    <FileX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <LeftOutNote file={file} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Why a file of a reply by e-mail is not in the conversation. */
function LeftOutNote({ file }: { file: LeftOutFile }) {
  const { filename } = file;
  return file.reason === 'size' ? (
    <Trans comment="Under a message that came by e-mail: one of its files was not kept because the message's files passed 10 MB.">
      {filename} was not kept: the files of one message may be 10 MB in all.
    </Trans>
  ) : (
    <Trans comment="Under a message that came by e-mail: one of its files was not kept because it is not an image or a PDF.">
      {filename} was not kept: only images and PDF files are.
    </Trans>
  );
}
