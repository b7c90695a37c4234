import { Trans } from '@lingui/react/macro';
import type { BookingAnswer } from '@wfc/shared';
import { useEffect, useRef } from 'react';
import { Banner } from '../../../components/ui/banner';

/**
 * Where her booking left her, in the form's place (issue 31): what it is, in a line of its own, then
 * the server's message, which says what happens next. The focus moves here, since the button she
 * pressed is gone.
 */
export function BookingResult({ answer }: { answer: BookingAnswer }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
      <Banner tone="success">
        <p className="text-base font-semibold">
          {answer.status === 'confirmed' && <Trans>Your session is booked</Trans>}
          {answer.status === 'requested' && <Trans>Your request is sent</Trans>}
          {answer.status === 'unconfirmed' && <Trans>Please check your e-mail</Trans>}
        </p>
        <p className="mt-1">{answer.message}</p>
      </Banner>
    </div>
  );
}
