import type { MailStatus } from '@wfc/shared';
import { useState } from 'react';
import { useReturnToOpener } from '../../../lib/use-return-to-opener';
import { useMailList } from '../api/get-mail';
import { MailList } from './mail-list';
import { MailMessage } from './mail-message';
import { WhatsAppList } from './whatsapp-list';

/**
 * The admin's Mail: the outbox list, or one message opened from it, and below the outbox the WhatsApp
 * messages when the club has a WhatsApp account (issue 44). The lists stay mounted while a message is
 * open, so Back finds them as they were, with the focus on the Open button that was used.
 */
export function MailPanel() {
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMailList(status);
  useReturnToOpener(openId, 'data-mail-opener');

  return (
    <>
      {openId && <MailMessage key={openId} id={openId} onBack={() => setOpenId(null)} />}
      <div hidden={openId !== null}>
        <MailList list={list} status={status} onStatus={setStatus} onOpen={setOpenId} />
        <WhatsAppList />
      </div>
    </>
  );
}
