import { Trans, useLingui } from '@lingui/react/macro';
import type { MyWhatsApp, WhatsAppChoicesBody } from '@wfc/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AccountCard } from '../../../components/ui/account-card';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { addWhatsAppNumber } from '../api/add-whatsapp-number';
import { confirmWhatsAppNumber } from '../api/confirm-whatsapp-number';
import { useMyWhatsApp } from '../api/get-my-whatsapp';
import { removeWhatsAppNumber } from '../api/remove-whatsapp-number';
import { saveWhatsAppChoices } from '../api/save-whatsapp-choices';

type HerNumber = NonNullable<MyWhatsApp['number']>;
type Step = 'number' | 'code' | 'choices';

/** Which form her number's state asks for: add it, confirm it with the code, or choose. */
function stepOf(number: HerNumber | null): Step {
  if (number === null || number.failing) return 'number';
  if (number.verified) return 'choices';
  return number.codePending ? 'code' : 'number';
}

/**
 * Her page's "WhatsApp" (issue 44), only when the club sends WhatsApp messages: her mobile number,
 * the code sent there to confirm it, then what comes to her there (events, sessions, newsletters),
 * and removing the number after asking. Nothing is shown while it loads, or when the club has no
 * WhatsApp account or the answer fails: the page offers nothing it cannot do.
 */
export function WhatsAppSection() {
  const { t } = useLingui();
  const mine = useMyWhatsApp();
  if (!mine.data?.available) return null;
  return (
    <AccountCard
      id="whatsapp"
      title={t`WhatsApp`}
      intro={t`The club can send you reminders and short notices on WhatsApp as well as by e-mail. Add your mobile number, confirm it, and choose what comes to you there.`}
    >
      <WhatsAppEditor initial={mine.data} />
    </AccountCard>
  );
}

