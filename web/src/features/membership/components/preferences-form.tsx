import { useLingui } from '@lingui/react/macro';
import type { PreferencesBody } from '@wfc/shared';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../../components/ui/account-card';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import type { SubmitStatus } from '../../../lib/use-submit-status';
import { EmailChoiceFields, readEmailChoices } from './choice-fields';

export type Choices = Pick<PreferencesBody, 'topics' | 'locale'>;

/**
 * The preferences page's form: her topics and the language of her e-mail, saved together. The
 * fields start from `saved`; the page gives it a new `key` when her choices changed elsewhere.
 */
export function PreferencesForm({ saved, status, onSave }: { saved: Choices; status: SubmitStatus; onSave: (choices: Choices) => void }) {
  const { t } = useLingui();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(readEmailChoices<Choices['topics'][number]>(event.currentTarget));
  }

  return (
    <AccountCard
      id="email-topics"
      title={t`Topics and language`}
      intro={t`Choose what the club e-mails you about. Choose no topic at all, and the club sends you no e-mail.`}
    >
      <form method="post" onSubmit={onSubmit} className="space-y-6">
        <EmailChoiceFields topics={saved.topics} locale={saved.locale} fieldErrors={status.state === 'error' ? status.fields : undefined} />
        <SubmitStatusBanner status={status} />
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? t`Saving...` : t`Save my choices`}
        </Button>
      </form>
    </AccountCard>
  );
}
