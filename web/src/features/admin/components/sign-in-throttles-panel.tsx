import { Trans, useLingui } from '@lingui/react/macro';
import type { SignInThrottleEntry } from '@wfc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { clearSignInThrottle } from '../api/clear-sign-in-throttle';
import { useSignInThrottles } from '../api/get-sign-in-throttles';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const keyOf = (entry: SignInThrottleEntry) => `${entry.address}|${entry.email}`;
const cell = 'px-3 py-3 align-top';

/**
 * The admin's Sign-in throttles (decision 017): each e-mail with failed sign-ins in the last 15
 * minutes, by the address they came from, and whether it is locked there; Clear (after a
 * confirmation) lets that address try that e-mail again at once.
 */
export function SignInThrottlesPanel() {
  const throttles = useSignInThrottles();
  const [confirming, setConfirming] = useState<SignInThrottleEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const clearButtons = useRef(new Map<string, HTMLButtonElement>());
  const questionId = useId();
  const { t } = useLingui();

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  async function clear(entry: SignInThrottleEntry) {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await clearSignInThrottle({ email: entry.email, address: entry.address });
      setOutcome({ tone: 'success', text: result.message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: messageOf(failure, t`The throttle could not be cleared. Please try again.`) });
    } finally {
      setBusy(false);
      setConfirming(null);
      throttles.reload();
      // The row and its button may be gone: keep keyboard users on this screen.
      headingRef.current?.focus();
    }
  }

  function cancel(entry: SignInThrottleEntry) {
    setConfirming(null);
    clearButtons.current.get(keyOf(entry))?.focus();
  }

  const entries = throttles.data?.entries ?? [];
  const total = throttles.data?.total ?? 0;
  const shown = entries.length;
  const confirmingEmail = confirming?.email;
  const confirmingAddress = confirming?.address;
  return (
    <section aria-labelledby="throttles-title">
      <h2 id="throttles-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        <Trans>Sign-in throttles</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>
          Failed sign-ins of the last 15 minutes, by e-mail and by the address they came from. A locked e-mail can still be signed in to
          from any other address. Clear a throttle to let that address try that e-mail again at once.
        </Trans>
      </p>
      <div className="mt-4 space-y-4">
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
        {throttles.error && <Banner tone="error">{messageOf(throttles.error, t`Failed to fetch the sign-in throttles`)}</Banner>}
        {throttles.loading && (
          <p className="text-gray-700">
            <Trans>Loading sign-in throttles…</Trans>
          </p>
        )}
        {throttles.data && entries.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No sign-in throttles: nobody has failed to sign in in the last 15 minutes.</Trans>
          </p>
        )}
        {entries.length > 0 && (
          <>
            {total > entries.length && (
              <p className="text-sm text-gray-700">
                <Trans>
                  Showing the {shown} most recent of {total}.
                </Trans>
              </p>
            )}
            {/* Scrolls sideways inside itself on a narrow screen, as a table must; focusable so a keyboard can scroll it; relative, so the hidden labels inside stay inside it. */}
            <div
              role="region"
              aria-label={t`Table of sign-in throttles`}
              tabIndex={0}
              className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
            >
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">
                  <Trans>Sign-in throttles, the most recent failure first</Trans>
                </caption>
                <thead className="bg-gray-50 text-gray-900">
                  <tr>
                    <th scope="col" className={cell}>
                      <Trans>E-mail</Trans>
                    </th>
                    <th scope="col" className={cell}>
                      <Trans>Address</Trans>
                    </th>
                    <th scope="col" className={cell}>
                      <Trans>Failures</Trans>
                    </th>
                    <th scope="col" className={cell}>
                      <Trans>Last failure</Trans>
                    </th>
                    <th scope="col" className={cell}>
                      <Trans>Locked until</Trans>
                    </th>
                    <th scope="col" className={cell}>
                      <span className="sr-only">
                        <Trans>Action</Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200 text-gray-900">
                  {entries.map((entry) => {
                    const { addressFailures, email, address } = entry;
                    return (
                      <tr key={keyOf(entry)}>
                        <td className={`${cell} wrap-anywhere`}>{email}</td>
                        <td className={`${cell} wrap-anywhere font-mono`}>{address}</td>
                        <td className={cell}>
                          {entry.failures}
                          <span className="block text-xs text-gray-700">
                            <Trans>{addressFailures} from this address in all</Trans>
                          </span>
                        </td>
                        <td className={cell}>
                          <DateTime iso={entry.lastFailureAt} />
                        </td>
                        <td className={cell}>{entry.lockedUntil ? <DateTime iso={entry.lockedUntil} /> : t`Not locked`}</td>
                        <td className={cell}>
                          <Button
                            ref={(button) => {
                              if (button) clearButtons.current.set(keyOf(entry), button);
                              else clearButtons.current.delete(keyOf(entry));
                            }}
                            variant="secondary"
                            disabled={busy}
                            onClick={() => setConfirming(entry)}
                          >
                            <Trans>
                              Clear{' '}
                              <span className="sr-only">
                                the throttle of {email} from {address}
                              </span>
                            </Trans>
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
        {confirming && (
          <div role="group" aria-labelledby={questionId} className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3">
            <p id={questionId} ref={questionRef} tabIndex={-1} className="text-sm wrap-anywhere text-gray-900 focus:outline-none">
              <Trans>
                Clear the throttle of {confirmingEmail} from {confirmingAddress}? That address may then try this e-mail again at once.
              </Trans>
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => void clear(confirming)}>
                <Trans>Yes, clear</Trans>
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => cancel(confirming)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
