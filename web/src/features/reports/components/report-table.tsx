import { useId, type ReactNode } from 'react';

/** A column of a report's table; `numeric` ones are aligned right. */
export interface TableColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A report's figures as a plain table, which screen readers read (the chart beside it is hidden
 * from them): the first cell of a row names it. It scrolls within itself on a narrow screen, and
 * takes the focus so the keyboard can scroll it.
 */
export function ReportTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  const captionId = useId();
  if (rows.length === 0) return <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">{empty}</p>;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-h-96 max-w-full overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption id={captionId} className="px-3 py-2 text-left font-semibold text-gray-900">
          {caption}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`border-b border-gray-200 px-3 py-2 font-semibold whitespace-nowrap text-gray-900 ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-gray-100 last:border-b-0">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={cellIndex}
                    className={`px-3 py-2 text-gray-900 tabular-nums ${columns[cellIndex]?.numeric ? 'text-right whitespace-nowrap' : ''}`}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
