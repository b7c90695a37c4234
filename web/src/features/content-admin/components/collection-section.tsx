import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionExtras, ContentSummary } from '@wfc/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { collectionApi } from '../api/content-collection-api';
import { labelsIn, say, type ConfigText } from '../lib/content-labels';
import { useCreateForm } from '../lib/use-create-form';
import { ContentItemEditor } from './content-item-editor';
import { TrashControl } from './trash-control';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** The form of one kind of item: its fields, given the site's own images to choose from. */
export type CollectionFields<D> = (props: {
  draft: D;
  errors: Record<string, string>;
  onChange: (draft: D) => void;
  images: readonly string[];
}) => ReactNode;

/** A list's noun in the page's language, singular and plural ("event", "events"). */
function nounsOf(i18n: I18n, config: { noun: ConfigText; nouns?: ConfigText }) {
  const noun = say(i18n, config.noun);
  return { noun, nouns: config.nouns ? say(i18n, config.nouns) : `${noun}s` };
}

/** What a list of content says and how its items map to their forms. */
export interface CollectionConfig<T extends CollectionExtras, D, B extends object> {
  /** Its API (`/api/admin/content/events`). */
  base: string;
  /** An item, in a sentence: "event", "blog post". */
  noun: ConfigText;
  /** Items, in a sentence: "events" (else the noun and an s). */
  nouns?: ConfigText;
  /** Above the list: what it holds and in which order. */
  intro: ConfigText;
  labels: Record<keyof T & string, ConfigText>;
  toDraft: (item: T) => D;
  fromDraft: (draft: D) => B;
  blankDraft: (images: readonly string[]) => D;
  fields: CollectionFields<D>;
  /** What the list calls a hidden item ("Hidden"; a blog post's "Draft"). */
  hiddenLabel?: ConfigText;
  /** The fields holding a date and time, shown as such in the history. */
  dateFields: readonly (keyof T & string)[];
  /** A field's value in the history where the list words it itself (an object other than an image); undefined: as any other. */
  describeValue?: DescribeValue;
}

type DescribeValue = (key: string, value: unknown, i18n: I18n) => string | undefined;

/** A field's value in the history's comparison of versions. */
function valueTextOf<T>(
  { dateFields, describeValue }: { dateFields: readonly string[]; describeValue?: DescribeValue | undefined },
  i18n: I18n,
) {
  return (key: keyof T & string, value: T[keyof T & string]): string => {
    const described = describeValue?.(key, value, i18n);
    if (described !== undefined) return described;
    if (typeof value === 'boolean') return i18n._(value ? msg`Yes` : msg`No`);
    if (value === null || value === undefined) return '';
    if (typeof value === 'object') return i18n._(msg`An uploaded image`);
    return dateFields.includes(key) ? formatDateTime(String(value), i18n.locale) : String(value);
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One list of content on the Content screen (decision 022): every item (hidden and trashed
 * included), a new one, and each one's form, trash control and history.
 */
export function CollectionSection<T extends CollectionExtras, D, B extends object>({ config }: { config: CollectionConfig<T, D, B> }) {
  const calls = useMemo(() => collectionApi<T, B>(config.base), [config.base]);
  const list = useQuery(calls.list);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const { noun, nouns } = nounsOf(i18n, config);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const open = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };
  // Moving between the list and a form: focus goes to the new view's heading (not when the tab first shows).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [mode]);

  if (list.error)
    return (
      <Banner tone="error" className="mt-4">
        {messageOf(list.error, t`The ${nouns} could not be loaded.`)}
      </Banner>
    );
  if (!list.data) return null;
  const { items, images } = list.data;
  const heading = (text: string, className = 'text-xl font-bold break-words text-brand-900 focus:outline-none') => (
    <h3 ref={headingRef} tabIndex={-1} className={className}>
      {text}
    </h3>
  );
  const back = (
    <Button variant="ghost" onClick={() => open({ kind: 'list' })}>
      <Trans>Back to all {nouns}</Trans>
    </Button>
  );

  if (mode.kind === 'new') {
    return (
      <div className="mt-4 space-y-4">
        {back}
        {heading(t`New ${noun}`)}
        <NewItemForm
          config={config}
          images={images}
          create={calls.create}
          onCreated={(id, message) => {
            list.reload();
            setMode({ kind: 'edit', id });
            setNotice(message);
          }}
        />
      </div>
    );
  }
  if (mode.kind === 'edit') {
    const summary = items.find((item) => item.id === mode.id);
    return (
      <div className="mt-4 space-y-4">
        {back}
        {heading(summary?.title ?? capitalised(noun))}
        {notice && <Banner tone="success">{notice}</Banner>}
        <ItemEditor id={mode.id} config={config} images={images} inTrash={summary?.inTrash ?? false} onChanged={list.reload} />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      {heading(capitalised(nouns), 'sr-only')}
      <p className="text-gray-700">
        {say(i18n, config.intro)} <Trans>Hidden ones and those in the trash are not on the site.</Trans>
      </p>
      <Button onClick={() => open({ kind: 'new' })}>
        <Trans>New {noun}</Trans>
      </Button>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            hiddenLabel={config.hiddenLabel ? say(i18n, config.hiddenLabel) : t`Hidden`}
            onEdit={() => open({ kind: 'edit', id: item.id })}
          />
        ))}
      </ul>
    </div>
  );
}

