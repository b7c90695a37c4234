import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { clearStaffSignIn } from '../../../lib/staff-sign-in-store';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { NewPasswordField } from '../../../components/ui/password-field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';

interface ChoosePasswordFormProps {
  /** Sends the chosen password with the link's token; resolves to the server's message. */
  send: (newPassword: string) => Promise<{ message: string }>;
  /** Said when the reply carries no message of its own. */
  failure: string;
  /** What choosing it does, under the field. */
  consequence: string;
  /** The button's label. */
  submitLabel: string;
  /** Shown after an error that is not about the field (a way to a new link). */
  afterError?: ReactNode;
}

/**
 * The form behind an e-mailed single-use link that sets an account's password: a reset (its old
 * sessions end) or a staff invitation (her first password). Either way whoever was signed in on
 * this browser is signed out, and the way on is Member Login.
 */
export function ChoosePasswordForm({ send, failure, consequence, submitLabel, afterError }: ChoosePasswordFormProps) {
  const { t } = useLingui();
  const [newPassword, setNewPassword] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit(async () => (await send(newPassword)).message, failure)) clearStaffSignIn();
  }

  if (status.state === 'success') {
    return (
      <div className="space-y-4">
        <Banner tone="success">{status.message}</Banner>
        <Link to="/login" className="inline-block font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Go to Member Login</Trans>
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      <NewPasswordField value={newPassword} error={fieldErrors?.newPassword} onChange={setNewPassword} consequence={consequence} />
      <SubmitStatusBanner status={status} afterError={fieldErrors === undefined && afterError} />
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? t`Saving...` : submitLabel}
      </Button>
    </form>
  );
}
