import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxAttachment } from '@wfc/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { downloadAttachment } from '../api/download-attachment';

/** The files kept with a message, each a download (fetched with the staff token, which a plain link cannot carry). */
export function InboxAttachments({ attachments }: { attachments: readonly InboxAttachment[] }) {
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function download(attachment: InboxAttachment) {
    setBusy(attachment._id);
    setFailure(null);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      setFailure(messageOf(error, t`The file could not be downloaded. Please try again.`));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="inbox-files-title">
      <h4 id="inbox-files-title" className="text-lg font-semibold text-gray-900">
        <Trans>Files</Trans>
      </h4>
      <ul className="mt-2 space-y-2">
        {attachments.map((attachment) => {
          const { filename } = attachment;
          const size = i18n.number(Math.max(1, Math.round(attachment.size / 1024)));
          return (
            <li key={attachment._id} className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" onClick={() => void download(attachment)} disabled={busy === attachment._id}>
                <Download aria-hidden="true" className="size-4" />
                <Trans>Download {filename}</Trans>
              </Button>
              <span className="text-sm text-gray-700">
                <Trans>{size} KB</Trans>
              </span>
            </li>
          );
        })}
      </ul>
      {failure && (
        <Banner tone="error" className="mt-2">
          {failure}
        </Banner>
      )}
    </section>
  );
}
