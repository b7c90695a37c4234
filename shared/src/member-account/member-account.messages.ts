// No zod here: the member sign-in page (rendered by the server) shows these texts without loading the schemas.

/** Texts of members signing in and of her own page (issue 28), the same on the server and in the screens. */
export const memberAccountMessages = {
  /** The one answer of POST /api/member/sign-in, known address or not. */
  signInSent: 'If this address is known to us, we have sent it an e-mail with a sign-in link and a code. Both work for 24 hours.',
  codeShape: 'Please enter the 6-digit code from the e-mail.',
  codeWrong: 'That code is not right, or it has expired. Please check it, or ask for a new e-mail.',
  linkInvalid: 'This sign-in link is not valid. Please ask for a new one.',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
  deviceEnded: 'That device is signed out.',
  deviceNotFound: 'We could not find that device.',
  notSignedIn: 'Please sign in to see your page.',
  csrfMissing: 'Your page is out of date. Please reload it and try again.',
  detailsSaved: 'Your details are saved.',
  choicesSaved: 'Your e-mail choices are saved.',
  unsubscribedAll: 'Your e-mail choices are saved: you will get no e-mail from the club.',
  notAMember: 'You are not a member yet. Join on the membership page.',
  requestNotFound: 'We could not find that request.',
  confirmDelete: 'Please confirm that you want to delete your membership.',
  membershipDeleted:
    'Your membership is deleted and you are signed out. Your help requests and messages to enablers stay: sign in again to see them.',
} as const;
