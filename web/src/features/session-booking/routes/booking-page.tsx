import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SESSION_ZONE, type BookingOptions } from '@wfc/shared';
import { useCallback, useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { Link, useParams } from '../../../lib/router';
import { sharedMessages } from '../../../lib/shared-messages';
import { getBookingOptions } from '../api/get-booking-options';
import { BookingForm } from '../components/booking-form';
import { SessionStatsLine } from '../../../components/session-stats-line';
import { SlotPicker, type SlotChoice } from '../components/slot-picker';
import { withSessionsTexts } from '../lib/sessions-catalog';
import { sessionTexts } from '../lib/booking-texts';
import { detectTimeZone } from '../lib/slot-days';

type Shown = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; options: BookingOptions };

/** Why her page cannot be shown: the server's words for a 404, else that it could not be reached. */
const messageOf = (error: unknown, i18n: I18n) =>
  error instanceof ApiError && error.status === 404 ? i18n._(sessionTexts.enablerNotFound) : i18n._(sharedMessages.helpNetworkError);

const backLinkClasses = 'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * An enabler's booking page (issue 31), /book/<profileId>: her name and title, then her lengths,
 * the visitor's time zone, a week of free slots and, once one is chosen, the form. An enabler who
 * takes no bookings now, or no such profile, says so with the way back to the directory.
 */
export default function BookingPage() {
  const { profileId: param = '' } = useParams();
  const profileId = /^[1-9]\d{0,8}$/.test(param) ? Number(param) : undefined;
  const { t, i18n } = useLingui();
  const load = useCallback((signal: AbortSignal) => getBookingOptions(profileId ?? 0, signal), [profileId]);
  const options = useQuery(profileId ? load : null);
  const shown: Shown = !profileId
    ? { state: 'failed', message: i18n._(sessionTexts.enablerNotFound) }
    : options.error
      ? { state: 'failed', message: messageOf(options.error, i18n) }
      : options.data
        ? { state: 'ready', options: options.data }
        : { state: 'loading' };

  const name = shown.state === 'ready' ? shown.options.name : '';
  useEffect(() => {
    if (name) document.title = t`Book a session with ${name} | Women Founders Club`;
  }, [name, t]);

  return (
    <div className="bg-brand-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto w-full max-w-4xl">
        <Link to="/allenablers" className={backLinkClasses}>
          <Trans>All Enablers</Trans>
        </Link>
        <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
          {shown.state === 'loading' && (
            <p role="status" className="text-gray-700">
              <Trans>Loading her booking page…</Trans>
            </p>
          )}
          {shown.state === 'failed' && <Unavailable message={shown.message} />}
          {shown.state === 'ready' &&
            (shown.options.bookable && shown.options.sessionMinutes.length > 0 ? (
              <Booking options={shown.options} />
            ) : (
              <Unavailable heading={shown.options.name} message={i18n._(sessionTexts.notBookable)} />
            ))}
        </div>
      </div>
    </div>
  );
}

/** Why she cannot be booked here, and the way back to the directory. */
function Unavailable({ heading, message }: { heading?: string; message: string }) {
  return (
    <>
      {heading && <h1 className="mb-4 text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>}
      <Banner tone="info">{message}</Banner>
      <p className="mt-4 text-gray-700">
        <Trans>
          You can write to her, or find another enabler, in{' '}
          <Link to="/allenablers" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            All Enablers
          </Link>
          .
        </Trans>
      </p>
    </>
  );
}

function Booking({ options }: { options: BookingOptions }) {
  const [choice, setChoice] = useState<SlotChoice>(() => ({
    durationMinutes: options.sessionMinutes[0]!,
    timeZone: detectTimeZone(DEFAULT_SESSION_ZONE),
  }));
  const [reload, setReload] = useState(0);
  // Once shown, the form stays, with what she typed, whatever she changes above it.
  const [formShown, setFormShown] = useState(false);
  const { name } = options;

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        <Trans>Book a session with {name}</Trans>
      </h1>
      <p className="mt-1 font-medium text-brand-800">{options.title}</p>
      {options.stats && <SessionStatsLine stats={options.stats} className="mt-2 text-sm text-gray-700" />}
      <p className="mt-4 text-gray-700">
        {options.confirmEach ? (
          <Trans>Choose a time and tell her what you would like to talk about. She confirms each request herself.</Trans>
        ) : (
          <Trans>Choose a time and tell her what you would like to talk about.</Trans>
        )}
      </p>
      <section aria-labelledby="slots-heading" className="mt-8">
        <h2 id="slots-heading" className="text-xl font-semibold text-gray-900">
          <Trans>Choose a time</Trans>
        </h2>
        <div className="mt-4">
          <SlotPicker
            profileId={options.profileId}
            enablerName={name}
            enablerZone={options.timeZone}
            lengths={options.sessionMinutes}
            daysAhead={options.daysAhead}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              if (next.start) setFormShown(true);
            }}
            reload={reload}
          />
        </div>
      </section>
      {formShown ? (
        <section aria-labelledby="form-heading" className="mt-10 border-t border-gray-200 pt-8">
          <h2 id="form-heading" className="text-xl font-semibold text-gray-900">
            <Trans>Your details</Trans>
          </h2>
          <div className="mt-4">
            <BookingForm
              profileId={options.profileId}
              durationMinutes={choice.durationMinutes}
              timeZone={choice.timeZone}
              start={choice.start}
              enablerName={name}
              onSlotGone={() => {
                setChoice((current) => ({ ...current, start: undefined }));
                setReload((count) => count + 1);
              }}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** This module once the booking pages' texts are loaded (app/routes.tsx waits for it). */
export const loaded = withSessionsTexts({ default: BookingPage });
