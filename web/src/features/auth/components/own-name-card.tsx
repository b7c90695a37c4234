import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { saveOwnName, useMe } from '../api/own-name';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { AccountCard } from '../../../components/ui/account-card';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';

/** The Account page's name: the name staff screens, case histories and e-mails show for her (issue 26). */
export function OwnNameCard() {
  const { t } = useLingui();
  const me = useMe();
  return (
    <AccountCard id="your-name" title={t`Your name`} intro={t`As colleagues see it on cases and in e-mails.`}>
      {me.error && <Banner tone="error">{messageOf(me.error, t`Your name could not be loaded.`)}</Banner>}
      {me.data && <OwnNameForm initial={me.data.name} />}
    </AccountCard>
  );
}

function OwnNameForm({ initial }: { initial: string }) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      async () => {
        const result = await saveOwnName({ name });
        setName(result.user.name);
        return result.message;
      },
      t`Your name could not be saved. Please try again.`,
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t`Name`}
        name="name"
        autoComplete="name"
        maxLength={100}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors?.name}
      />
      <SubmitStatusBanner status={status} />
      <Button type="submit" disabled={status.state === 'submitting'}>
        {status.state === 'submitting' ? t`Saving...` : <Trans>Save name</Trans>}
      </Button>
    </form>
  );
}
