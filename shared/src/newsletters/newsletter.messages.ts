// No zod here: the public pages and the preferences page show these texts without loading the schemas.

/** Texts of newsletters (issue 29), the same on the server and in the screens. */
export const newsletterMessages = {
  deleted: 'Draft deleted.',
  notFound: 'We could not find that newsletter.',
  notEditable: 'This newsletter is being sent or was sent, so it can no longer be changed.',
  onlyDraftDeleted: 'Only a draft can be deleted. Cancel a newsletter that is being sent instead.',
  noAudience:
    'No member would get this newsletter: no confirmed member who allows e-mail chose these topics. Please change the topics or filters.',
  scheduleInPast: 'Please choose a time in the future, or send it now.',
  scheduleTooFar: 'Please choose a time within the next year.',
  alreadySending: 'This newsletter is already being sent or was sent.',
  cannotPause: 'Only a newsletter that is being sent can be paused.',
  cannotResume: 'Only a paused newsletter can be resumed.',
  cannotUnschedule: 'Only a scheduled newsletter can go back to being a draft.',
  cannotCancel: 'Only a scheduled, sending or paused newsletter can be cancelled.',
  testSent: 'A test is on its way to your own address.',
  testLimit: 'You have sent 5 tests in the last hour. Please wait a little before the next one.',
  operatorsMayNotSend: 'An admin has not let operators write newsletters. Please ask an admin.',
  /** The preferences page (the e-mail's link). */
  preferencesSaved: 'Your e-mail choices are saved.',
  preferencesNone: 'Your e-mail choices are saved: you will get no e-mail from the club.',
  leftTopics: 'Done: you will get no more e-mail about {topics}.',
  linkInvalid: 'This link is not valid. Please sign in on the member page to choose your e-mail.',
  /** Why sending paused itself (shown on the newsletter and in the log). */
  pausedTooManyFailures: 'Paused by itself: {count} messages in a row failed. Please check the mail server, then resume.',
  pausedServerBusy: 'Paused by itself: the mail server asked us to slow down ({reply}). Please resume later.',
} as const;
