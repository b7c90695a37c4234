import { hearAboutOptions, interestOptions, jobFunctionOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import type { MembershipInput } from '@wfc/shared/membership/membership.schema';
import { sharedMessages } from '../../../lib/shared-messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { replayEarlyInput } from '../../../lib/early-input';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { sentValue, usePageFormResult, usePageFormAction } from '../../../lib/page-form';
import { submitMembership } from '../api/submit-membership';
import { SelectField } from '../../../components/ui/select-field';
import { membershipTexts } from '../lib/membership-texts';
import { translateOptions } from '../lib/option-labels';
import { CheckboxGroup } from './choice-fields';

type Status = { state: 'idle' | 'sending' | 'success' } | { state: 'error'; message: string; fields?: Record<string, string> | undefined };

// Shown when a refusal carries no readable message (e.g. a proxy's HTML error page).
const fallbackError = msg`Something went wrong. Please try again.`;

/** Reads the form into the body of POST /api/membership: interests as a list of values, emailPermission as a boolean. */
function readMembershipForm(form: HTMLFormElement): MembershipInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    jobFunction: text('jobFunction') as MembershipInput['jobFunction'],
    vertical: text('vertical') as MembershipInput['vertical'],
    interests: data.getAll('interests').map(String) as MembershipInput['interests'],
    hearAbout: text('hearAbout') as MembershipInput['hearAbout'],
    emailPermission: data.get('emailPermission') !== null,
  };
}

/**
 * Empties every field. Not `form.reset()`: after a refused post the fields' defaults are what was
 * refused, and a success must leave the form empty.
 */
function clearForm(form: HTMLFormElement) {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = '';
    else if (element instanceof HTMLSelectElement) element.value = '';
  }
}

/** The Become a Member form (product-spec.md §2, §5, §8): resets after success, shows the server's message on a refusal. */
export function MembershipForm() {
  const { t, i18n } = useLingui();
  const formAction = usePageFormAction('membership');
  // Sent before the page's scripts had run: the server's answer is this page, showing the result.
  const sent = usePageFormResult('membership');
  const [status, setStatus] = useState<Status>(() => {
    if (sent?.status === 'success') return { state: 'success' };
    if (sent?.status === 'error') return { state: 'error', message: sent.message, fields: sent.fields };
    return { state: 'idle' };
  });
  const value = (field: string) => sentValue(sent, field);
  const sentInterests = sent?.status === 'error' ? [sent.values?.interests ?? []].flat() : [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus({ state: 'sending' });
    try {
      await submitMembership(readMembershipForm(form));
      clearForm(form);
      setStatus({ state: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        // The spec only logs a network failure; the form keeps what was typed for another try.
        console.error('Membership sign-up failed: the server could not be reached.', error);
        setStatus({ state: 'idle' });
      } else if (error instanceof ApiError && error.body) {
        setStatus({ state: 'error', message: error.body.message, fields: error.body.fields });
      } else {
        setStatus({ state: 'error', message: t(fallbackError) });
      }
    }
  }

  const fieldErrors = status.state === 'error' ? status.fields : undefined;
  const sending = status.state === 'sending';

  return (
    <form
      method="post"
      action={formAction}
      onSubmit={onSubmit}
      aria-labelledby="membership-form-title"
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="membership-form-title" className="text-2xl font-semibold text-gray-900">
        <Trans>Sign up</Trans>
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`First Name`}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={value('firstName')}
          error={fieldErrors?.firstName}
        />
        <TextField
          label={t`Last Name`}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={value('lastName')}
          error={fieldErrors?.lastName}
        />
      </div>
      <div>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={value('email')}
          error={fieldErrors?.email}
        />
        <p className="mt-2 flex gap-2 text-sm text-gray-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
          <Trans>Please use your personal email address so you keep access if you change jobs.</Trans>
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t`Job Function`}
          name="jobFunction"
          options={translateOptions(i18n, jobFunctionOptions)}
          placeholder={t`Select...`}
          defaultValue={value('jobFunction')}
          required
          error={fieldErrors?.jobFunction}
        />
        <SelectField
          label={t`Vertical`}
          name="vertical"
          options={translateOptions(i18n, verticalOptions)}
          placeholder={t`Select...`}
          defaultValue={value('vertical')}
          required
          error={fieldErrors?.vertical}
        />
      </div>
      <CheckboxGroup
        legend={t`Interests (choose any)`}
        name="interests"
        options={translateOptions(i18n, interestOptions)}
        error={fieldErrors?.interests}
        defaultChosen={sentInterests}
      />
      <SelectField
        label={t`How did you hear about us?`}
        name="hearAbout"
        options={translateOptions(i18n, hearAboutOptions)}
        placeholder={t`Select...`}
        defaultValue={value('hearAbout')}
        required
        error={fieldErrors?.hearAbout}
      />
      <label className="flex cursor-pointer items-start gap-3 text-gray-900">
        <input
          ref={replayEarlyInput}
          type="checkbox"
          name="emailPermission"
          value="yes"
          defaultChecked={value('emailPermission') === 'yes'}
          className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-brand-800"
        />
        <span>
          <Trans>Yes, send me emails about club events, resources and opportunities. I can unsubscribe at any time.</Trans>
        </span>
      </label>
      <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="w-full tracking-wide sm:w-auto sm:px-10">
        <Trans>SUBSCRIBE</Trans>
      </Button>
      {status.state === 'success' && (
        <>
          <Banner tone="success">{i18n._(sharedMessages.membershipSuccess)}</Banner>
          {/* Beside the spec's text, not inside it: the sign-up waits for her confirmation. */}
          <p data-form-answer className="text-sm text-gray-700">
            {i18n._(membershipTexts.checkInbox)}
          </p>
        </>
      )}
      {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
    </form>
  );
}
