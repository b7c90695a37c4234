import type { ContentRevision, ContentRevisionDetail, SavedItem, VersionedItem } from '@wfc/shared';
import { useState, type ComponentProps } from 'react';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { RevisionHistory } from './revision-history';
import { VersionedEditor } from './versioned-editor';

type EditorProps<T extends object, D, B extends object> = Omit<ComponentProps<typeof VersionedEditor<T, D, B>>, 'stored' | 'onStored'>;

interface Props<T extends object, D, B extends object> extends EditorProps<T, D, B> {
  /** Reads the item with its version; must be stable (declared outside, or memoized). */
  load: (signal: AbortSignal) => Promise<VersionedItem<T>>;
  /** Reads its history; stable like `load`. */
  loadRevisions: (signal: AbortSignal) => Promise<ContentRevision[]>;
  labels: Record<keyof T & string, string>;
  valueText: (key: keyof T & string, value: T[keyof T & string]) => string;
  getRevision: (version: number) => Promise<ContentRevisionDetail<T>>;
  restore: (version: number, currentVersion: number) => Promise<SavedItem<T>>;
  /** Said when the item cannot be read. */
  loadFailure: string;
}

/**
 * One content item on the Content screen: its form and its history (decision 022). Each version
 * stored (a save, a reload after a conflict) moves the history on; a restore starts the form anew
 * on the restored version.
 */
export function ContentItemEditor<T extends object, D, B extends object>({
  load,
  loadRevisions,
  labels,
  valueText,
  getRevision,
  restore,
  loadFailure,
  ...editor
}: Props<T, D, B>) {
  const item = useQuery(load);
  const revisions = useQuery(loadRevisions);
  const [stored, setStored] = useState<VersionedItem<T> | null>(null);
  const [restores, setRestores] = useState(0);
  const current = stored ?? item.data;
  const onStored = (next: VersionedItem<T>) => {
    setStored(next);
    revisions.reload();
  };

  if (item.error) {
    return (
      <Banner tone="error" className="mt-4">
        {messageOf(item.error, loadFailure)}
      </Banner>
    );
  }
  if (!current) return null;
  return (
    <div className="mt-4">
      <VersionedEditor key={restores} {...editor} stored={current} onStored={onStored} />
      {revisions.data && (
        <RevisionHistory
          revisions={revisions.data}
          current={current}
          labels={labels}
          valueText={valueText}
          getRevision={getRevision}
          restore={restore}
          onRestored={(next) => {
            onStored(next);
            setRestores((count) => count + 1);
          }}
        />
      )}
    </div>
  );
}
