import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';

/**
 * One on/off setting of the staff screens (the admins' security setting, the newsletters' operators
 * switch): a checkbox with its label and help, Save, and the answer in a banner. `save` stores the
 * value and returns it as stored.
 */
export function SwitchSettingForm({
  id,
  stored,
  label,
  help,
  savedText,
  save,
  className = 'mt-4',
}: {
  id: string;
  stored: boolean;
  label: ReactNode;
  help: ReactNode;
  savedText: string;
  save: (value: boolean) => Promise<boolean>;
  className?: string;
}) {
  const [on, setOn] = useState(stored);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { t } = useLingui();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      setOn(await save(on));
      setResult({ tone: 'success', text: savedText });
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`The settings could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className={`${className} max-w-xl space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6`}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          aria-describedby={`${id}-help`}
          className="mt-1 size-5 shrink-0 accent-brand-800"
        />
        <div>
          <label htmlFor={id} className="font-semibold text-gray-900">
            {label}
          </label>
          <p id={`${id}-help`} className="text-sm text-gray-700">
            {help}
          </p>
        </div>
      </div>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Button type="submit" disabled={saving}>
        {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
