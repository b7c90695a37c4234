import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessages } from '../../../lib/shared-messages';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useModalFocus } from '../../../lib/modal-focus';
import { submitInquiry } from '../api/submit-inquiry';
import { firstNameOf, type InquiryEnabler } from '../inquiry-enabler';

/** How long the success message stays before the modal closes (product-spec.md §9). */
export const INQUIRY_AUTO_CLOSE_MS = 2000;

const empty = { name: '', email: '', question: '' };
type Values = typeof empty;

type Status =
  { state: 'idle' | 'submitting' | 'success' } | { state: 'error'; message: string; fields?: Partial<Record<keyof Values, string>> };

/** The text of a failed submission (product-spec.md §8): the server's `error` field, else the generic server error. */
export function inquiryErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.kind === 'http' && error.body) {
    return `✗ ${i18n._(sharedMessages.inquiryErrorPrefix)}${error.body.error ?? error.body.message}`;
  }
  return `✗ ${i18n._(sharedMessages.inquiryServerError)}`;
}

interface InquiryModalProps {
  enabler: InquiryEnabler;
  /** The Connect button that opened the modal; it gets the focus back. */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/**
 * The Connect modal (product-spec.md §2, Inquiry modal): a dialog over a blurred backdrop that
 * sends POST /api/inquiry. It closes on the backdrop, the close icon and Escape, keeps the focus
 * inside while open, and closes itself 2 s after a success.
 */
export default function InquiryModal({ enabler, returnFocusTo, onClose }: InquiryModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const firstName = firstNameOf(enabler.name);
  const name = enabler.name;
  const { t, i18n } = useLingui();

  // Focus moves in, stays in (Tab cycles, the page behind is inert), Escape closes; on closing the focus returns.
  useModalFocus(dialogRef, onClose, returnFocusTo);

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = window.setTimeout(onClose, INQUIRY_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status.state, onClose]);

  const update = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      await submitInquiry({ ...values, enabler: enabler.name, enablerId: enabler.id });
      setValues(empty);
      setStatus({ state: 'success' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setStatus({ state: 'error', message: inquiryErrorText(error, i18n), fields });
    }
  }

  const fieldErrors = status.state === 'error' ? status.fields : undefined;

  return createPortal(
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto bg-black/50 p-4 backdrop-blur-sm"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative my-auto w-full max-w-lg rounded-2xl bg-white p-6 text-left text-gray-900 shadow-xl sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close`}
          className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-bold text-brand-900">
          <Trans>Connect with {name}</Trans>
        </h2>
        <form method="post" onSubmit={onSubmit} className="mt-6 space-y-4">
          <TextField
            label={t`Name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={update('name')}
            error={fieldErrors?.name}
          />
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update('email')}
            error={fieldErrors?.email}
          />
          <TextAreaField
            label={t`Message`}
            name="question"
            rows={3}
            required
            placeholder={t`Hi ${firstName}, I would like to connect with you...`}
            value={values.question}
            onChange={update('question')}
            error={fieldErrors?.question}
          />
          <Button type="submit" disabled={status.state === 'submitting' || status.state === 'success'} className="w-full">
            {status.state === 'submitting' ? t`Sending...` : t`Send Message`}
          </Button>
          {status.state === 'success' && (
            <Banner tone="success">
              <p className="font-semibold">✓ {i18n._(sharedMessages.inquirySuccess)}</p>
              <p className="mt-1">{i18n._(sharedMessages.inquiryClosingHint)}</p>
            </Banner>
          )}
          {status.state === 'error' && <Banner tone="error">{status.message}</Banner>}
        </form>
      </div>
    </div>,
    document.body,
  );
}
