import { Trans, useLingui } from '@lingui/react/macro';
import type { DirectoryReport } from '@wfc/shared';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { DirectoryCardView } from '../../member-directory';

/** One report: what was reported (the card, or the note and its writer's card), by whom, why, and where it stands. */
export function ReportItem({
  report,
  busy,
  onHide,
  onDismiss,
}: {
  report: DirectoryReport;
  busy: boolean;
  onHide: (report: DirectoryReport) => void;
  onDismiss: (report: DirectoryReport) => void;
}) {
  const { t } = useLingui();
  const { reportedBy, reason } = report;
  const closedBy = report.closedBy ?? '';
  return (
    <article aria-label={report.kind === 'card' ? t`Report of a card, by ${reportedBy}` : t`Report of a note, by ${reportedBy}`}>
      <h3 className="text-lg font-bold text-brand-900">{report.kind === 'card' ? <Trans>A card</Trans> : <Trans>A note</Trans>}</h3>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          Reported by <span className="font-semibold text-gray-900">{reportedBy}</span> on <DateTime iso={report.createdAt} />
        </Trans>
      </p>
      <p className="mt-2 text-sm font-semibold text-gray-900">
        <Trans>Why</Trans>
      </p>
      <p className="whitespace-pre-wrap wrap-anywhere text-gray-800">{reason}</p>
      {report.note && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-gray-900">
            {report.note.hidden ? <Trans>The note (hidden)</Trans> : <Trans>The note</Trans>}
          </p>
          <blockquote className="mt-1 border-l-4 border-gray-300 pl-3 whitespace-pre-wrap wrap-anywhere text-gray-800">
            {report.note.text}
          </blockquote>
        </div>
      )}
      <div className="mt-3 max-w-md">
        {report.card ? (
          <>
            {report.kind === 'note' && (
              <p className="mb-1 text-sm font-semibold text-gray-900">
                <Trans>Its writer's card</Trans>
              </p>
            )}
            <DirectoryCardView card={report.card} headingLevel={4} />
            {report.cardHidden && (
              <p className="mt-1 text-sm font-medium text-red-800">
                <Trans>This card is hidden now.</Trans>
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-gray-700">
            <Trans>The member has left the club.</Trans>
          </p>
        )}
      </div>
      {report.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => onHide(report)} disabled={busy || (report.kind === 'card' ? report.card === null : report.note?.hidden)}>
            {report.kind === 'card' ? (
              <Trans>
                Hide it<span className="sr-only">: the card reported by {reportedBy}</span>
              </Trans>
            ) : (
              <Trans>
                Hide it<span className="sr-only">: the note reported by {reportedBy}</span>
              </Trans>
            )}
          </Button>
          <Button variant="secondary" onClick={() => onDismiss(report)} disabled={busy}>
            <Trans>
              Dismiss <span className="sr-only">the report by {reportedBy}</span>
            </Trans>
          </Button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-700">
          {report.status === 'hidden' ? <Trans>Hidden by {closedBy}</Trans> : <Trans>Dismissed by {closedBy}</Trans>}
          {report.closedAt && (
            <>
              {' · '}
              <DateTime iso={report.closedAt} />
            </>
          )}
        </p>
      )}
    </article>
  );
}
