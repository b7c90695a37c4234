import { hearAboutOptions, interestOptions, jobFunctionOptions, labelOf, verticalOptions } from '@wfc/shared/membership/membership.options';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '@wfc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf, toApiError } from '../../../lib/api-client';
import { eraseMember } from '../api/erase-member';

/**
 * One member: name, address, confirmation and e-mail permission; Details shows the rest of her
 * sign-up; Erase asks first, then removes her for good and tells the list.
 */
export function MemberCard({ member, onErased }: { member: Member; onErased: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detailsId = useId();
  const eraseButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const name = `${member.firstName} ${member.lastName}`;
  const { t } = useLingui();
  const yesNo = (value: unknown) => (value ? t`Yes` : t`No`);

  // Cancel puts the focus back on the button that asked.
  useEffect(() => {
    if (!confirming && cancelled.current) {
      cancelled.current = false;
      eraseButton.current?.focus();
    }
  }, [confirming]);

  const erase = async () => {
    setErasing(true);
    setError(null);
    try {
      const { message } = await eraseMember(member._id);
      onErased(message);
    } catch (failure) {
      setError(messageOf(toApiError(failure), t`The member could not be erased`));
      setErasing(false);
    }
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-gray-900">{name}</p>
          <p className="mt-0.5 text-sm wrap-anywhere text-gray-700">{member.email}</p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0 self-start"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <Trans>
              Hide details <span className="sr-only">of {name}</span>
            </Trans>
          ) : (
            <Trans>
              Details <span className="sr-only">of {name}</span>
            </Trans>
          )}
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={t`Confirmed`} value={yesNo(member.confirmedAt)} />
        <Fact label={t`Email permission`} value={yesNo(member.emailPermission)} />
        <Fact label={t`Signed up`} value={<DateTime iso={member.createdAt} />} className="col-span-2" />
      </dl>
      {member.bulkMailRefused && (
        <p className="mt-3 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Trans>
            Newsletters stopped: a mail server refused this address for good on <DateTime iso={member.bulkMailRefused.since} /> (
            {member.bulkMailRefused.reason}). They start again when she confirms her address, for example by signing in on the member page.
          </Trans>
        </p>
      )}
      <div id={detailsId} hidden={!open} className="mt-3 border-t border-gray-200 pt-3">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label={t`Job function`} value={labelOf(jobFunctionOptions, member.jobFunction)} />
          <Fact label={t`Vertical`} value={labelOf(verticalOptions, member.vertical)} />
          <Fact
            label={t`Interests`}
            value={member.interests.length ? member.interests.map((value) => labelOf(interestOptions, value)).join(', ') : t`None chosen`}
          />
          <Fact label={t`Heard about us`} value={labelOf(hearAboutOptions, member.hearAbout)} />
          {member.confirmedAt && <Fact label={t`Confirmed on`} value={<DateTime iso={member.confirmedAt} />} />}
          {member.unsubscribedAt && <Fact label={t`Unsubscribed on`} value={<DateTime iso={member.unsubscribedAt} />} />}
        </dl>
        <div className="mt-4 space-y-3">
          {!confirming && (
            <Button ref={eraseButton} variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
              <Trans>Erase member</Trans>
            </Button>
          )}
          {confirming && (
            <div role="group" aria-label={t`Erase ${name}`} className="rounded-lg border border-red-700 bg-red-50 p-4">
              <p className="text-sm text-red-900">
                <Trans>
                  Erase {name}? This removes her sign-up and every e-mail to her from the club’s records. It cannot be undone; the audit log
                  keeps only that a member was erased, by you, and when.
                </Trans>
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button className="bg-red-800 hover:bg-red-900" onClick={() => void erase()} disabled={erasing} autoFocus>
                  {erasing ? <Trans>Erasing...</Trans> : <Trans>Erase for good</Trans>}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    cancelled.current = true;
                    setConfirming(false);
                  }}
                  disabled={erasing}
                >
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </div>
          )}
          {error && <Banner tone="error">{error}</Banner>}
        </div>
      </div>
    </>
  );
}
