import { Trans } from '@lingui/react/macro';
import type { InboxAttachment } from '@wfc/shared';
import { FileDownloads } from '../../../components/ui/file-downloads';
import { downloadAttachment } from '../../../lib/download-attachment';

/** The files kept with a message, each a download (fetched with the staff token, which a plain link cannot carry). */
export function InboxAttachments({ attachments }: { attachments: readonly InboxAttachment[] }) {
  return (
    <section aria-labelledby="inbox-files-title">
      <h4 id="inbox-files-title" className="text-lg font-semibold text-gray-900">
        <Trans>Files</Trans>
      </h4>
      <FileDownloads files={attachments} download={(file) => downloadAttachment(file)} className="mt-2" />
    </section>
  );
}
