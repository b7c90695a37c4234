import { z } from 'zod';
import { emailField, nameField } from '../fields';
import { hearAboutOptions, interestOptions, jobFunctionOptions, valuesOf, verticalOptions, type OptionList } from './membership.options';

export * from './membership.options';

function choiceField<T extends OptionList>(options: T, message: string) {
  return z.enum(valuesOf(options), { error: message });
}

/** Body of POST /api/membership. */
export const MembershipBody = z.object({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  email: emailField(),
  jobFunction: choiceField(jobFunctionOptions, 'Please choose your job function.'),
  vertical: choiceField(verticalOptions, 'Please choose your vertical.'),
  interests: z
    .array(choiceField(interestOptions, 'Please choose interests from the list.'), {
      error: 'Please choose interests from the list.',
    })
    .max(interestOptions.length, { error: 'Please choose interests from the list.' })
    .refine((list) => new Set(list).size === list.length, { error: 'Please choose each interest only once.' })
    .default([]),
  hearAbout: choiceField(hearAboutOptions, 'Please tell us how you heard about us.'),
  emailPermission: z.boolean({ error: 'Email permission must be yes or no.' }).default(false),
});
export type MembershipBody = z.infer<typeof MembershipBody>;
export type MembershipInput = z.input<typeof MembershipBody>;
