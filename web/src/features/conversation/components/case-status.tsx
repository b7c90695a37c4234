import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CaseStatus } from '@wfc/shared';
import { Fact } from '../../../components/ui/fact';

const styles: Record<CaseStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Accepted: 'bg-sky-100 text-sky-900',
  Completed: 'bg-brand-100 text-brand-900',
};

/** The statuses' words (site catalog: the requester's page shows them too); staff and requester name Pending apart (glossary). */
const names: Record<CaseStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', context: 'case status' }),
  Accepted: msg({ message: 'Accepted', context: 'case status' }),
  Completed: msg({ message: 'Completed', context: 'case status' }),
};
const requesterNames: Partial<Record<CaseStatus, MessageDescriptor>> = { Pending: msg({ message: 'Pending', context: 'request status' }) };

/** A case's status as a coloured label (the word carries the meaning; the colour only repeats it). */
export function CaseStatusLabel({ status, requester = false }: { status: CaseStatus; requester?: boolean | undefined }) {
  const { i18n } = useLingui();
  const descriptor = (requester ? requesterNames[status] : undefined) ?? names[status];
  const name = descriptor ? i18n._(descriptor) : status;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? 'bg-gray-100 text-gray-900'}`}>
      {name}
    </span>
  );
}

/** The Status fact of a case view (`requester`: on her own page): the label and, while the conversation is open, whose turn it is. */
export function CaseStatusFact({ status, waiting, requester }: { status: CaseStatus; waiting: string | null; requester?: boolean }) {
  const { t } = useLingui();
  return (
    <Fact label={t`Status`}>
      <dd className="mt-0.5 flex flex-wrap items-center gap-2">
        <CaseStatusLabel status={status} requester={requester} />
        {waiting && <span className="font-semibold text-gray-900">{waiting}</span>}
      </dd>
    </Fact>
  );
}
