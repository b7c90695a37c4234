import type { CaseStatus } from '@wfc/shared';
import { Fact } from '../../../components/ui/fact';

const styles: Record<CaseStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Accepted: 'bg-sky-100 text-sky-900',
  Completed: 'bg-brand-100 text-brand-900',
};

/** A case's status as a coloured label (the word carries the meaning; the colour only repeats it). */
export function CaseStatusLabel({ status }: { status: CaseStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? 'bg-gray-100 text-gray-900'}`}>{status}</span>;
}

/** The Status fact of a case view: the label and, while the conversation is open, whose turn it is. */
export function CaseStatusFact({ status, waiting }: { status: CaseStatus; waiting: string | null }) {
  return (
    <Fact label="Status">
      <dd className="mt-0.5 flex flex-wrap items-center gap-2">
        <CaseStatusLabel status={status} />
        {waiting && <span className="font-semibold text-gray-900">{waiting}</span>}
      </dd>
    </Fact>
  );
}
