// No zod here: the screens show these texts without loading the schemas.

/** Texts of introductions between members (issue 42), the same on the server and in the screens. */
export const introductionMessages = {
  /** The one answer of a request, whether or not it reaches her (a block is silent). */
  requestSent: 'Your request is sent. We will e-mail you when she answers.',
  noteRequired: 'Please write a short note saying why you would like to meet.',
  listYourselfFirst: 'Please list yourself in the directory first: she sees your card with your note.',
  notYourself: 'That is your own card.',
  alreadyAsked: 'You have already asked her; she has not answered yet.',
  tooManyToday: 'You have sent as many introduction requests as you can today. Please try again tomorrow.',
  notFound: 'We could not find that introduction.',
  notPending: 'This introduction has already been answered.',
  accepted: 'Introduction made: we have e-mailed you both, each with the other’s address.',
  declined: 'You declined. She is told kindly, and nothing of yours is shared.',
  linkInvalid: 'This link is not valid or has expired. Sign in to see your introductions on your page.',
  blocked: 'She is blocked: she cannot send you requests, and neither of you sees the other’s card.',
  unblocked: 'She is unblocked.',
  blockNotFound: 'We could not find that member.',
  noteHiddenByStaff: 'The club hid this note.',
} as const;
