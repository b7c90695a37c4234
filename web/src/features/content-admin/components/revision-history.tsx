import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentRevision, ContentRevisionDetail, SavedItem, VersionedItem } from '@wfc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { messageOf } from '../../../lib/api-client';

interface Props<T extends object> {
  revisions: ContentRevision[];
  /** The version in the editor: a restore is made on it. */
  current: VersionedItem<T>;
  /** What each field is called, in the order to show a version. */
  labels: Record<keyof T & string, string>;
  /** A field's value as text. */
  valueText: (key: keyof T & string, value: T[keyof T & string]) => string;
  getRevision: (version: number) => Promise<ContentRevisionDetail<T>>;
  restore: (version: number, currentVersion: number) => Promise<SavedItem<T>>;
  onRestored: (stored: VersionedItem<T>) => void;
}

/** An item's history, newest first: who saved which fields when; any version can be read and restored after asking. */
export function RevisionHistory<T extends object>({ revisions, current, labels, valueText, getRevision, restore, onRestored }: Props<T>) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<ContentRevisionDetail<T> | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openVersion = open?.version;
  // The confirmation takes the place of the button pressed: focus goes to it, not to the page's top.
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  /** What a version changed, in a line: restored from another, the fields saved, or the first. */
  function describeRevision({ restoredFrom, changed }: Pick<ContentRevision, 'restoredFrom' | 'changed'>): string {
    const fields = changed.join(', ');
    if (restoredFrom !== null) return t`Restored version ${restoredFrom}`;
    return changed.length > 0 ? t`Changed: ${fields}` : t`The first version`;
  }

  async function view(version: number) {
    setResult(null);
    try {
      setOpen(await getRevision(version));
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`That version could not be loaded.`) });
    }
  }

  async function restoreVersion(version: number) {
    setConfirming(null);
    try {
      const restored = await restore(version, current.version);
      setResult({ tone: 'success', text: restored.message });
      setOpen(null);
      onRestored(restored);
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`That version could not be restored.`) });
    }
  }

  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        <Trans>History</Trans>
      </h3>
      {result && (
        <Banner tone={result.tone} className="mt-3">
          {result.text}
        </Banner>
      )}
      <ol className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {revisions.map(({ version, ...revision }) => (
          <li key={version} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">
                <Trans>Version {version}</Trans>
                {version === current.version && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900">
                    <Trans>current</Trans>
                  </span>
                )}
              </p>
              <p className="text-sm text-gray-700">
                {formatDateTime(revision.createdAt, i18n.locale)} · {revision.authorName}
              </p>
              <p className="text-sm break-words text-gray-700">{describeRevision(revision)}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="secondary" onClick={() => view(version)} aria-label={t`View version ${version}`}>
                <Trans>View</Trans>
              </Button>
              {version !== current.version &&
                (confirming === version ? (
                  // Keyed, so the primary button is a new one rather than Restore's recoloured (its fade would be unreadable).
                  <span key="confirm" className="flex flex-wrap gap-2">
                    <Button ref={confirmRef} onClick={() => restoreVersion(version)}>
                      <Trans>Yes, restore version {version}</Trans>
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(null)}>
                      <Trans>Cancel</Trans>
                    </Button>
                  </span>
                ) : (
                  <Button
                    key="restore"
                    variant="secondary"
                    onClick={() => setConfirming(version)}
                    aria-label={t`Restore version ${version}`}
                  >
                    <Trans>Restore</Trans>
                  </Button>
                ))}
            </div>
          </li>
        ))}
      </ol>
      {open && (
        <section aria-label={t`Version ${openVersion}, as saved`} className="mt-4 rounded-xl border border-gray-200 bg-gray-50 p-4">
          <div className="flex items-start justify-between gap-3">
            <h4 className="font-semibold text-brand-900">
              <Trans>Version {openVersion}, as saved</Trans>
            </h4>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              <Trans>Close</Trans>
            </Button>
          </div>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
            {(Object.keys(labels) as (keyof T & string)[]).map((key) => (
              <div key={key} className="contents">
                <dt className="font-medium text-gray-900">{labels[key]}</dt>
                <dd className="break-words whitespace-pre-line text-gray-700">{valueText(key, open.item[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </section>
  );
}
