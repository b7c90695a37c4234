import { Trans } from '@lingui/react/macro';
import type { EventRegisterAnswer } from '@wfc/shared';
import { useEffect, useRef } from 'react';
import { Banner } from '../../../components/ui/banner';

/**
 * Where her registration left her, in the form's place: the status in a heading of its own, then
 * the server's message (which says what happens next). `focus` moves the focus here, since the
 * button she pressed is gone.
 */
export function RegisterResult({
  status,
  position,
  message,
  focus,
}: Pick<EventRegisterAnswer, 'status' | 'message'> & { position?: number | undefined; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
      <Banner tone="success">
        <p className="text-base font-semibold">
          {status === 'confirmed' && <Trans>You are registered</Trans>}
          {status === 'pending' && <Trans>Waiting for approval</Trans>}
          {status === 'waitlisted' && (position ? <Trans>On the waitlist: number {position}</Trans> : <Trans>On the waitlist</Trans>)}
        </p>
        <p className="mt-1">{message}</p>
      </Banner>
    </div>
  );
}
