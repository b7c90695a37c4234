import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SESSION_NOTE } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

/**
 * Cancelling her session (issue 31), in two steps: Cancel opens the question with a note for the
 * enabler (optional); only "Cancel the session" sends it. "Keep my session" closes it again.
 */
export function CancelPanel({ enablerName, busy, onCancel }: { enablerName: string; busy: boolean; onCancel: (note: string) => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The focus follows the question when it opens, and goes back to Cancel when it closes.
  useEffect(() => {
    if (asking) headingRef.current?.focus();
    else if (opened.current) openerRef.current?.focus();
    opened.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button ref={openerRef} variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
        <Trans>Cancel my session</Trans>
      </Button>
    );
  }
  return (
    <section aria-labelledby="cancel-heading" className="w-full rounded-xl border border-red-200 bg-red-50/40 p-4 sm:p-5">
      <h2
        id="cancel-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        <Trans>Cancel this session?</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>We tell {enablerName}, and the time is free again for others.</Trans>
      </p>
      <TextAreaField
        label={t`A note for ${enablerName} (optional)`}
        name="note"
        rows={3}
        maxLength={MAX_SESSION_NOTE}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="mt-4"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => onCancel(note.trim())} disabled={busy} aria-busy={busy || undefined}>
          <Trans>Cancel the session</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          <Trans>Keep my session</Trans>
        </Button>
      </div>
    </section>
  );
}
