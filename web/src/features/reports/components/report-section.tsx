import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf, type ApiError } from '../../../lib/api-client';
import type { ChartSpec } from './report-chart';

// uPlot comes with the chart's code, asked for only once a report has figures to draw.
const ReportChart = lazy(() => import('./report-chart').then((module) => ({ default: module.ReportChart })));

/** A summary figure shown above a section's chart and table. */
export interface Figure {
  label: string;
  value: string;
}

/**
 * One report of the screen: its title, its summary figures, a chart with its caption and the table
 * of the same figures beside it (below on a narrow screen), any further tables, and a download of
 * its CSV. `error` and `loading` are its read's.
 */
export function ReportSection({
  id,
  title,
  loading,
  error,
  figures = [],
  chart,
  chartCaption,
  numberFormat,
  table,
  more,
  note,
  onDownload,
}: {
  id: string;
  title: string;
  loading: boolean;
  error: ApiError | undefined;
  figures?: readonly Figure[];
  chart?: ChartSpec | null | undefined;
  chartCaption?: string;
  numberFormat: (value: number) => string;
  table?: ReactNode;
  more?: ReactNode;
  /** A line under the title: what is counted and what is not. */
  note?: string;
  onDownload: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const titleId = `report-${id}-title`;
  const downloadText = downloading ? t`Downloading…` : t`Download CSV`;

  const download = async () => {
    setDownloading(true);
    setDownloadFailure(null);
    try {
      await onDownload();
    } catch (failure) {
      setDownloadFailure(messageOf(failure, t`The download failed. Please try again.`));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-xl font-bold text-brand-900">
            {title}
          </h3>
          {note && <p className="mt-1 text-sm text-gray-700">{note}</p>}
        </div>
        {/* Named with the report's title too, since seven of these stand on the screen. */}
        <Button
          variant="secondary"
          className="shrink-0 self-start"
          onClick={() => void download()}
          disabled={downloading}
          aria-label={`${downloadText}: ${title}`}
        >
          {downloadText}
        </Button>
      </div>
      {downloadFailure && (
        <Banner tone="error" className="mt-3">
          {downloadFailure}
        </Banner>
      )}
      {error ? (
        <Banner tone="error" className="mt-4">
          {messageOf(error, t`This report could not be loaded.`)}
        </Banner>
      ) : loading ? (
        <p className="mt-4 text-gray-700">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          {figures.length > 0 && (
            <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {figures.map((figure) => (
                <div key={figure.label} className="rounded-lg bg-gray-50 px-3 py-2">
                  <dt className="text-sm text-gray-700">{figure.label}</dt>
                  <dd className="text-xl font-bold text-brand-900 tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-4 grid min-w-0 items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0">
            {chart && chart.labels.length > 0 && (
              <Suspense fallback={<div className="h-60" />}>
                <ReportChart spec={chart} caption={chartCaption ?? ''} numberFormat={numberFormat} />
              </Suspense>
            )}
            <div className="min-w-0">{table}</div>
          </div>
          {more && <div className="mt-6 grid min-w-0 items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0">{more}</div>}
        </>
      )}
    </section>
  );
}
