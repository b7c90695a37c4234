// No zod here: the screens show these texts without loading the schemas.

/** Texts of the member directory (issue 42), the same on the server and in the screens. */
export const directoryMessages = {
  listingSaved: 'Your listing is saved.',
  listingShown: 'Your card is in the directory. Members who are signed in can see it.',
  listingHidden: 'Your card is hidden. Nobody sees it until you show it again.',
  notAMember: 'The directory is for members. Join the club, then list yourself from your page.',
  cardNotFound: 'We could not find that card. It may have been hidden.',
  photoSaved: 'Your photo is saved. Choose "Show my photo" to put it on your card.',
  photoRemoved: 'Your photo is removed.',
  photoNotFound: 'We could not find that photo. Please upload it again.',
  hiddenByStaff: 'The club has hidden your card: {reason}. Change what it says and write to us to have it shown again.',
  tagShape: 'A tag is 2 to 30 letters, digits, spaces or hyphens.',
  tooManyTags: 'Please choose at most 8 tags for each.',
  websiteShape: 'Please enter your website as an address beginning with https://.',
  linkedinShape: 'Please enter your LinkedIn address, beginning with https://www.linkedin.com/.',
  reportSent: 'Thank you. The club will look at it, and nothing is said to the member you reported.',
  reportNotFound: 'We could not find what you are reporting.',
  reasonRequired: 'Please say why, in a few words.',
  staffHidden: 'The card is hidden and the member is told why.',
  staffShown: 'The card is shown again.',
  reportDismissed: 'The report is closed with nothing changed.',
  reportNotOpen: 'That report is already closed.',
} as const;
