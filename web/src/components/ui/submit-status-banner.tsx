import type { ReactNode } from 'react';
import { Banner } from './banner';
import type { SubmitStatus } from '../../lib/use-submit-status';

/** The form's status region: the server's error (with `afterError`, if any) or its success text. */
export function SubmitStatusBanner({ status, afterError }: { status: SubmitStatus; afterError?: ReactNode }) {
  if (status.state === 'error') {
    return (
      <Banner tone="error">
        {status.message} {afterError}
      </Banner>
    );
  }
  return status.state === 'success' ? <Banner tone="success">{status.message}</Banner> : null;
}
