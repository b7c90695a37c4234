import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { SubmitStatus } from '../../../lib/use-submit-status';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';

/** The body of a form that sends a link to an address: the Email field, the status region, the button. */
export function EmailAndSend(props: {
  email: string;
  onEmailChange: (email: string) => void;
  status: SubmitStatus;
  fieldErrors: Record<string, string> | undefined;
  buttonLabel: string;
  /** The address field takes the focus when shown (a step of a form came back to it). */
  autoFocus?: boolean;
}) {
  const { status } = props;
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus={props.autoFocus}
        value={props.email}
        error={props.fieldErrors?.email}
        onChange={(event) => props.onEmailChange(event.target.value)}
      />
      <SubmitStatusBanner status={status} />
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? t`Sending...` : props.buttonLabel}
      </Button>
    </>
  );
}
