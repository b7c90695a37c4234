import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { usePageFormAction } from '../../../lib/page-form';
import { EmailAndSend } from '../../auth';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { requestSignInEmail } from '../api/request-sign-in-email';
import { linkButtonClasses } from './link-button';

/**
 * The member sign-in's first step: her address, to which the server e-mails a sign-in link and a
 * code. A page form (`member-sign-in`): sent before the page's scripts have run, the server answers
 * with this page at the code step. Its answer is the same for every address.
 */
export function SignInEmailForm({
  initialEmail,
  initialError,
  moveFocus,
  onSent,
  onHaveCode,
}: {
  initialEmail: string;
  /** The server's refusal of a plain post (400, 429) with its field messages. */
  initialError?: { message: string; fields?: Record<string, string> | undefined } | undefined;
  /** She came back from the code step: the address field takes the focus. */
  moveFocus: boolean;
  onSent: (email: string, message: string) => void;
  onHaveCode: (email: string) => void;
}) {
  const { t } = useLingui();
  const formAction = usePageFormAction('member-sign-in');
  const [email, setEmail] = useState(initialEmail);
  const { status, fieldErrors, submit } = useSubmitStatus(initialError ? { state: 'error', ...initialError } : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let answer = '';
    const sent = await submit(
      async () => (answer = (await requestSignInEmail({ email })).message),
      t`Something went wrong. Please try again.`,
    );
    if (sent) onSent(email, answer);
  }

  return (
    <>
      <form method="post" action={formAction} onSubmit={onSubmit} className="space-y-5">
        <EmailAndSend
          email={email}
          onEmailChange={setEmail}
          status={status}
          fieldErrors={fieldErrors}
          buttonLabel={t`E-mail me a sign-in link`}
          autoFocus={moveFocus}
        />
      </form>
      <p className="mt-4 text-sm text-gray-700">
        <Trans>Already have a code from us?</Trans>{' '}
        <button type="button" className={linkButtonClasses} onClick={() => onHaveCode(email)}>
          <Trans>I have a code</Trans>
        </button>
      </p>
    </>
  );
}
