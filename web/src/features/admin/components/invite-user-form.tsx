import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountSummary, InviteUserBody } from '@wfc/shared';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { inviteUser } from '../api/invite-user';

const roleOptions = [
  { value: 'operator', label: msg`Operator` },
  { value: 'enabler', label: msg`Enabler` },
  { value: 'admin', label: msg`Admin` },
] as const;

// Language names are written in their own language, as the site's language switcher does.
const languageOptions = [
  { value: 'en', label: 'English' },
  { value: 'ml', label: 'മലയാളം' },
];

type Draft = Omit<InviteUserBody, 'language'> & { language: string };
const empty: Draft = { name: '', email: '', role: 'operator', language: 'en' };

type Status =
  | { state: 'idle' | 'submitting' }
  | { state: 'done'; message: string }
  | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

/**
 * Invite user (issue 26): the admin names the person, her e-mail, role and the language of her
 * e-mails; the person chooses her own password through the link she is sent. The server checks
 * everything; its messages speak to the admin.
 */
export function InviteUserForm({ onInvited }: { onInvited: (account: AccountSummary) => void }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  if (!open) {
    return (
      <Button variant="secondary" className="mt-4" aria-expanded={false} aria-controls={formId} onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        <Trans>Invite user</Trans>
      </Button>
    );
  }
  return <InviteUserFields id={formId} onInvited={onInvited} />;
}

/** The invitation's fields, shown once the admin chose Invite user (focus moves to its heading). */
function InviteUserFields({ id, onInvited }: { id: string; onInvited: (account: AccountSummary) => void }) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [values, setValues] = useState<Draft>(empty);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const update = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const fields = status.state === 'error' ? status.fields : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      const result = await inviteUser(values as InviteUserBody);
      setValues(empty);
      setStatus({ state: 'done', message: result.message });
      onInvited(result.user);
    } catch (error) {
      setStatus({
        state: 'error',
        message: messageOf(error, t`The invitation could not be sent. Please try again.`),
        fields: error instanceof ApiError ? error.body?.fields : undefined,
      });
    }
  }

  return (
    <section id={id} aria-labelledby="invite-user-title" className="mt-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="invite-user-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
        <Trans>Invite user</Trans>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>She gets an e-mail with a link to choose her own password. The link works once, for 7 days; you can send a new one.</Trans>
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t`Name`} name="name" autoComplete="off" value={values.name} onChange={update('name')} error={fields?.name} />
        <TextField
          label={t`Email`}
          name="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={values.email}
          onChange={update('email')}
          error={fields?.email}
        />
        <SelectField
          label={t`Role`}
          name="role"
          options={roleOptions.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          value={values.role}
          onChange={update('role')}
          error={fields?.role}
        />
        <SelectField
          label={t`Language of her e-mails`}
          name="language"
          options={languageOptions}
          value={values.language}
          onChange={update('language')}
          error={fields?.language}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={status.state === 'submitting'}>
            {status.state === 'submitting' ? <Trans>Sending...</Trans> : <Trans>Send invitation</Trans>}
          </Button>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm text-brand-900 empty:hidden">
        {status.state === 'done' ? status.message : ''}
      </p>
      {status.state === 'error' && (
        <Banner tone="error" className="mt-3">
          {status.message}
        </Banner>
      )}
    </section>
  );
}
