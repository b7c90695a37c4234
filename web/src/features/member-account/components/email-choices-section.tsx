import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberDetails, MemberEmailChoicesBody } from '@wfc/shared';
import { localeNames, locales } from '@wfc/shared/locales';
import { interestOptions } from '@wfc/shared/membership/membership.options';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../auth/components/account-card';
import { SubmitStatusBanner } from '../../auth/components/submit-status-banner';
import { useSubmitStatus } from '../../auth/lib/use-submit-status';
import { CheckboxGroup } from '../../membership/components/choice-fields';
import { translateOptions } from '../../membership/lib/option-labels';
import { saveEmailChoices } from '../api/save-email-choices';

/** Reads the form into the body of PUT /api/member/email-choices. */
function readChoices(form: HTMLFormElement): MemberEmailChoicesBody {
  const data = new FormData(form);
  return {
    topics: data.getAll('topics').map(String) as MemberEmailChoicesBody['topics'],
    locale: data.get('locale') === 'ml' ? 'ml' : 'en',
  };
}

/**
 * What the club e-mails her about: the membership form's interests as topics (none at all: no
 * e-mail, the same as unsubscribing) and the language of her e-mail.
 */
export function EmailChoicesSection({ membership, onSaved }: { membership: MemberDetails; onSaved: (membership: MemberDetails) => void }) {
  const { t, i18n } = useLingui();
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = readChoices(event.currentTarget);
    await submit(async () => {
      const answer = await saveEmailChoices(body);
      onSaved(answer.membership);
      return answer.message;
    }, t`Your e-mail choices could not be saved. Please try again.`);
  }

  return (
    <AccountCard id="email-choices" title={t`Your e-mail choices`} intro={t`Choose what the club e-mails you about. Choose no topic at all, and the club sends you no e-mail.`}>
      <form method="post" onSubmit={onSubmit} className="space-y-6">
        {membership.topics.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-800">
            <Trans>You have chosen no topic: the club sends you no e-mail.</Trans>
          </p>
        )}
        <CheckboxGroup legend={t`Topics`} name="topics" options={translateOptions(i18n, interestOptions)} defaultChosen={membership.topics} error={fieldErrors?.topics} />
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">
            <Trans>Language of your e-mails</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {locales.map((locale) => (
              <label key={locale} className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-900">
                <input type="radio" name="locale" value={locale} defaultChecked={membership.locale === locale} className="size-5 shrink-0 accent-brand-800" />
                {/* Each language in its own words, as the language switcher shows them. */}
                <span lang={locale}>{localeNames[locale]}</span>
              </label>
            ))}
          </div>
          {fieldErrors?.locale && <p className="mt-1 text-sm text-red-700">{fieldErrors.locale}</p>}
        </fieldset>
        <SubmitStatusBanner status={status} />
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? t`Saving...` : t`Save my choices`}
        </Button>
      </form>
    </AccountCard>
  );
}
