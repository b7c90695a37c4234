import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';

/**
 * Her recovery codes, shown this once: a list to write down, a text file to keep, and Done. The
 * heading takes the focus, so a screen reader starts at the codes.
 */
export function RecoveryCodesList({ message, codes, onDone }: { message: string; codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  function download() {
    const file = new Blob([`${t`Recovery codes (each works once):`}\n${codes.join('\n')}\n`], { type: 'text/plain' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <div className="space-y-4">
      <Banner tone="success">{message}</Banner>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
        <Trans>Your recovery codes</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>
          Use one if you cannot use your app, for example after losing your phone. Keep them apart from your phone: a password manager, or
          on paper.
        </Trans>
      </p>
      <ol className="grid grid-cols-1 gap-2 font-mono text-base text-gray-900 min-[375px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-gray-50 px-3 py-2 tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={download}>
          <Trans>Download as a text file</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  );
}
