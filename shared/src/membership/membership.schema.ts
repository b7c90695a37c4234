import { z } from 'zod';
import { emailField, nameField } from '../fields';

/** Option lists of product-spec.md §3, each value with the label the form shows. */
export const jobFunctionOptions = [
  { value: 'management', label: 'Management' },
  { value: 'student', label: 'Student' },
  { value: 'engineer', label: 'Engineer' },
  { value: 'translator', label: 'Translator' },
  { value: 'project-manager', label: 'Project Manager' },
  { value: 'business-development', label: 'Business Development' },
] as const;

export const verticalOptions = [
  { value: 'tech', label: 'Tech' },
  { value: 'health', label: 'Health' },
  { value: 'finance', label: 'Finance' },
  { value: 'education', label: 'Education' },
  { value: 'retail', label: 'Retail' },
] as const;

export const interestOptions = [
  { value: 'industry-news', label: 'Industry news' },
  { value: 'recruitment', label: 'Recruitment' },
  { value: 'network', label: 'Networking' },
  { value: 'events', label: 'Events' },
  { value: 'mentor', label: 'Finding a mentor' },
  { value: 'volunteer', label: 'Volunteering' },
  { value: 'business', label: 'Growing a business' },
  { value: 'job', label: 'Job opportunities' },
  { value: 'other', label: 'Other' },
] as const;

export const hearAboutOptions = [
  { value: 'social', label: 'Social media' },
  { value: 'friend', label: 'A friend or colleague' },
  { value: 'event', label: 'An event' },
  { value: 'search', label: 'A search engine' },
  { value: 'other', label: 'Other' },
] as const;

type OptionList = readonly { value: string; label: string }[];
function valuesOf<T extends OptionList>(options: T) {
  return options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
}

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
