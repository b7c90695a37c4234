import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxDetail } from '@wfc/shared';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { Link } from '../../../lib/router';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { makeInboxCase } from '../api/make-inbox-case';
import { markInboxDone } from '../api/mark-inbox-done';
import { reopenInboxItem } from '../api/reopen-inbox-item';
import { caseLinkOf } from '../lib/case-link';

/** One action on an item: its button (`key` kept while its words change), its call, what it says once done and when it fails. */
interface Action {
  key: 'status' | 'case';
  label: string;
  run: () => Promise<unknown>;
  done: string;
  failed: string;
}

/** Mark as done or Open again, and Make it a help request (once, then a link to it); each answer's words in the status banner. */
export function InboxItemActions({ item, onChanged }: { item: InboxDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const { status, submit } = useSubmitStatus();
  const [madeCaseId, setMadeCaseId] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const actions: Action[] = [
    item.status === 'open'
      ? {
          key: 'status',
          label: t`Mark as done`,
          run: () => markInboxDone(item._id),
          done: t`Marked as done.`,
          failed: t`It could not be marked as done. Please try again.`,
        }
      : {
          key: 'status',
          label: t`Open again`,
          run: () => reopenInboxItem(item._id),
          done: t`It is open again.`,
          failed: t`It could not be opened again. Please try again.`,
        },
  ];
  // A WhatsApp message has no e-mail address a help request could write to.
  if (item.madeCaseId === null && item.channel !== 'whatsapp') {
    actions.push({
      key: 'case',
      label: t`Make it a help request`,
      run: async () => setMadeCaseId((await makeInboxCase(item._id)).caseId),
      done: t`The help request is made, and the writer has been told by e-mail.`,
      failed: t`The help request could not be made. Please try again.`,
    });
  }

  async function act({ key, run, done, failed }: Action) {
    const succeeded = await submit(async () => {
      await run();
      return done;
    }, failed);
    if (!succeeded) return;
    onChanged();
    // Its button goes away once the request is made: the focus goes to what happened.
    if (key === 'case') statusRef.current?.focus();
  }

  return (
    <section aria-labelledby="inbox-actions-title" className="space-y-3">
      <h4 id="inbox-actions-title" className="text-lg font-semibold text-gray-900">
        <Trans>What to do with it</Trans>
      </h4>
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <Button key={action.key} variant="secondary" disabled={status.state === 'submitting'} onClick={() => void act(action)}>
            {action.label}
          </Button>
        ))}
      </div>
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <SubmitStatusBanner status={status} />
      </div>
      {madeCaseId && (
        <p>
          <Link to={caseLinkOf(madeCaseId)} className="font-semibold text-brand-800 underline">
            <Trans>Open the new help request</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
