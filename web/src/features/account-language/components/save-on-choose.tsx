import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { controlClasses, FieldFrame } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * A choice of the Account page's e-mail cards, saved as soon as it is made (one choice, nothing else
 * to fill in): the choice she had comes back, with the server's message, when saving fails.
 */
export function SaveOnChoose<T extends string>({
  label,
  options,
  initial,
  save,
  savedText,
  failedText,
}: {
  label: string;
  options: readonly { value: T; label: string; lang?: string }[];
  initial: T;
  save: (value: T) => Promise<unknown>;
  savedText: (value: T) => string;
  failedText: string;
}) {
  const [choice, setChoice] = useState(initial);
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);

  async function choose(value: string) {
    const next = options.find((option) => option.value === value)?.value;
    if (next === undefined) return;
    const before = choice;
    setChoice(next);
    setSaving(true);
    setStatus(null);
    try {
      await save(next);
      setStatus({ tone: 'success', text: savedText(next) });
    } catch (error) {
      setChoice(before);
      setStatus({ tone: 'error', text: messageOf(error, failedText) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mt-4 space-y-4">
      <FieldFrame label={label}>
        {(control) => (
          <select
            {...control}
            className={controlClasses}
            value={choice}
            disabled={saving}
            onChange={(event) => void choose(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <div aria-live="polite">{status && <Banner tone={status.tone}>{status.text}</Banner>}</div>
    </div>
  );
}
