import { useLingui } from '@lingui/react';
import type { ContentRevision, ContentRevisionDetail, SavedItem, VersionedItem } from '@wfc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../cases/lib/format-date-time';
import { messageOf } from '../../guard/use-staff-query';

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
  const { i18n } = useLingui();
  const [open, setOpen] = useState<ContentRevisionDetail<T> | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The confirmation takes the place of the button pressed: focus goes to it, not to the page's top.
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  async function view(version: number) {
    setResult(null);
    try {
      setOpen(await getRevision(version));
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, 'That version could not be loaded.') });
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
      setResult({ tone: 'error', text: messageOf(failure, 'That version could not be restored.') });
    }
  }

  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        History
      </h3>
      {result && (
        <Banner tone={result.tone} className="mt-3">
          {result.text}
        </Banner>
      )}
      <ol className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {revisions.map((revision) => (
          <li key={revision.version} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">
                Version {revision.version}
                {revision.version === current.version && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900">current</span>}
              </p>
              <p className="text-sm text-gray-700">
                {formatDateTime(revision.createdAt, i18n.locale)} · {revision.authorName}
              </p>
              <p className="text-sm break-words text-gray-700">
                {revision.restoredFrom !== null
                  ? `Restored version ${revision.restoredFrom}`
                  : revision.changed.length > 0
                    ? `Changed: ${revision.changed.join(', ')}`
                    : 'The first version'}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="secondary" onClick={() => view(revision.version)} aria-label={`View version ${revision.version}`}>
                View
              </Button>
              {revision.version !== current.version &&
                (confirming === revision.version ? (
                  // Keyed, so the primary button is a new one rather than Restore's recoloured (its fade would be unreadable).
                  <span key="confirm" className="flex flex-wrap gap-2">
                    <Button ref={confirmRef} onClick={() => restoreVersion(revision.version)}>
                      Yes, restore version {revision.version}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </span>
                ) : (
                  <Button key="restore" variant="secondary" onClick={() => setConfirming(revision.version)} aria-label={`Restore version ${revision.version}`}>
                    Restore
                  </Button>
                ))}
            </div>
          </li>
        ))}
      </ol>
      {open && (
        <section aria-label={`Version ${open.version}, as saved`} className="mt-4 rounded-xl border border-gray-200 bg-gray-50 p-4">
          <div className="flex items-start justify-between gap-3">
            <h4 className="font-semibold text-brand-900">Version {open.version}, as saved</h4>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              Close
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
