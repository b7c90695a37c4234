import type { RegisterBody } from '@wfc/shared';
import { messages } from '@wfc/shared/messages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { messageOf } from '../../guard/use-staff-query';
import { registerAccount } from '../api/register-account';
import { SelectField } from '../../../components/ui/select-field';

const roleOptions = [
  { value: 'enabler', label: 'Enabler' },
  { value: 'operator', label: 'Operator' },
] as const;

const empty: RegisterBody = { name: '', email: '', password: '', role: 'enabler' };

type Status = { state: 'idle' | 'submitting' | 'success' } | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

/**
 * Full name, email, password and role (Enabler by default). The spec asks for no client checks, so
 * the server's answer (and its per-field messages) is the only validation.
 */
export function RegisterForm() {
  const [values, setValues] = useState<RegisterBody>(empty);
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const update = (field: keyof RegisterBody) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      await registerAccount(values);
      setValues(empty);
      setStatus({ state: 'success' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setStatus({ state: 'error', message: messageOf(error, messages.registerFailed), fields });
    }
  }

  const fieldErrors = status.state === 'error' ? status.fields : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Full name" name="name" autoComplete="name" value={values.name} onChange={update('name')} error={fieldErrors?.name} />
      <TextField
        label="Email"
        name="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={update('email')}
        error={fieldErrors?.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={update('password')}
        error={fieldErrors?.password}
      />
      <SelectField label="Role" name="role" options={roleOptions} value={values.role} onChange={update('role')} error={fieldErrors?.role} />
      {status.state === 'success' && (
        <Banner tone="success">
          {messages.registerSuccess}{' '}
          <Link to="/login" className="font-semibold underline underline-offset-2">
            Go to Member Login
          </Link>
        </Banner>
      )}
      {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
