import type { MailStatus } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { useMailList } from '../api/get-mail';
import { MailList } from './mail-list';
import { MailMessage } from './mail-message';

/**
 * The admin's Mail: the outbox list, or one message opened from it. The list stays mounted while a
 * message is open, so Back finds it as it was, with the focus on the Open button that was used.
 */
export function MailPanel() {
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMailList(status);
  const lastOpened = useRef<string | null>(null);

  useEffect(() => {
    if (openId) {
      lastOpened.current = openId;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    if (id) [...document.querySelectorAll<HTMLElement>('[data-mail-opener]')].find((element) => element.dataset.mailOpener === id)?.focus();
  }, [openId]);

  return (
    <>
      {openId && <MailMessage key={openId} id={openId} onBack={() => setOpenId(null)} />}
      <div hidden={openId !== null}>
        <MailList list={list} status={status} onStatus={setStatus} onOpen={setOpenId} />
      </div>
    </>
  );
}
