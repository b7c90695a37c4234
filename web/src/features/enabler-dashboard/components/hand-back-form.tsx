import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REASON } from '@wfc/shared/fields';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { handBackCase } from '../api/hand-back-case';

type Step = { state: 'closed' | 'confirming' | 'submitting' } | { state: 'invalid' | 'error'; message: string };

/**
 * Hand back: a first press opens an inline confirm step asking for the reason (the operators see
 * it); only "Hand back case" there gives the case back. Cancel closes the step, focus returning to
 * the first button.
 */
export function HandBackForm({ caseId, onHandedBack }: { caseId: string; onHandedBack: () => void }) {
  const [step, setStep] = useState<Step>({ state: 'closed' });
  const [reason, setReason] = useState('');
  const { t } = useLingui();
  const openerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const open = step.state !== 'closed';

  // The step appears in place of the button: move the focus into it, and back when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) formRef.current?.querySelector('textarea')?.focus();
    if (!open && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setStep({ state: 'invalid', message: t`Please give a reason.` });
      return;
    }
    setStep({ state: 'submitting' });
    try {
      await handBackCase(caseId, reason.trim());
      onHandedBack();
    } catch (error) {
      setStep({ state: 'error', message: messageOf(error, t`The case could not be handed back. Please try again.`) });
    }
  }

  return (
    <section aria-labelledby="hand-back-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h3 id="hand-back-title" className="text-lg font-semibold text-gray-900">
        <Trans>Hand back</Trans>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>If you cannot help with this case, give it back to the operators so they can assign someone else.</Trans>
      </p>
      {!open ? (
        <Button ref={openerRef} variant="secondary" className="mt-3" onClick={() => setStep({ state: 'confirming' })}>
          <Trans>Hand back</Trans>
        </Button>
      ) : (
        <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
          <TextAreaField
            label={t`Reason (the operators will see it)`}
            name="reason"
            rows={3}
            required
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={step.state === 'invalid' ? step.message : undefined}
          />
          <p className="text-sm text-gray-700">
            <Trans>The case leaves your list and returns to the unassigned queue.</Trans>
          </p>
          {step.state === 'error' && <Banner tone="error">{step.message}</Banner>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={step.state === 'submitting'}>
              {step.state === 'submitting' ? <Trans>Submitting...</Trans> : <Trans>Hand back case</Trans>}
            </Button>
            <Button variant="ghost" onClick={() => setStep({ state: 'closed' })} disabled={step.state === 'submitting'}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
