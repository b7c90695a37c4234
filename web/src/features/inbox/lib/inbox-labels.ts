import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InboxReason, InboxStatus, WhatsAppStatus } from '@wfc/shared';

/** Why an item is in the Inbox, in plain words. */
export const reasonLabels: Record<InboxReason, MessageDescriptor> = {
  'no-thread': msg`Written to the club`,
  'other-sender': msg`From another address than the request's`,
  'closed-thread': msg`A reply to a completed request`,
  'unknown-thread': msg`A reply to an address we no longer know`,
};

/** The list's filter: the items open, or those done. */
export const filterLabels: Record<InboxStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'inbox filter', comment: 'The Inbox items still to handle (a group of them, not the verb).' }),
  done: msg({ message: 'Done', context: 'inbox filter', comment: 'The Inbox items handled (a group of them).' }),
};

/** Where one item stands. */
export const statusLabels: Record<InboxStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'inbox status', comment: 'One Inbox item is still to handle (not the verb).' }),
  done: msg({ message: 'Done', context: 'inbox status', comment: 'One Inbox item has been handled.' }),
};

/** Where an answer sent on WhatsApp stands, as WhatsApp reports it. */
export const deliveryLabels: Record<WhatsAppStatus, MessageDescriptor> = {
  queued: msg({ message: 'Waiting to be sent', comment: 'An answer on WhatsApp not yet handed to WhatsApp.' }),
  sending: msg({ message: 'Sending', comment: 'An answer on WhatsApp being handed to WhatsApp.' }),
  sent: msg({ message: 'Sent', context: 'whatsapp delivery', comment: 'WhatsApp took the answer (one grey tick).' }),
  delivered: msg({ message: 'Delivered', context: 'whatsapp delivery', comment: 'The answer reached her phone (two grey ticks).' }),
  read: msg({ message: 'Read', context: 'whatsapp delivery', comment: 'She opened the answer (two blue ticks).' }),
  failed: msg({ message: 'Failed', context: 'whatsapp delivery', comment: 'WhatsApp could not deliver the answer.' }),
};
