import { Trans, useLingui } from '@lingui/react/macro';
import type { Guest, GuestListEvent } from '@wfc/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { bannerClasses, type BannerTone } from '../../../components/ui/banner';
import { BackButton } from '../../../components/ui/back-button';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format-date';
import { changeGuest, type GuestChange } from '../api/change-guest';
import { checkInCode } from '../api/check-in-code';
import { CameraScanner } from './camera-scanner';
import { CheckInSearch } from './check-in-search';

/** What the server answers a code no guest of the event has (docs/api.md "Events"). */
const CODE_UNKNOWN = 'EVENT_CODE_UNKNOWN';

/** The same code read again within this time is the same guest still in front of the camera. */
const SAME_SCAN_MS = 3000;

/**
 * Checking guests in at the door, made for a phone: the code typed or scanned (in express mode a
 * scan checks her in at once; otherwise it fills the code for Check in), a guest found by name, the
 * counts as each answer gives them, and each result announced and shown as a banner.
 */
export function CheckInView({ event, onBack }: { event: GuestListEvent; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const [counts, setCounts] = useState(event.counts);
  const [code, setCode] = useState('');
  const [express, setExpress] = useState(false);
  const [result, setResult] = useState<{ tone: BannerTone; text: string; seq: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const lastScan = useRef({ code: '', at: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => headingRef.current?.focus(), []);

  const announce = (tone: BannerTone, text: string) => setResult((before) => ({ tone, text, seq: (before?.seq ?? 0) + 1 }));

  /** Checks a guest in (by her code, or as found by name) and says how it went; her as she is now, or null. */
  async function checkIn(call: () => Promise<GuestChange>): Promise<Guest | null> {
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await call();
      const { name, checkedInAt } = answer.guest;
      const time = checkedInAt ? formatTime(checkedInAt, i18n.locale) : '';
      setCounts(answer.counts);
      if (answer.already) announce('error', t`${name} was already checked in at ${time}`);
      else announce('success', t`Checked in: ${name}`);
      return answer.guest;
    } catch (failure) {
      const unknown = failure instanceof ApiError && (failure.body?.code as string | undefined) === CODE_UNKNOWN;
      announce('error', unknown ? t`No guest has this code` : messageOf(failure, t`The check-in failed. Please try again.`));
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const checkInTyped = async (typed: string) => {
    if (typed.trim() === '') return announce('error', t`Please scan or type the code.`);
    if (await checkIn(() => checkInCode(event.id, typed.trim()))) setCode('');
  };

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    void checkInTyped(code);
  };

  /** Express mode off: who the scanned code is, before Check in. */
  const showScanned = async (scanned: string) => {
    try {
      const { guest, already, message } = await checkInCode(event.id, scanned, true);
      const { name } = guest;
      const time = guest.checkedInAt ? formatTime(guest.checkedInAt, i18n.locale) : '';
      if (already) announce('error', t`${name} was already checked in at ${time}`);
      else if (guest.status !== 'confirmed') announce('error', message);
      else announce('info', t`Code read: ${name}. Press Check in to check her in.`);
    } catch (failure) {
      const unknown = failure instanceof ApiError && (failure.body?.code as string | undefined) === CODE_UNKNOWN;
      announce('error', unknown ? t`No guest has this code` : messageOf(failure, t`The check-in failed. Please try again.`));
    }
  };

  const onScan = (scanned: string) => {
    const now = Date.now();
    if (busyRef.current || (scanned === lastScan.current.code && now - lastScan.current.at < SAME_SCAN_MS)) return;
    lastScan.current = { code: scanned, at: now };
    if (express) {
      void checkInTyped(scanned);
      return;
    }
    setCode(scanned);
    void showScanned(scanned);
  };

  const { checkedIn, going } = counts;
  return (
    <section aria-labelledby="check-in-title" className="mx-auto max-w-md space-y-5">
      <BackButton onClick={onBack}>
        <Trans>Back to the guest list</Trans>
      </BackButton>
      <div>
        <h2 id="check-in-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
          <Trans>Check guests in</Trans>
        </h2>
        <p className="mt-1 break-words text-gray-700">{event.title}</p>
        <p className="mt-2 text-lg text-gray-900">
          <Trans>
            Checked in: <strong className="text-3xl text-brand-900">{checkedIn}</strong> of {going} going
          </Trans>
        </p>
      </div>
      <div role="status" aria-atomic="true" className={result ? `${bannerClasses(result.tone)} text-base font-semibold` : 'sr-only'}>
        {/* Keyed, so the same text said again (a second scan) is a change the screen reader announces. */}
        {result && <span key={result.seq}>{result.text}</span>}
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        <label htmlFor={`${id}-code`} className="block text-base font-semibold text-gray-900">
          <Trans>Type the code</Trans>
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          className={`${controlClasses} py-3 text-center font-mono text-2xl tracking-widest`}
        />
        <Button type="submit" disabled={busy} className="w-full py-3 text-base">
          <Trans>Check in</Trans>
        </Button>
      </form>
      <div className="space-y-1">
        <label className="flex min-h-11 items-center gap-3 text-base font-semibold text-gray-900">
          <input
            type="checkbox"
            role="switch"
            checked={express}
            onChange={(e) => setExpress(e.target.checked)}
            aria-describedby={`${id}-express`}
            className="size-6 shrink-0 accent-brand-800"
          />
          <Trans>Express mode</Trans>
        </label>
        <p id={`${id}-express`} className="text-sm text-gray-700">
          {express ? (
            <Trans>On: a scanned code checks the guest in at once.</Trans>
          ) : (
            <Trans>Off: a scanned code fills in the code; check her in with Check in.</Trans>
          )}
        </p>
      </div>
      <CameraScanner onCode={onScan} />
      <CheckInSearch
        eventId={event.id}
        onCounts={setCounts}
        onCheckIn={(guest) => checkIn(() => changeGuest(event.id, guest.id, 'check-in'))}
      />
    </section>
  );
}
