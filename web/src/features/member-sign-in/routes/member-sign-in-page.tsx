import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePageFormResult } from '../../../lib/page-form';
import { Link } from '../../../lib/router';
import { AuthCard } from '../../auth';
import { SignInCodeForm } from '../components/sign-in-code-form';
import { SignInEmailForm } from '../components/sign-in-email-form';

type Step =
  { step: 'email'; email: string; moveFocus: boolean } | { step: 'code'; email: string; sentMessage: string | null; moveFocus: boolean };

/** The address a plain post sent, which the server's answer may carry back. */
function sentEmail(values: Record<string, string | string[]> | undefined): string {
  const email = values?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * `/memberlogin` (issue 28): a member, or anyone who asked the club for help, signs in with her
 * address alone. She asks for an e-mail, which holds a sign-in link and a 6-digit code; the code
 * goes in the second step ("I have a code" leads there directly). Staff are pointed to /login.
 */
export default function MemberSignInPage() {
  const { t } = useLingui();
  // Sent before the page's scripts had run: the server answered with this page and its result.
  const sent = usePageFormResult('member-sign-in');
  const [step, setStep] = useState<Step>(() =>
    sent?.status === 'success'
      ? { step: 'code', email: sentEmail(sent.values), sentMessage: sent.message, moveFocus: false }
      : { step: 'email', email: sentEmail(sent?.values), moveFocus: false },
  );

  return (
    <AuthCard
      title={t`Member sign-in`}
      intro={t`Sign in with your e-mail address alone: we e-mail you a sign-in link and a code, no password needed. It works for members and for anyone who has asked us for help.`}
      footer={
        <Trans>
          Staff of the club?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Sign in to your staff account.
          </Link>
        </Trans>
      }
    >
      {step.step === 'email' ? (
        <SignInEmailForm
          key="email"
          initialEmail={step.email}
          initialError={sent?.status === 'error' && !step.moveFocus ? { message: sent.message, fields: sent.fields } : undefined}
          moveFocus={step.moveFocus}
          onSent={(email, message) => setStep({ step: 'code', email, sentMessage: message, moveFocus: true })}
          onHaveCode={(email) => setStep({ step: 'code', email, sentMessage: null, moveFocus: true })}
        />
      ) : (
        <SignInCodeForm
          key="code"
          initialEmail={step.email}
          sentMessage={step.sentMessage}
          moveFocus={step.moveFocus}
          onNewEmail={(email) => setStep({ step: 'email', email, moveFocus: true })}
        />
      )}
    </AuthCard>
  );
}