function ItemRow({ item, hiddenLabel, onEdit }: { item: ContentSummary; hiddenLabel: string; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const title = item.title;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-gray-900">{item.title}</p>
        <p className="text-sm break-words text-gray-700">
          {formatDateTime(item.date, i18n.locale)} · {item.detail}
          {item.hidden && <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-900">{hiddenLabel}</span>}
          {item.inTrash && (
            <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">
              <Trans>In the trash</Trans>
            </span>
          )}
        </p>
      </div>
      <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${title}`} className="shrink-0">
        <Trans>Edit</Trans>
      </Button>
    </li>
  );
}

function NewItemForm<T extends CollectionExtras, D, B extends object>({
  config,
  images,
  create,
  onCreated,
}: {
  config: CollectionConfig<T, D, B>;
  images: readonly string[];
  create: (body: B) => Promise<{ id: string; message: string }>;
  onCreated: (id: string, message: string) => void;
}) {
  const [draft, setDraft] = useState<D>(() => config.blankDraft(images));
  const { t, i18n } = useLingui();
  const { noun } = nounsOf(i18n, config);
  const { errors, failure, saving, onSubmit } = useCreateForm(
    () => create(config.fromDraft(draft)),
    (created) => onCreated(created.id, created.message),
    t`The ${noun} could not be created. Please try again.`,
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {config.fields({ draft, errors, onChange: setDraft, images })}
      {failure && <Banner tone="error">{failure}</Banner>}
      <Button type="submit" disabled={saving}>
        {saving ? t`Creating...` : t`Create ${noun}`}
      </Button>
    </form>
  );
}

function ItemEditor<T extends CollectionExtras, D, B extends object>({
  id,
  config,
  images,
  inTrash,
  onChanged,
}: {
  id: string;
  config: CollectionConfig<T, D, B>;
  images: readonly string[];
  inTrash: boolean;
  onChanged: () => void;
}) {
  const calls = useMemo(() => collectionApi<T, B>(config.base), [config.base]);
  const load = useCallback((signal: AbortSignal) => calls.get(id, signal), [calls, id]);
  const loadRevisions = useCallback((signal: AbortSignal) => calls.revisions(id, signal), [calls, id]);
  // Each move to or from the trash is a version: the form starts anew on it.
  const [moves, setMoves] = useState(0);
  const { t, i18n } = useLingui();
  const { noun } = nounsOf(i18n, config);
  const afterwards = <R,>(result: R) => {
    onChanged();
    return result;
  };
  return (
    <>
      <TrashControl
        noun={noun}
        inTrash={inTrash}
        move={async (toTrash) => {
          const { version } = await calls.get(id);
          await calls.setInTrash(id, toTrash, version);
          setMoves((count) => count + 1);
          onChanged();
        }}
      />
      <ContentItemEditor
        key={moves}
        load={load}
        loadRevisions={loadRevisions}
        loadFailure={t`That ${noun} could not be loaded.`}
        toDraft={config.toDraft}
        fromDraft={config.fromDraft}
        fields={(props) => config.fields({ ...props, images })}
        save={async (body) => afterwards(await calls.save(id, body))}
        failure={t`The ${noun} could not be saved. Please try again.`}
        labels={labelsIn(i18n, config.labels)}
        valueText={valueTextOf<T>(config, i18n)}
        getRevision={(version) => calls.revision(id, version)}
        restore={async (version, currentVersion) => afterwards(await calls.restore(id, version, currentVersion))}
      />
    </>
  );
}
