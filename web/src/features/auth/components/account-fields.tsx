import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';

type Field = 'name' | 'email' | 'password' | 'role';

/**
 * The one set of account fields (issue 40): name, e-mail, password and role, each with the server's
 * message for it. Register (`RegisterForm`) and the admin's Create New User (`CreateUserForm`) both
 * use it with their own name label and roles; `ownAccount` lets the browser fill in and remember her
 * own name and address (Register), which an admin typing someone else's must not get.
 */
export function AccountFields({
  nameLabel,
  roles,
  ownAccount,
  values,
  update,
  fieldErrors,
}: {
  nameLabel: string;
  roles: readonly { value: string; label: MessageDescriptor }[];
  ownAccount: boolean;
  values: Record<Field, string>;
  update: (field: Field) => (event: { target: { value: string } }) => void;
  fieldErrors: Record<string, string> | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={nameLabel}
        name="name"
        autoComplete={ownAccount ? 'name' : 'off'}
        value={values.name}
        onChange={update('name')}
        error={fieldErrors?.name}
      />
      <TextField
        label={t`Email`}
        name="email"
        inputMode="email"
        autoComplete={ownAccount ? 'email' : 'off'}
        spellCheck={false}
        value={values.email}
        onChange={update('email')}
        error={fieldErrors?.email}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={update('password')}
        error={fieldErrors?.password}
      />
      <SelectField
        label={t`Role`}
        name="role"
        options={roles.map(({ value, label }) => ({ value, label: t(label) }))}
        value={values.role}
        onChange={update('role')}
        error={fieldErrors?.role}
      />
    </>
  );
}
