import { z } from 'zod';
import { emailField, nameField, textField } from '../fields';

/** Body of POST /api/help, sent by the home page's Need Quick Help? form. */
export const HelpRequestBody = z.object({
  requesterName: nameField('name'),
  requesterEmail: emailField(),
  question: textField('question'),
});
export type HelpRequestBody = z.infer<typeof HelpRequestBody>;
