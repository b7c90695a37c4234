// No zod here: the booking pages show these texts without loading the schemas.

/** Texts of sessions with enablers (issue 31), the same on the server and in the screens. */
export const sessionMessages = {
  enablerNotFound: 'We could not find that enabler.',
  notBookable: 'This enabler does not take bookings at the moment.',
  noProfile: 'Your account is not linked to a directory profile yet. Please ask an admin to link it, then set your hours.',
  slotTaken: 'Sorry, that time was just taken. Please choose another.',
  slotUnavailable: 'That time is not available. Please choose one of the times shown.',
  lengthUnavailable: 'Please choose one of the session lengths she offers.',
  weekFull: 'She has no more room that week. Please choose a time in another week.',
  menteeLimit:
    'You already have {limit} upcoming sessions booked. Please wait until one has taken place, or cancel one, before booking another.',
  held: 'Your session is booked. We have sent the details and a calendar invitation to your e-mail.',
  heldRequested: 'Your request is sent. She will confirm it; we have sent the details to your e-mail.',
  heldUnconfirmed:
    'Almost done: we have sent you an e-mail. Please open its link within 15 minutes to confirm your booking; the time is held for you until then.',
  confirmed: 'Your booking is confirmed. We have sent a calendar invitation to your e-mail.',
  confirmedRequested: 'Your address is confirmed and your request is sent to her. We will write when she confirms it.',
  holdExpired:
    'This booking was not confirmed within 15 minutes, or a newer booking replaced it, so the time was released. Please book again.',
  linkInvalid: 'This link is not valid. Please use the link in your latest e-mail about this session.',
  cancelled: 'The session is cancelled and both of you are told.',
  alreadyEnded: 'This session is already cancelled or over.',
  rescheduled: 'The session is moved to the new time and both of you are told.',
  accepted: 'The session is confirmed and {name} is told.',
  declined: 'The request is declined and {name} is told.',
  notRequested: 'Only a requested session can be accepted or declined.',
  tooLate: 'The session has started, so it can no longer be changed.',
  notYetOver: 'You can tell us how it went once the session is over.',
  feedbackSaved: 'Thank you for telling us.',
  feedbackGiven: 'You have already told us how this session went.',
  sessionNotFound: 'We could not find that session.',
  badTimeZone: 'Please choose a time zone from the list.',
  badRange: 'Please ask for at most 6 weeks of times at once, the end after the start.',
  hoursOverlap: 'Her hours on one day must not overlap.',
  endBeforeStart: 'Each period must end after it starts.',
  quarterHour: 'Times must be on the hour or at 15, 30 or 45 minutes past.',
} as const;
