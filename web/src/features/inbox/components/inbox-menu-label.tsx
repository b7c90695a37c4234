import { Trans, useLingui } from '@lingui/react/macro';

/** "Inbox" with the number of open items as a badge; read out as "Inbox, 3 new". */
export function InboxMenuLabel({ count }: { count: number | null }) {
  const { t } = useLingui();
  if (!count) return <Trans>Inbox</Trans>;
  return (
    <>
      <Trans>Inbox</Trans>
      <span aria-hidden="true" className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
        {count}
      </span>
      <span className="sr-only">{t`, ${count} new`}</span>
    </>
  );
}
