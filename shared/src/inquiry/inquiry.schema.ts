import { z } from 'zod';
import { emailField, nameField, textField } from '../fields';

/** Body of POST /api/inquiry, sent by the Connect modal. */
export const InquiryBody = z.object({
  name: nameField('name'),
  email: emailField(),
  question: textField('message'),
  /** The enabler's full name, as the spec's client sends it. */
  enabler: z
    .string({ error: 'Please choose an enabler to connect with.' })
    .trim()
    .min(1, { error: 'Please choose an enabler to connect with.' })
    .max(100, { error: 'Please choose an enabler to connect with.' }),
  /** The directory id; preferred over the name when both are sent. */
  enablerId: z.number({ error: 'Please choose an enabler to connect with.' }).int().positive().optional(),
});
export type InquiryBody = z.infer<typeof InquiryBody>;
