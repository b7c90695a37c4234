import { useLingui } from '@lingui/react/macro';
import type { MemberDetails, MemberDetailsBody } from '@wfc/shared';
import { hearAboutOptions, jobFunctionOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { AccountCard } from '../../../components/ui/account-card';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { translateOptions } from '../../membership';
import { saveMemberDetails } from '../api/save-member-details';

/** Reads the form into the body of PUT /api/member/details. */
function readDetails(form: HTMLFormElement): MemberDetailsBody {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    jobFunction: text('jobFunction') as MemberDetailsBody['jobFunction'],
    vertical: text('vertical') as MemberDetailsBody['vertical'],
    hearAbout: text('hearAbout') as MemberDetailsBody['hearAbout'],
  };
}

/** Her details: the membership form's fields but her address (the one she signs in with), editable. */
export function DetailsSection({ membership, onSaved }: { membership: MemberDetails; onSaved: (membership: MemberDetails) => void }) {
  const { t, i18n } = useLingui();
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = readDetails(event.currentTarget);
    await submit(
      async () => {
        const answer = await saveMemberDetails(body);
        onSaved(answer.membership);
        return answer.message;
      },
      t`Your details could not be saved. Please try again.`,
    );
  }

  return (
    <AccountCard
      id="details"
      title={t`Your details`}
      intro={t`As you gave them when you joined. Your e-mail address is the one you sign in with.`}
    >
      <form method="post" onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`First Name`}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={membership.firstName}
            error={fieldErrors?.firstName}
          />
          <TextField
            label={t`Last Name`}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={membership.lastName}
            error={fieldErrors?.lastName}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t`Job Function`}
            name="jobFunction"
            options={translateOptions(i18n, jobFunctionOptions)}
            defaultValue={membership.jobFunction}
            required
            error={fieldErrors?.jobFunction}
          />
          <SelectField
            label={t`Vertical`}
            name="vertical"
            options={translateOptions(i18n, verticalOptions)}
            defaultValue={membership.vertical}
            required
            error={fieldErrors?.vertical}
          />
        </div>
        <SelectField
          label={t`How did you hear about us?`}
          name="hearAbout"
          options={translateOptions(i18n, hearAboutOptions)}
          defaultValue={membership.hearAbout}
          required
          error={fieldErrors?.hearAbout}
        />
        <SubmitStatusBanner status={status} />
        <Button type="submit" disabled={status.state === 'submitting'}>
          {status.state === 'submitting' ? t`Saving...` : t`Save my details`}
        </Button>
      </form>
    </AccountCard>
  );
}
