import { Trans, useLingui } from '@lingui/react/macro';
import type { Meeting } from '@wfc/shared';
import { ExternalLinkLabel, newTabLinkProps } from '../../../components/ui/external-link-label';

/** How to meet, once the session is confirmed: her meeting link, a phone number, or a place. */
export function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="meeting-heading" className="mt-6 rounded-xl border border-gray-200 p-4 sm:p-5">
      <h2 id="meeting-heading" className="text-lg font-semibold text-gray-900">
        <Trans>How to meet</Trans>
      </h2>
      {meeting.kind === 'link' && (
        <a
          href={meeting.value}
          {...newTabLinkProps}
          className="mt-2 inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          <ExternalLinkLabel text={t`Join the session online`} />
        </a>
      )}
      {meeting.kind === 'phone' && (
        <p className="mt-2 text-gray-800">
          <Trans>By phone:</Trans>{' '}
          <a
            href={`tel:${meeting.value.replace(/[^+\d]/g, () => '')}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {meeting.value}
          </a>
        </p>
      )}
      {meeting.kind === 'place' && (
        <p className="mt-2 whitespace-pre-line text-gray-800">
          <Trans>Where:</Trans> {meeting.value}
        </p>
      )}
    </section>
  );
}
