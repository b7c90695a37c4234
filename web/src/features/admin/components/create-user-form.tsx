import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreateUserBody } from '@wfc/shared';
import { sharedMessages } from '../../../lib/shared-messages';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { createUser } from '../api/create-user';
import { AccountFields, useAccountForm } from '../../auth';

const roleOptions = [
  { value: 'operator', label: msg`Operator` },
  { value: 'enabler', label: msg`Enabler` },
  { value: 'admin', label: msg`Admin` },
] as const;

const empty: CreateUserBody = { name: '', email: '', password: '', role: 'operator' };

/** Create New User: an active account of any role, Operator by default; like registration, no client checks. */
export function CreateUserForm() {
  const { t, i18n } = useLingui();
  const { values, update, status, fieldErrors, onSubmit } = useAccountForm(
    empty,
    createUser,
    t`The user could not be created. Please try again.`,
  );

  return (
    <section aria-labelledby="create-user-title">
      <h2 id="create-user-title" className="text-2xl font-bold text-brand-900">
        <Trans>Create New User</Trans>
      </h2>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="mt-4 max-w-xl space-y-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <AccountFields
          nameLabel={t`Name`}
          roles={roleOptions}
          ownAccount={false}
          values={values}
          update={update}
          fieldErrors={fieldErrors}
        />
        {status.state === 'success' && <Banner tone="success">{i18n._(sharedMessages.userCreated)}</Banner>}
        {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? <Trans>Creating...</Trans> : <Trans>Create User</Trans>}
        </Button>
      </form>
    </section>
  );
}
