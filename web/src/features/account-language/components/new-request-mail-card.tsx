import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { newRequestMailChoices, type NewRequestMailChoice } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../../lib/api-client';
import { saveNewRequestMail, useNewRequestMail } from '../api/new-request-mail';
import { SaveOnChoose } from './save-on-choose';

const choiceLabels = {
  'at-once': msg`At once: one e-mail for each new request`,
  batch: msg`In a batch: at most one e-mail every 10 minutes`,
  none: msg`Not by e-mail: I look at Help Requests myself`,
} satisfies Record<NewRequestMailChoice, ReturnType<typeof msg>>;

/** The Account page's choice, for operators and admins, of how a new help request reaches her by e-mail (issue 41). */
export function NewRequestMailCard() {
  const { t } = useLingui();
  const choice = useNewRequestMail();
  return (
    <section aria-labelledby="new-request-mail-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="new-request-mail-title" className="text-xl font-bold text-brand-900">
        <Trans>New help requests by e-mail</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>Help Requests shows every new request as it arrives; choose how the e-mail about it reaches you.</Trans>
      </p>
      {choice.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(choice.error, t`Your choice could not be loaded.`)}
        </Banner>
      )}
      {choice.data && <ChoiceSelect initial={choice.data.newRequests} />}
    </section>
  );
}

function ChoiceSelect({ initial }: { initial: NewRequestMailChoice }) {
  const { t } = useLingui();
  return (
    <SaveOnChoose
      label={t`E-mail me about a new request`}
      options={newRequestMailChoices.map((value) => ({ value, label: t(choiceLabels[value]) }))}
      initial={initial}
      save={(newRequests) => saveNewRequestMail({ newRequests })}
      savedText={() => t`Saved.`}
      failedText={t`Your choice could not be saved. Please try again.`}
    />
  );
}
