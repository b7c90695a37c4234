import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_NOTE, MAX_REPORT_REASON, MIN_NOTE, type DirectoryCard } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { blockMember } from '../api/block-member';
import { sendIntroduction } from '../api/send-introduction';
import { sendReport } from '../api/send-report';
import { isListYourselfFirst } from '../lib/introduction-texts';
import { useTextSend } from '../lib/use-text-send';
import { TextDialog } from './text-dialog';

type Open = 'introduce' | 'block' | 'report' | null;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

interface CardActionsProps {
  card: Pick<DirectoryCard, 'id' | 'name'>;
  /** Her own card (its id is her listing's): no actions are shown on it. */
  isOwn: boolean;
  /**
   * After a block, with the server's words: the directory can take the card away (neither sees the
   * other's card any more) and say them itself. Without it, the words are shown under the buttons.
   */
  onBlocked?: (message: string) => void;
}

/**
 * What a member can do with another's card in the directory: "Introduce me" (a short note, sent
 * for the other to accept or decline), Block (after saying what it does; she is not told) and
 * Report (a reason, to the club). Nothing on her own card. What she types outlives a closed
 * dialog and any failure.
 */
export function CardActions({ card, isOwn, onBlocked }: CardActionsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [blocking, setBlocking] = useState(false);
  const [listFirst, setListFirst] = useState(false);
  const note = useTextSend();
  const reason = useTextSend();
  const name = card.name;

  if (isOwn) return null;

  const close = () => setOpen(null);
  const openDialog = (which: 'introduce' | 'report') => {
    (which === 'introduce' ? note : reason).reset();
    setOpen(which);
  };

  async function block() {
    setOpen(null);
    if (blocking) return;
    setBlocking(true);
    setOutcome(null);
    try {
      const { message } = await blockMember(card.id);
      if (onBlocked) onBlocked(message);
      else setOutcome({ tone: 'success', text: message });
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error, t`She could not be blocked. Please try again.`) });
    } finally {
      setBlocking(false);
    }
  }

  // A 409 LIST_YOURSELF_FIRST offers her listing's section; the other refusals say what they say.
  const introduce = () =>
    note.send(async () => {
      setListFirst(false);
      try {
        return await sendIntroduction({ to: card.id, note: note.draft.trim() });
      } catch (error) {
        setListFirst(isListYourselfFirst(error));
        throw error;
      }
    });

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openDialog('introduce')}>
          <Trans>
            Introduce me <span className="sr-only">to {name}</span>
          </Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen('block')}>
          <Trans>
            Block <span className="sr-only">{name}</span>
          </Trans>
        </Button>
        <Button variant="ghost" onClick={() => openDialog('report')}>
          <Trans>
            Report <span className="sr-only">the card of {name}</span>
          </Trans>
        </Button>
      </div>
      <div aria-live="polite">
        {outcome && (
          <Banner tone={outcome.tone} className="mt-3">
            {outcome.text}
          </Banner>
        )}
      </div>

      {open === 'introduce' && (
        <TextDialog
          title={t`Ask to meet ${name}`}
          intro={
            <Trans>
              Say in a few words why you would like to meet. She sees your note with your card; your e-mail addresses are shared only if she
              accepts.
            </Trans>
          }
          label={t`Your note`}
          field="note"
          min={MIN_NOTE}
          max={MAX_NOTE}
          submitLabel={t`Send request`}
          draft={note.draft}
          onDraft={note.setDraft}
          status={note.status}
          onSubmit={() => void introduce()}
          onClose={close}
          refusalHelp={
            listFirst && (
              <Link to="/member#listing" className="mt-2 inline-block font-semibold underline underline-offset-2">
                <Trans>List yourself on your page</Trans>
              </Link>
            )
          }
        />
      )}

      {open === 'report' && (
        <TextDialog
          title={t`Report the card of ${name}`}
          intro={<Trans>Tell the club what is wrong with this card. Nothing is said to her about your report.</Trans>}
          label={t`Why are you reporting it?`}
          field="reason"
          min={1}
          max={MAX_REPORT_REASON}
          submitLabel={t`Send report`}
          draft={reason.draft}
          onDraft={reason.setDraft}
          status={reason.status}
          onSubmit={() => void reason.send(() => sendReport({ kind: 'card', listingId: card.id, reason: reason.draft.trim() }))}
          onClose={close}
        />
      )}

      {open === 'block' && (
        <ConfirmDialog
          title={t`Block ${name}?`}
          message={t`She will not be able to send you introduction requests, and neither of you will see the other’s card. She is not told. You can unblock her from your page.`}
          confirmLabel={t`Block`}
          cancelLabel={t`Cancel`}
          onConfirm={() => void block()}
          onCancel={close}
        />
      )}
    </div>
  );
}
