import { useEffect, useRef } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';

/**
 * Her recovery codes, shown this once: a list to write down, a text file to keep, and Done. The
 * heading takes the focus, so a screen reader starts at the codes.
 */
export function RecoveryCodesList({ message, codes, onDone }: { message: string; codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  function download() {
    const file = new Blob([`Recovery codes (each works once):\n${codes.join('\n')}\n`], { type: 'text/plain' });
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
        Your recovery codes
      </h3>
      <p className="text-sm text-gray-700">Use one if you cannot use your app, for example after losing your phone. Keep them apart from your phone: a password manager, or on paper.</p>
      <ol className="grid grid-cols-1 gap-2 font-mono text-base text-gray-900 min-[375px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-gray-50 px-3 py-2 tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={download}>
          Download as a text file
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
