import { useLingui } from '@lingui/react/macro';
import type { MemberPreferences } from '@wfc/shared';
import { interestOptions } from '@wfc/shared/membership/membership.options';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../../components/ui/account-card';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { followMemberLink } from '../api/follow-member-link';
import { saveEmailPreferences } from '../api/email-preferences';
import { translateOptions } from '../lib/option-labels';
import { LeaveTopicsCard } from './leave-topics-card';
import { PreferencesForm, type Choices } from './preferences-form';

/**
 * The preferences page's choices, once her link was read: leave the e-mail's own topics (when it
 * had some), her topics and language, and no e-mail at all. Each answers beside its own button.
 */
export function EmailPreferences({ token, preferences }: { token: string; preferences: MemberPreferences }) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState<Choices>({ topics: preferences.topics, locale: preferences.locale });
  // The form starts again from what is saved when a button elsewhere changed it.
  const [formVersion, setFormVersion] = useState(0);
  const leave = useSubmitStatus();
  const form = useSubmitStatus();
  const none = useSubmitStatus();

  const labels = new Map(translateOptions(i18n, interestOptions).map(({ value, label }) => [value, label]));
  const topicList = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    preferences.newsletterTopics.map((topic) => labels.get(topic) ?? topic),
  );
  const couldNotSave = t`Your e-mail choices could not be saved. Please try again.`;

  async function save(choices: Choices, status: ReturnType<typeof useSubmitStatus>, replaceForm: boolean) {
    await status.submit(async () => {
      const answer = await saveEmailPreferences({ token, ...choices });
      setSaved({ topics: answer.topics, locale: answer.locale });
      if (replaceForm) setFormVersion((version) => version + 1);
      return answer.message;
    }, couldNotSave);
  }

  async function stopAllEmail() {
    await none.submit(async () => {
      const answer = await followMemberLink('unsubscribe', token);
      setSaved((current) => ({ ...current, topics: [] }));
      setFormVersion((version) => version + 1);
      return answer.message;
    }, couldNotSave);
  }

  return (
    <>
      {preferences.newsletterTopics.length > 0 && (
        <LeaveTopicsCard
          subject={preferences.newsletterSubject}
          topicList={topicList}
          stillChosen={preferences.newsletterTopics.some((topic) => saved.topics.includes(topic))}
          status={leave.status}
          onLeave={() =>
            void save({ ...saved, topics: saved.topics.filter((topic) => !preferences.newsletterTopics.includes(topic)) }, leave, true)
          }
        />
      )}
      <PreferencesForm key={formVersion} saved={saved} status={form.status} onSave={(choices) => void save(choices, form, false)} />
      <AccountCard
        id="no-email"
        title={t`No e-mail at all`}
        intro={t`Stop every e-mail from the club: newsletters and member e-mails alike.`}
      >
        <div className="space-y-4">
          <SubmitStatusBanner status={none.status} />
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={none.status.state === 'submitting'}
            onClick={() => void stopAllEmail()}
          >
            {none.status.state === 'submitting' ? t`Saving...` : t`No e-mail at all`}
          </Button>
        </div>
      </AccountCard>
    </>
  );
}
