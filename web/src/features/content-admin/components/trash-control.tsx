import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';

/** Move to the trash (after asking) or take out of it: the item's newest version is the one moved. */
export function TrashControl({ noun, inTrash, move }: { noun: string; inTrash: boolean; move: (toTrash: boolean) => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function onMove(toTrash: boolean) {
    setAsking(false);
    try {
      await move(toTrash);
      setResult({ tone: 'success', text: toTrash ? t`Moved to the trash: the site no longer shows it.` : t`Taken out of the trash.` });
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`That did not work. Please try again.`) });
    }
  }

  return (
    <div className="space-y-3">
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      {inTrash ? (
        <Button variant="secondary" onClick={() => onMove(false)}>
          <Trans>Take out of the trash</Trans>
        </Button>
      ) : asking ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-900">
            <Trans>Move this {noun} to the trash? The site stops showing it; you can take it out again.</Trans>
          </p>
          <Button ref={confirmRef} onClick={() => onMove(true)}>
            <Trans>Yes, move to the trash</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setAsking(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <Trans>Move to the trash</Trans>
        </Button>
      )}
    </div>
  );
}
