import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_SESSION_NOTE } from '@wfc/shared';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

/**
 * The confirm step of a change told to the other woman (cancel, decline): the question, a note for
 * her (optional, or `required`), Yes and Keep. It takes the focus when it opens; Keep gives it back.
 */
export function NoteConfirm({
  question,
  noteLabel,
  confirmLabel,
  keepLabel,
  required = false,
  busy,
  onConfirm,
  onKeep,
}: {
  question: string;
  noteLabel: string;
  confirmLabel: string;
  keepLabel: string;
  required?: boolean;
  busy: boolean;
  onConfirm: (note: string) => void;
  onKeep: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => questionRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (required && note.trim() === '') {
      setMissing(true);
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    onConfirm(note.trim());
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-question`}
      className="space-y-3 rounded-lg border border-red-200 bg-red-50/40 p-3"
    >
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
        {question}
      </p>
      <TextAreaField
        label={noteLabel}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
        maxLength={MAX_SESSION_NOTE}
        rows={3}
        required={required}
        error={missing ? t`Please write a message to both of them.` : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} className="bg-red-800 hover:bg-red-900">
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </form>
  );
}
