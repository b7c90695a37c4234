import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedItem, StaleEditBody, VersionedItem } from '@wfc/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';

interface Props<T extends object, D, B extends object> {
  /** The item as last read or saved. */
  stored: VersionedItem<T>;
  toDraft: (item: T) => D;
  /** The fields to send (the version is added), from what the form holds. */
  fromDraft: (draft: D) => B;
  fields: (props: { draft: D; errors: Record<string, string>; onChange: (draft: D) => void }) => ReactNode;
  save: (body: B & { version: number }) => Promise<SavedItem<T>>;
  /** Called with the item after each save, and after a reload of the saved version. */
  onStored: (stored: VersionedItem<T>) => void;
  /** Said when a save fails for another reason than a message from the server. */
  failure: string;
  /** The save button's text, where another form on the screen has a Save of its own. */
  saveLabel?: string;
}

/** Her changes as text, one field a paragraph, to keep while she reloads the saved version. */
function describeChanges(mine: object, base: object): string {
  const theirs = base as Record<string, unknown>;
  return Object.entries(mine)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(theirs[key]))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}`)
    .join('\n\n');
}

/**
 * A content item's form (decision 022). A save names the version it was edited from; when someone
 * saved in between, her text stays in the form and she may copy her changes, then reload the saved
 * version.
 */
export function VersionedEditor<T extends object, D, B extends object>({
  stored,
  toDraft,
  fromDraft,
  fields,
  save,
  onStored,
  failure,
  saveLabel,
}: Props<T, D, B>) {
  const { t, i18n } = useLingui();
  const [base, setBase] = useState(stored);
  const [draft, setDraft] = useState(() => toDraft(stored.item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState<VersionedItem<T> | null>(null);
  // Copied to the clipboard, or (without one) the text to copy by hand.
  const [copied, setCopied] = useState<{ manual?: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    setErrors({});
    setCopied(null);
    try {
      const saved = await save({ ...fromDraft(draft), version: base.version });
      setBase(saved);
      setDraft(toDraft(saved.item));
      setConflict(null);
      setResult({ tone: 'success', text: saved.message });
      onStored(saved);
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      if (error instanceof ApiError && error.status === 409 && body && 'current' in body) setConflict((body as StaleEditBody<T>).current);
      else setErrors(body?.fields ?? {});
      setResult({ tone: 'error', text: messageOf(error, failure) });
    } finally {
      setSaving(false);
    }
  }

  function reloadSaved() {
    if (!conflict) return;
    setBase(conflict);
    setDraft(toDraft(conflict.item));
    setConflict(null);
    setErrors({});
    setCopied(null);
    setResult({ tone: 'success', text: t`The saved version is in the form now.` });
    onStored(conflict);
  }

  async function copyMine() {
    const text = describeChanges(fromDraft(draft), base.item);
    try {
      await navigator.clipboard.writeText(text);
      setCopied({});
    } catch {
      // No clipboard (an insecure page, or refused): the text is shown to select and copy by hand.
      setCopied({ manual: text });
    }
  }

  const { version, updatedBy: savedBy } = base;
  const savedOn = formatDateTime(base.updatedAt, i18n.locale);
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-sm text-gray-700">
        {savedBy ? (
          <Trans>
            Version {version}, saved by {savedBy} on {savedOn}.
          </Trans>
        ) : (
          <Trans>Version {version}, as the site started.</Trans>
        )}
      </p>
      {fields({ draft, errors, onChange: setDraft })}
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      {conflict && (
        <div className="space-y-3 rounded-lg border border-gray-300 bg-gray-50 p-4">
          <p className="text-sm text-gray-900">
            <ConflictLine conflict={conflict} />
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={copyMine}>
              <Trans>Copy my changes</Trans>
            </Button>
            <Button variant="secondary" onClick={reloadSaved}>
              <Trans>Reload the saved version</Trans>
            </Button>
          </div>
          {copied && copied.manual === undefined && (
            <Banner tone="success">
              <Trans>Your changes are copied.</Trans>
            </Banner>
          )}
          {copied?.manual !== undefined && (
            <label className="block text-sm font-medium text-gray-900">
              <Trans>Your changes (select and copy them)</Trans>
              <textarea
                readOnly
                value={copied.manual}
                rows={6}
                className="mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 font-mono text-sm"
              />
            </label>
          )}
        </div>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? t`Saving...` : (saveLabel ?? t`Save`)}
      </Button>
    </form>
  );
}

/** Who saved the version her save collided with, and when. */
function ConflictLine({ conflict }: { conflict: VersionedItem<object> }) {
  const { t, i18n } = useLingui();
  const { version } = conflict;
  const author = conflict.updatedBy ?? t`someone`;
  const savedOn = formatDateTime(conflict.updatedAt, i18n.locale);
  return (
    <Trans>
      Version {version} was saved by {author} on {savedOn}.
    </Trans>
  );
}