function WhatsAppEditor({ initial }: { initial: MyWhatsApp }) {
  const { t } = useLingui();
  const [number, setNumber] = useState<HerNumber | null>(initial.number);
  const [step, setStep] = useState<Step>(() => stepOf(initial.number));
  // What she typed stays through a refusal, a slow answer and a change of step.
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const status = useSubmitStatus();
  const rootRef = useRef<HTMLDivElement>(null);
  const phoneHintId = useId();
  const errors = status.fieldErrors;

  // A new step takes her to its first field; a refused form to the field the server named.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    rootRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [step]);
  useEffect(() => {
    if (errors) rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function keep(whatsapp: MyWhatsApp) {
    setNumber(whatsapp.number);
    setStep(stepOf(whatsapp.number));
  }

  async function sendCode() {
    await status.submit(
      async () => {
        const answer = await addWhatsAppNumber({ phone });
        setCode('');
        setStep('code');
        return answer.message;
      },
      t`Your number could not be sent. Please try again.`,
    );
  }

  async function onNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendCode();
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await status.submit(
      async () => {
        const answer = await confirmWhatsAppNumber({ code });
        setCode('');
        keep(answer.whatsapp);
        return answer.message;
      },
      t`Your code could not be checked. Please try again.`,
    );
  }

  async function onChoices(choices: WhatsAppChoicesBody) {
    await status.submit(
      async () => {
        const answer = await saveWhatsAppChoices(choices);
        keep(answer.whatsapp);
        return answer.message;
      },
      t`Your WhatsApp choices could not be saved. Please try again.`,
    );
  }

  async function onRemove() {
    setAsking(false);
    await status.submit(
      async () => {
        const answer = await removeWhatsAppNumber();
        setPhone('');
        setCode('');
        keep({ available: true, number: null });
        return answer.message;
      },
      t`Your number could not be removed. Please try again.`,
    );
  }

  const submitting = status.status.state === 'submitting';

  return (
    <div ref={rootRef} className="space-y-6">
      {step === 'number' && (
        <form method="post" onSubmit={onNumber} className="space-y-4">
          {number?.failing && (
            <Banner tone="info">
              <Trans>
                Our messages to {number.masked} could not be delivered, so we have stopped sending them. Please add your number again.
              </Trans>
            </Banner>
          )}
          <TextField
            label={t`Your mobile number on WhatsApp`}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors?.phone}
            // The example is read with the field, unless the server's message is (then that one).
            {...(errors?.phone ? {} : { 'aria-describedby': phoneHintId })}
          />
          <p id={phoneHintId} className="text-sm text-gray-700">
            <Trans>With its country code, for example +91 98470 12345. We send a code there to check it is yours.</Trans>
          </p>
          <SubmitStatusBanner status={status.status} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={submitting}>
              {submitting ? t`Sending...` : t`Send me a code`}
            </Button>
            {number !== null && number.codePending && !number.failing && (
              <Button variant="secondary" onClick={() => setStep('code')}>
                <Trans>I have a code</Trans>
              </Button>
            )}
          </div>
        </form>
      )}

      {step === 'code' && (
        <form method="post" onSubmit={onCode} className="space-y-4">
          <SubmitStatusBanner status={status.status} />
          <TextField
            label={t`The 6-digit code we sent you on WhatsApp`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors?.code}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={submitting}>
              {submitting ? t`Checking...` : t`Confirm my number`}
            </Button>
            {/* A new code goes to the number she typed here; after a reload, she types it again. */}
            <Button variant="secondary" disabled={submitting} onClick={() => (phone.trim() ? void sendCode() : setStep('number'))}>
              <Trans>Send a new code</Trans>
            </Button>
            <Button variant="ghost" disabled={submitting} onClick={() => setStep('number')}>
              <Trans>Use another number</Trans>
            </Button>
          </div>
        </form>
      )}

      {step === 'choices' && number !== null && (
        <ChoicesForm
          number={number}
          submitting={submitting}
          onSave={onChoices}
          statusBanner={<SubmitStatusBanner status={status.status} />}
        />
      )}

      {number !== null && (
        <div className="border-t border-gray-200 pt-4">
          <Button variant="secondary" disabled={submitting} onClick={() => setAsking(true)}>
            <Trans>Remove my number</Trans>
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t`Remove your number?`}
          message={t`We will send you nothing on WhatsApp, and your number and its messages are deleted. You can add it again at any time.`}
          confirmLabel={t`Remove my number`}
          cancelLabel={t`Cancel`}
          onConfirm={() => void onRemove()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}

function ChoicesForm({
  number,
  submitting,
  onSave,
  statusBanner,
}: {
  number: HerNumber;
  submitting: boolean;
  onSave: (choices: WhatsAppChoicesBody) => Promise<void>;
  statusBanner: ReactNode;
}) {
  const { t } = useLingui();
  const [choices, setChoices] = useState<WhatsAppChoicesBody>(number.choices);
  const set = (name: keyof WhatsAppChoicesBody) => (checked: boolean) => setChoices((current) => ({ ...current, [name]: checked }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onSave(choices);
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <p className="text-gray-900">
        <Trans>
          Your number: <span className="font-semibold whitespace-nowrap">{number.masked}</span>
        </Trans>
      </p>
      {number.stopped && (
        <Banner tone="info">
          <Trans>You replied STOP, so we send you nothing on WhatsApp. Turn on a choice and save to receive messages again.</Trans>
        </Banner>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">
          <Trans>Send me on WhatsApp</Trans>
        </legend>
        <CheckboxField
          label={t`Reminders and changes of events I registered for`}
          checked={choices.eventUpdates}
          onChange={set('eventUpdates')}
        />
        <CheckboxField
          label={t`Reminders and changes of my sessions with enablers`}
          checked={choices.sessionUpdates}
          onChange={set('sessionUpdates')}
        />
        <CheckboxField
          label={t`A short notice when a newsletter on my topics goes out`}
          checked={choices.newsletterNotices}
          onChange={set('newsletterNotices')}
        />
      </fieldset>
      {statusBanner}
      <Button type="submit" disabled={submitting}>
        {submitting ? t`Saving...` : t`Save my WhatsApp choices`}
      </Button>
    </form>
  );
}
