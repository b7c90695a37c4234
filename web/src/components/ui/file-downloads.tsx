import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxAttachment } from '@wfc/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { Banner } from './banner';
import { Button } from './button';

/**
 * The files kept with a message (issue 41), each a download button with its size. `download`
 * fetches one with the caller's own credentials (a plain link cannot carry them) and saves it; a
 * failure is told under the list.
 */
export function FileDownloads({
  files,
  download,
  className,
}: {
  files: readonly InboxAttachment[];
  download: (file: InboxAttachment) => Promise<unknown>;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function save(file: InboxAttachment) {
    setBusy(file._id);
    setFailure(null);
    try {
      await download(file);
    } catch (error) {
      setFailure(messageOf(error, t`The file could not be downloaded. Please try again.`));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={className}>
      <ul className="space-y-2">
        {files.map((file) => {
          const { filename } = file;
          const size = i18n.number(Math.max(1, Math.round(file.size / 1024)));
          return (
            <li key={file._id} className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" onClick={() => void save(file)} disabled={busy === file._id}>
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
    </div>
  );
}
