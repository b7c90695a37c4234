// No zod here: the browser imports these texts (see membership.options.ts).

/** What the member pages and the Members screen say. */
export const memberMessages = {
  checkInbox: 'Please check your inbox: we have sent you a link to confirm your membership.',
  confirmed: 'Your membership is confirmed. Welcome to the club!',
  unsubscribed: 'You are unsubscribed. The club will not send you member e-mails any more.',
  oneClickBody: 'A one-click unsubscribe must send the form body List-Unsubscribe=One-Click. Nothing has changed.',
  linkInvalid: 'This link is not valid or has expired. If you signed up more than 30 days ago, please write to the club.',
  notFound: 'We could not find that member.',
  erased: 'The member has been erased.',
} as const;
