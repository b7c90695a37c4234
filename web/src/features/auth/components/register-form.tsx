import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterBody } from '@wfc/shared';
import { sharedMessages, signupTexts } from '../../../lib/shared-messages';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { usePageFormResult, usePageFormAction } from '../../../lib/page-form';
import { registerAccount } from '../api/register-account';
import { useAccountForm } from '../lib/use-account-form';
import { AccountFields } from './account-fields';

const roleOptions = [
  { value: 'enabler', label: msg`Enabler` },
  { value: 'operator', label: msg`Operator` },
] as const;

const empty: RegisterBody = { name: '', email: '', password: '', role: 'enabler' };

/**
 * Full name, email, password and role (Enabler by default). The spec asks for no client checks, so
 * the server's answer (and its per-field messages) is the only validation.
 */
export function RegisterForm() {
  const { t, i18n } = useLingui();
  const formAction = usePageFormAction('register');
  const sent = usePageFormResult('register');
  const { values, update, status, fieldErrors, onSubmit } = useAccountForm(
    empty,
    registerAccount,
    i18n._(sharedMessages.registerFailed),
    sent,
  );

  return (
    <form method="post" action={formAction} onSubmit={onSubmit} noValidate className="space-y-5">
      <AccountFields nameLabel={t`Full name`} roles={roleOptions} ownAccount values={values} update={update} fieldErrors={fieldErrors} />
      {/* The link sits outside the status region, so that only the message itself is announced. */}
      {status.state === 'success' && (
        <div className="space-y-2">
          <Banner tone="success">{i18n._(sharedMessages.registerSuccess)}</Banner>
          <p className="text-sm text-gray-700">{i18n._(signupTexts.checkYourMail)}</p>
          <p className="text-sm">
            <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              <Trans>Go to Member Login</Trans>
            </Link>
          </p>
        </div>
      )}
      {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? t`Registering...` : t`Register`}
      </Button>
    </form>
  );
}
