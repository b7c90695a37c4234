// No zod here: the screens show these texts without loading the schemas.

/** Texts of WhatsApp for members (issue 44), the same on the server and in the screens. */
export const whatsappMessages = {
  phoneRequired: 'Please enter your mobile number with its country code, for example +91 98470 12345.',
  phoneInvalid: 'That does not look like a mobile number. Please enter it with its country code, for example +91 98470 12345.',
  /** The one answer of adding a number, whether or not a code could be sent (a number another member uses gets none). */
  codeSent: 'We have sent a code to that number on WhatsApp. Enter it below within 10 minutes.',
  tooManyCodes: 'We have sent as many codes as we can for now. Please try again in an hour.',
  codeRequired: 'Please enter the 6-digit code we sent you on WhatsApp.',
  codeWrong: 'That code is not right, or it has expired. Please check it, or ask for a new one.',
  confirmed: 'Your number is confirmed. Choose below what we send you on WhatsApp.',
  choicesSaved: 'Your WhatsApp choices are saved.',
  removed: 'Your number is removed. We will send you nothing on WhatsApp.',
  notConfigured: 'The club does not send WhatsApp messages yet.',
  noNumber: 'Please add and confirm your number first.',
  /** Staff answering a WhatsApp message after her 24 hours. */
  windowClosed:
    'More than 24 hours have passed since her last WhatsApp message, so the club may not write to her there freely. Please answer by e-mail.',
} as const;
