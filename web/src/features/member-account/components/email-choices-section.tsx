import { useLingui } from '@lingui/react/macro';
import type { MemberDetails, MemberEmailChoicesBody } from '@wfc/shared';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../../components/ui/account-card';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { EmailChoiceFields, readEmailChoices } from '../../membership';
import { saveEmailChoices } from '../api/save-email-choices';

/**
 * What the club e-mails her about: the membership form's interests as topics (none at all: no
 * e-mail, the same as unsubscribing) and the language of her e-mail.
 */
export function EmailChoicesSection({ membership, onSaved }: { membership: MemberDetails; onSaved: (membership: MemberDetails) => void }) {
  const { t } = useLingui();
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: MemberEmailChoicesBody = readEmailChoices(event.currentTarget);
    await submit(
      async () => {
        const answer = await saveEmailChoices(body);
        onSaved(answer.membership);
        return answer.message;
      },
      t`Your e-mail choices could not be saved. Please try again.`,
    );
  }

  return (
    <AccountCard
      id="email-choices"
      title={t`Your e-mail choices`}
      intro={t`Choose what the club e-mails you about. Choose no topic at all, and the club sends you no e-mail.`}
    >
      <form method="post" onSubmit={onSubmit} className="space-y-6">
        <EmailChoiceFields topics={membership.topics} locale={membership.locale} fieldErrors={fieldErrors} />
        <SubmitStatusBanner status={status} />
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? t`Saving...` : t`Save my choices`}
        </Button>
      </form>
    </AccountCard>
  );
}
