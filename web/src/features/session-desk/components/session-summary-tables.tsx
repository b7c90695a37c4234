import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SESSION_ZONE, type SessionSummary } from '@wfc/shared';
import { formatDateTime } from '../../../lib/format-date';
import { cell, TableRegion } from './table-region';

/** Per enabler: sessions to come, sessions held, minutes mentored, ratings and their average, no-shows on each side. */
export function EnablerSummaryTable({ enablers }: { enablers: SessionSummary['enablers'] }) {
  const { t, i18n } = useLingui();
  if (enablers.length === 0) {
    return (
      <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
        <Trans>No enabler has sessions yet.</Trans>
      </p>
    );
  }
  const number = (value: number) => i18n.number(value);
  return (
    <TableRegion label={t`Table of sessions by enabler`} minWidth="min-w-[48rem]">
      <caption className="sr-only">
        <Trans>Sessions by enabler</Trans>
      </caption>
      <thead className="bg-gray-50 text-gray-900">
        <tr>
          <th scope="col" className={cell}>
            <Trans>Enabler</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>To come</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Sessions held</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Minutes mentored</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Ratings</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Average rating</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Mentee did not come</Trans>
          </th>
          <th scope="col" className={cell}>
            <Trans>Enabler did not come</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {enablers.map((row) => (
          <tr key={row.profileId}>
            <th scope="row" className={`${cell} font-semibold text-gray-900`}>
              {row.name}
            </th>
            <td className={cell}>{number(row.upcoming)}</td>
            <td className={cell}>{number(row.sessions)}</td>
            <td className={cell}>{number(row.minutes)}</td>
            <td className={cell}>{number(row.ratings)}</td>
            <td className={cell}>
              {row.ratingAverage === null ? (
                <Trans>None yet</Trans>
              ) : (
                i18n.number(row.ratingAverage, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
              )}
            </td>
            <td className={cell}>{number(row.menteeNoShows)}</td>
            <td className={cell}>{number(row.enablerNoShows)}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/** Mentees recorded as not coming more than once: for the operators to know; nothing happens to them by itself. */
export function RepeatedNoShows({ mentees }: { mentees: SessionSummary['repeatedNoShows'] }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="repeated-no-shows-title" className="space-y-2">
      <h3 id="repeated-no-shows-title" className="text-lg font-semibold text-brand-900">
        <Trans>Mentees who missed more than one session</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>Nothing happens automatically: it is for you to decide whether to write to her.</Trans>
      </p>
      {mentees.length === 0 ? (
        <p className="rounded-lg bg-gray-50 px-4 py-4 text-center text-gray-700">
          <Trans>No mentee has missed more than one session.</Trans>
        </p>
      ) : (
        <TableRegion label={t`Table of mentees who missed more than one session`} minWidth="min-w-[32rem]">
          <caption className="sr-only">
            <Trans>Mentees who missed more than one session</Trans>
          </caption>
          <thead className="bg-gray-50 text-gray-900">
            <tr>
              <th scope="col" className={cell}>
                <Trans>Name</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>E-mail</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Sessions missed</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Last one</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {mentees.map((mentee) => (
              <tr key={mentee.email}>
                <th scope="row" className={`${cell} font-semibold text-gray-900`}>
                  {mentee.name}
                </th>
                <td className={`${cell} break-words`}>{mentee.email}</td>
                <td className={cell}>{i18n.number(mentee.count)}</td>
                <td className={cell}>{formatDateTime(mentee.last, i18n.locale, { timeZone: DEFAULT_SESSION_ZONE })}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </section>
  );
}
